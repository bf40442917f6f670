const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A front-matter date (YYYY-MM-DD) as people write it: "November 20, 2026", the same in every time zone. */
export const formatContentDate = (isoDate: string) => DATE_FORMAT.format(new Date(`${isoDate}T00:00:00Z`));

const WORDS_PER_MINUTE = 230;

/** Minutes an attorney needs to read the text, at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown.replace(/[#>*_`[\]()|-]/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
