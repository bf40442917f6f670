import type { ContentEntry } from './content-files';

/** Blog articles newest first (undated last, by title). */
export const newestFirst = (entries: ContentEntry[]) =>
  [...entries].sort((a, b) => (b.meta.date ?? '').localeCompare(a.meta.date ?? '') || a.meta.title.localeCompare(b.meta.title));

/** The tutorials in the order a new user needs them; any tutorial not listed follows, by title. */
export const TUTORIAL_ORDER = ['draft-your-first-motion', 'check-a-briefs-citations', 'export-to-word'];

export const tutorialOrder = (entries: ContentEntry[]) => {
  const rank = (entry: ContentEntry) => {
    const index = TUTORIAL_ORDER.indexOf(entry.slug);
    return index === -1 ? TUTORIAL_ORDER.length : index;
  };
  return [...entries].sort((a, b) => rank(a) - rank(b) || a.meta.title.localeCompare(b.meta.title));
};

/** The first screenshot of a tutorial, for its card on the list. */
export function firstImage(markdown: string): string | null {
  return /!\[[^\]]*\]\((\/[^)\s]+)/.exec(markdown)?.[1] ?? null;
}
