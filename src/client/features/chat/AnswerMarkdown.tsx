import { ExternalLink } from 'lucide-react';
import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/**
 * A link inside the app (or to a footnote in the answer) opens in place; any other opens in a new tab that cannot
 * reach back to this one.
 */
function AnswerLink({ href = '', children }: ComponentProps<'a'>) {
  const className = 'font-medium text-ink-900 underline decoration-brass-400 underline-offset-4 hover:text-brass-700';
  if (href.startsWith('#')) {
    return <a href={href} className={className}>{children}</a>;
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    return <Link to={href} className={className}>{children}</Link>;
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={className}>
      {children}
      <ExternalLink className="ml-0.5 inline size-3 align-baseline" aria-hidden />
    </a>
  );
}

/**
 * Images in model output are never loaded: a crafted image address could carry conversation text to another
 * server. The address is shown as a link instead.
 */
function AnswerImage({ src, alt }: ComponentProps<'img'>) {
  return typeof src === 'string' && src ? <AnswerLink href={src}>{alt || 'Image'}</AnswerLink> : null;
}

const components: Components = {
  a: AnswerLink,
  img: AnswerImage,
  h1: ({ children }) => <h2 className="mt-5 mb-2 font-serif text-xl font-semibold text-ink-950 first:mt-0">{children}</h2>,
  h2: ({ children }) => <h3 className="mt-5 mb-2 font-serif text-lg font-semibold text-ink-950 first:mt-0">{children}</h3>,
  h3: ({ children }) => <h4 className="mt-4 mb-1.5 font-semibold text-ink-950 first:mt-0">{children}</h4>,
  h4: ({ children }) => <h5 className="mt-4 mb-1 font-semibold text-ink-900 first:mt-0">{children}</h5>,
  p: ({ children }) => <p className="my-3 first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-3 list-disc space-y-1 pl-6 marker:text-brass-500">{children}</ul>,
  ol: ({ children }) => <ol className="my-3 list-decimal space-y-1 pl-6 marker:text-ink-500">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="my-3 border-l-4 border-brass-300 bg-brass-50/50 py-1 pl-4 font-serif text-ink-800 italic">{children}</blockquote>
  ),
  code: ({ children }) => <code className="rounded bg-ink-50 px-1 py-0.5 font-mono text-[0.85em] text-ink-900">{children}</code>,
  pre: ({ children }) => <pre className="my-3 overflow-x-auto rounded-lg bg-ink-50 p-3 text-sm [&_code]:bg-transparent [&_code]:p-0">{children}</pre>,
  hr: () => <hr className="my-5 border-ink-100" />,
  table: ({ children }) => (
    <div role="region" aria-label="Table" tabIndex={0} className="my-3 overflow-x-auto">
      <table className="w-full border-collapse text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => <th className="border-b border-ink-200 px-3 py-1.5 text-left font-semibold text-ink-900">{children}</th>,
  td: ({ children }) => <td className="border-b border-ink-100 px-3 py-1.5 align-top">{children}</td>,
};

/** Model output as Markdown, sanitised: raw HTML in it is never rendered, and unsafe link schemes are dropped. */
export function AnswerMarkdown({ text }: { text: string }) {
  return (
    <div className="text-[0.95rem] leading-7 break-words text-ink-900">
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {text}
      </Markdown>
    </div>
  );
}
