import { AlertCircle, BookOpen, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { AnswerMarkdown } from '../chat/AnswerMarkdown';
import { failureText } from './failure-text';
import { answerMetadata, messageText, type SupportUIMessage } from './support-transport';

/** The articles an answer used, as links to the help center. */
function ArticleLinks({ articles, onFollow }: { articles: NonNullable<ReturnType<typeof answerMetadata>>['articles']; onFollow: () => void }) {
  if (articles.length === 0) return null;
  return (
    <div role="group" aria-label="Help articles used" className="rounded-lg border border-ink-100 bg-ink-50/60 px-3 py-2.5">
      <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">Help articles</p>
      <ul className="mt-1.5 grid gap-1">
        {articles.map((article) => (
          <li key={article.slug}>
            <Link to={article.url} onClick={onFollow} className="inline-flex items-start gap-1.5 text-sm font-medium text-ink-900 underline decoration-brass-400 underline-offset-4 hover:text-brass-700">
              <BookOpen className="mt-0.5 size-4 shrink-0 text-brass-600" aria-hidden />
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One answer of the support bot: its Markdown as it streams, then the articles it used. */
export function SupportAnswer({
  message,
  streaming,
  error,
  onRetry,
  onFollowLink,
}: {
  message: SupportUIMessage;
  streaming: boolean;
  error: Error | null;
  onRetry: () => void;
  /** A link in the answer was followed (the panel gets out of the way on a phone). */
  onFollowLink: () => void;
}) {
  const text = messageText(message);
  const metadata = answerMetadata(message);
  return (
    <article className="grid gap-2.5" aria-label="Support answer" aria-busy={streaming} data-testid="support-answer">
      {/* Links inside the answer are followed like the article links below it. The offline help assistant says
          what it is in its first line, so there is no separate badge. */}
      <div className="rounded-2xl rounded-tl-md bg-white px-3.5 py-2.5 text-sm shadow-xs ring-1 ring-ink-100" onClick={(event) => (event.target as HTMLElement).closest('a') && onFollowLink()}>
        {text ? <AnswerMarkdown text={text} /> : <p className="text-ink-500">Looking in the help center…</p>}
        {streaming && text && <span className="mt-1 inline-block h-3.5 w-1.5 animate-pulse rounded-sm bg-brass-400 align-middle" aria-hidden />}
      </div>
      {metadata && <ArticleLinks articles={metadata.articles} onFollow={onFollowLink} />}
      {error && <AnswerError error={error} onRetry={onRetry} />}
    </article>
  );
}

export function AnswerError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm">
      <AlertCircle className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
      <p className="flex-1 text-red-900">{failureText(error)}</p>
      <Button variant="outline" size="sm" onClick={onRetry} className="h-7 px-2 text-xs">
        <RotateCcw aria-hidden /> Retry
      </Button>
    </div>
  );
}
