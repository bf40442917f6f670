import type { ReactNode } from 'react';
import { ContentArticle } from './ContentArticle';
import { useContentEntry } from './use-content';

export type SinglePageName = 'about' | 'resources' | 'faq' | 'privacy' | 'terms' | 'cookies' | 'data-security';

/** A page written in content/pages/<name>.md (the content tests make sure each exists). */
export function useSinglePage(name: SinglePageName) {
  const entry = useContentEntry('pages', name);
  if (!entry) throw new Error(`content/pages/${name}.md is missing`);
  return entry;
}

/** About, the FAQ and the legal pages: one Markdown file each, with the page's own additions after the text. */
export function SinglePage({
  name,
  eyebrow,
  dateLabel,
  children,
}: {
  name: SinglePageName;
  eyebrow: string;
  dateLabel?: string;
  children?: ReactNode;
}) {
  const entry = useSinglePage(name);
  return (
    <ContentArticle entry={entry} eyebrow={{ label: eyebrow }} dateLabel={dateLabel}>
      {children}
    </ContentArticle>
  );
}
