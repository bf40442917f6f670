/** An anchor id for a heading: lower case, words joined by hyphens ('Scaling out on PostgreSQL' → 'scaling-out-on-postgresql'). */
export const headingId = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');

/** The guide's second-level headings, for its table of contents. */
export function sectionsOf(markdown: string): Array<{ id: string; title: string }> {
  return [...markdown.matchAll(/^## (.+)$/gm)].map((match) => ({ id: headingId(match[1]!.trim()), title: match[1]!.trim() }));
}
