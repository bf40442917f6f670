import { useQuery } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { OperatorGuideResponse } from '../../../../shared/api/admin';
import { PageSpinner } from '../../../components/ui/spinner';
import { apiRequest } from '../../../lib/api';
import { ProblemNotice } from '../../research/ProblemNotice';
import { headingId, sectionsOf } from './guide-outline';

// Admin-only text: fetched from the admin API, never bundled into the public client.
const GUIDE_PATH = '/api/admin/operator-guide';

const textOf = (children: ReactNode): string =>
  typeof children === 'string' ? children : Array.isArray(children) ? children.map(textOf).join('') : '';

const components: Components = {
  h1: () => null,
  h2: ({ children }) => (
    <h2 id={headingId(textOf(children))} className="mt-10 scroll-mt-24 border-t border-ink-100 pt-8 font-serif text-2xl font-semibold text-ink-950 first:mt-0 first:border-0 first:pt-0">
      {children}
    </h2>
  ),
  h3: ({ children }) => <h3 className="mt-6 mb-2 font-semibold text-ink-950">{children}</h3>,
  p: ({ children }) => <p className="my-3 leading-relaxed text-ink-800">{children}</p>,
  ul: ({ children }) => <ul className="my-3 list-disc space-y-1.5 pl-6 text-ink-800">{children}</ul>,
  ol: ({ children }) => <ol className="my-3 list-decimal space-y-1.5 pl-6 text-ink-800">{children}</ol>,
  a: ({ href, children }: ComponentProps<'a'>) => (
    <a href={href} className="font-medium text-ink-900 underline decoration-brass-400 underline-offset-4">{children}</a>
  ),
  code: ({ children, className }) =>
    className ? <code className={className}>{children}</code> : <code className="rounded bg-ink-50 px-1 py-0.5 font-mono text-[0.85em] text-ink-900">{children}</code>,
  pre: ({ children }) => <pre className="my-4 overflow-x-auto rounded-xl bg-ink-950 p-4 font-mono text-sm text-ink-50">{children}</pre>,
  table: ({ children }) => (
    // Fixed columns (variable, default, meaning) so the meaning gets room; long names and URLs wrap where they must.
    <div role="region" aria-label="Table" tabIndex={0} className="my-4 overflow-x-auto rounded-xl border border-ink-100 bg-white">
      <table className="w-full min-w-[36rem] table-fixed text-left text-sm [&_code]:[overflow-wrap:anywhere] [&_th:nth-child(1)]:w-[30%] [&_th:nth-child(2)]:w-[22%]">
        {children}
      </table>
    </div>
  ),
  th: ({ children }) => <th className="border-b border-ink-100 bg-ink-50/60 px-3 py-2 font-semibold whitespace-nowrap text-ink-700">{children}</th>,
  td: ({ children }) => <td className="border-b border-ink-100 px-3 py-2 align-top text-ink-800">{children}</td>,
};

/** content/admin/operator-guide.md, with a table of contents of its sections. */
export function OperatorGuide() {
  const { data, isPending, isError, error, refetch } = useQuery({
    queryKey: [GUIDE_PATH],
    queryFn: () => apiRequest<OperatorGuideResponse>('GET', GUIDE_PATH),
  });
  if (isPending) return <PageSpinner />;
  if (isError) return <ProblemNotice title="The operator guide could not be loaded" error={error} onRetry={() => void refetch()} />;
  const guide = data.markdown;
  const sections = sectionsOf(guide);
  return (
    <div className="grid gap-8 lg:grid-cols-[12rem_1fr]">
      <nav aria-label="Guide sections" className="lg:block">
        <ul className="grid gap-1 text-sm lg:sticky lg:top-24">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="block rounded-md px-2 py-1 text-ink-700 hover:bg-ink-50 hover:text-ink-950">
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <article className="min-w-0 rounded-2xl border border-ink-100 bg-white p-6 shadow-sm sm:p-8">
        <Markdown remarkPlugins={[remarkGfm]} components={components}>
          {guide}
        </Markdown>
      </article>
    </div>
  );
}
