import { ChevronLeft } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import type { ContentEntry } from './content-files';
import { formatContentDate, readingMinutes } from './format';
import { tableOfContents } from './headings';
import { MarkdownContent } from './MarkdownContent';
import { TableOfContents } from './TableOfContents';

export interface Eyebrow {
  label: string;
  /** The list the article belongs to; a standalone page has none. */
  to?: string;
}

/** What a page says under its title: the date, for articles the reading time, and the tags. */
function Byline({ entry, dateLabel }: { entry: ContentEntry; dateLabel: string }) {
  const { date, tags } = entry.meta;
  const showReadingTime = entry.collection === 'blog' || entry.collection === 'tutorials';
  if (!date && !showReadingTime && tags.length === 0) return null;
  return (
    <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-600">
      {date && (
        <p>
          {dateLabel} <time dateTime={date}>{formatContentDate(date)}</time>
        </p>
      )}
      {showReadingTime && <p>{readingMinutes(entry.body)} min read</p>}
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-ink-50 px-2.5 py-0.5 text-xs font-medium text-ink-700">{tag}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A content page: its title and description (also the tab title and the meta description), a table of contents,
 * the Markdown body, and whatever the page adds after it (`children`) or beside it (`aside`).
 */
export function ContentArticle({
  entry,
  eyebrow,
  dateLabel = 'Published',
  children,
  aside,
}: {
  entry: ContentEntry;
  eyebrow: Eyebrow;
  dateLabel?: string;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  usePageTitle(entry.meta.title, entry.meta.description);
  const toc = useMemo(() => tableOfContents(entry.body), [entry.body]);

  return (
    <div className="relative">
      <div className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-ink-50 to-transparent" aria-hidden />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <header className="max-w-3xl">
          {eyebrow.to ? (
            <Link to={eyebrow.to} className="inline-flex items-center gap-1 text-sm font-semibold text-brass-700 hover:text-ink-950">
              <ChevronLeft className="size-4" aria-hidden /> {eyebrow.label}
            </Link>
          ) : (
            <p className="text-sm font-semibold tracking-wider text-brass-700 uppercase">{eyebrow.label}</p>
          )}
          <h1 className="mt-3 font-serif text-3xl font-semibold tracking-tight text-balance text-ink-950 sm:text-5xl">{entry.meta.title}</h1>
          <p className="mt-5 text-lg leading-8 text-ink-600">{entry.meta.description}</p>
          <Byline entry={entry} dateLabel={dateLabel} />
        </header>

        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-16">
          <div className="min-w-0 max-w-3xl">
            <div className="mb-8 lg:hidden">
              <TableOfContents entries={toc} variant="folded" />
            </div>
            <article>
              <MarkdownContent markdown={entry.body} />
            </article>
            {children}
          </div>
          <div className="grid content-start gap-8 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
            <TableOfContents entries={toc} variant="sidebar" />
            {aside}
          </div>
        </div>
      </div>
    </div>
  );
}
