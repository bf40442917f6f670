import { ExternalLink } from 'lucide-react';
import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { rehypeHeadingIds } from './headings';

const linkClass = 'font-medium text-ink-900 underline decoration-brass-400 underline-offset-4 hover:text-brass-700';

/** Pages of the app open in place; other sites open in a new tab that cannot reach back to this one. */
function ContentLink({ href = '', children }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return <Link to={href} className={linkClass}>{children}</Link>;
  }
  if (href.startsWith('#') || href.startsWith('mailto:')) {
    return <a href={href} className={linkClass}>{children}</a>;
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <ExternalLink className="ml-0.5 inline size-3.5 align-baseline" aria-hidden />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Screenshots and figures from our own site, with the Markdown title as the caption; nothing is loaded from elsewhere. */
function ContentImage({ src, alt = '', title }: ComponentProps<'img'>) {
  if (typeof src !== 'string' || !src.startsWith('/') || src.startsWith('//')) return null;
  return (
    <figure className="my-6">
      <img src={src} alt={alt} loading="lazy" decoding="async" className="w-full rounded-xl border border-ink-100 bg-white shadow-sm" />
      {title && <figcaption className="mt-2 text-center text-sm text-ink-600">{title}</figcaption>}
    </figure>
  );
}

const heading2 = ({ id, children }: ComponentProps<'h2'>) => (
  <h2 id={id} className="mt-12 mb-4 scroll-mt-24 font-serif text-2xl font-semibold tracking-tight text-ink-950 first:mt-0">{children}</h2>
);

const components: Components = {
  a: ContentLink,
  img: ContentImage,
  // The page's title is its only h1; a stray first-level heading in a file reads as a section.
  h1: heading2,
  h2: heading2,
  h3: ({ id, children }) => <h3 id={id} className="mt-8 mb-3 scroll-mt-24 text-lg font-semibold text-ink-950">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-6 mb-2 font-semibold text-ink-900">{children}</h4>,
  // A paragraph holding only an image becomes a figure, which may not sit inside a <p>.
  p: ({ node, children }) => {
    const only = node?.children.length === 1 ? node.children[0] : undefined;
    if (only?.type === 'element' && only.tagName === 'img') return <>{children}</>;
    return <p className="my-4 first:mt-0 last:mb-0">{children}</p>;
  },
  ul: ({ children }) => <ul className="my-4 list-disc space-y-2 pl-6 marker:text-brass-500">{children}</ul>,
  ol: ({ children }) => <ol className="my-4 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-ink-500">{children}</ol>,
  li: ({ children }) => <li className="pl-1">{children}</li>,
  blockquote: ({ children }) => (
    <blockquote className="my-6 border-l-4 border-brass-300 bg-brass-50/60 py-2 pr-4 pl-5 text-ink-800">{children}</blockquote>
  ),
  code: ({ children }) => <code className="rounded bg-ink-50 px-1.5 py-0.5 font-mono text-[0.85em] text-ink-900">{children}</code>,
  pre: ({ children }) => (
    <pre tabIndex={0} className="my-6 overflow-x-auto rounded-lg bg-ink-50 p-4 text-sm [&_code]:bg-transparent [&_code]:p-0">{children}</pre>
  ),
  hr: () => <hr className="my-10 border-ink-100" />,
  // Wide tables scroll sideways on a phone; the region can take focus so the keyboard can scroll it too.
  table: ({ children }) => (
    <div role="region" aria-label="Table" tabIndex={0} className="my-6 overflow-x-auto rounded-lg border border-ink-100 bg-white">
      <table className="w-full border-collapse text-left text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => <th className="border-b border-ink-200 bg-ink-50 px-4 py-2.5 font-semibold text-ink-900">{children}</th>,
  td: ({ children }) => <td className="border-b border-ink-100 px-4 py-2.5 align-top text-ink-800">{children}</td>,
};

/** An article's Markdown body: GitHub-flavoured, sanitised, with anchored section headings. */
export function MarkdownContent({ markdown }: { markdown: string }) {
  return (
    <div className="text-base leading-7 break-words text-ink-800 sm:text-[1.0625rem] sm:leading-8">
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize, rehypeHeadingIds]} components={components}>
        {markdown}
      </Markdown>
    </div>
  );
}
