import { AlertCircle, Check, Copy, RotateCcw, Scale } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-error';
import { toast } from '../../lib/use-toast';
import { answerMetadata, messageText, type ChatUIMessage } from './chat-messages';
import { AnswerCitations, UnverifiedWarning } from './AnswerCitations';
import { AnswerMarkdown } from './AnswerMarkdown';
import { AnswerMeta } from './AnswerMeta';
import { DraftFromAnswerButton } from './DraftFromAnswerButton';
import { ToolActivity } from './ToolActivity';

function failureMessage(error: Error): string {
  if (error instanceof ApiError) return error.envelope?.message ?? error.message;
  if (error instanceof TypeError) return 'The connection to the server was lost before the answer was complete.';
  return error.message || 'Something went wrong while answering.';
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({ title: 'Could not copy', description: 'Your browser did not allow copying; select the answer instead.', variant: 'destructive' });
    }
  };
  return (
    <Button variant="ghost" size="sm" onClick={copy} className="h-7 px-2 text-xs">
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

/** A failed answer says why and offers to try again. */
export function AnswerFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm sm:flex-row sm:items-center">
      <AlertCircle className="size-5 shrink-0 text-red-600" aria-hidden />
      <div className="flex-1">
        <p className="font-semibold text-red-900">The answer could not be completed</p>
        <p className="mt-0.5 text-red-800">{failureMessage(error)}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCcw aria-hidden /> Retry
      </Button>
    </div>
  );
}

/** One answer: sanitised Markdown as it streams, then its cost, model, citation checks and actions. */
export function AssistantAnswer({
  message,
  streaming,
  stopped,
  error,
  onRegenerate,
  onRetry,
}: {
  message: ChatUIMessage;
  streaming: boolean;
  stopped: boolean;
  /** Why this answer (the last) failed. */
  error: Error | null;
  /** Given for the last answer when nothing is streaming. */
  onRegenerate?: () => void;
  onRetry: () => void;
}) {
  const text = messageText(message);
  const metadata = answerMetadata(message);
  return (
    <article className="flex gap-3" aria-label="Answer" data-testid="assistant-message" aria-busy={streaming}>
      <span className="mt-0.5 hidden size-8 shrink-0 items-center justify-center rounded-full bg-ink-900 text-brass-300 sm:flex" aria-hidden>
        <Scale className="size-4" />
      </span>
      <div className="min-w-0 flex-1 space-y-3">
        {metadata && <UnverifiedWarning citations={metadata.citations} />}
        <ToolActivity parts={message.parts} />
        {text ? <AnswerMarkdown text={text} /> : streaming && <p className="text-sm text-ink-500">Thinking…</p>}
        {streaming && <span className="inline-block h-4 w-1.5 animate-pulse rounded-sm bg-brass-400 align-middle" aria-hidden />}
        {metadata && <AnswerCitations citations={metadata.citations} />}
        {error && <AnswerFailure error={error} onRetry={onRetry} />}
        {!streaming && (metadata || stopped || text) && (
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-ink-100 pt-2">
            <AnswerMeta metadata={metadata} stopped={stopped || Boolean(metadata?.stopped)} />
            <div className="flex flex-wrap gap-1">
              {text && <CopyButton text={text} />}
              {text && !error && <DraftFromAnswerButton text={text} />}
              {onRegenerate && !error && (
                <Button variant="ghost" size="sm" onClick={onRegenerate} className="h-7 px-2 text-xs">
                  <RotateCcw aria-hidden /> Regenerate
                </Button>
              )}
            </div>
          </div>
        )}
      </div>
    </article>
  );
}
