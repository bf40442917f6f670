import type { ContentEntry } from './content-files';

/**
 * The help center's search, in the browser over every help article: each word of the question (less the filler
 * words) must appear in the article; titles weigh most, then tags, the description, and the text.
 */

export interface HelpHit {
  entry: ContentEntry;
  score: number;
  /** A passage of the text around the first match, when the title and description do not show why it matched. */
  excerpt: string | null;
}

const FILLER = new Set(
  'a an and are can do does for from how i if in is it me my of on or the to what when where which who why will with you your'.split(' '),
);

const WEIGHTS = { title: 6, tags: 5, description: 3, body: 1 } as const;
const MAX_BODY_MATCHES = 5;
const EXCERPT_RADIUS = 90;

const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Plural and tense endings off, so "passwords" finds "password" and "exporting" finds "export". */
const stem = (word: string) => {
  const stripped = word.replace(/(?:ing|ed|es|s)$/, '');
  return stripped.length >= 3 ? stripped : word;
};

/** The question's words that carry meaning; a question of filler words only is taken as it is. */
export function queryStems(query: string): string[] {
  const all = words(query);
  const meaningful = all.filter((word) => !FILLER.has(word));
  return [...new Set((meaningful.length > 0 ? meaningful : all).map(stem))];
}

const countMatches = (tokens: string[], term: string) => tokens.filter((token) => token.startsWith(term)).length;

/** The Markdown body as plain text: no heading marks, images, table rules, link targets or emphasis marks. */
function plainBody(markdown: string): string {
  return markdown
    .split(/\r?\n/)
    .filter((line) => !/^\s*(!\[|```|\|[\s|:-]*\|\s*$)/.test(line))
    .map((line) => line.replace(/^\s*#+\s*/, '').replace(/\|/g, ' '))
    .join(' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function excerptAround(text: string, terms: string[]): string | null {
  const lower = text.toLowerCase();
  const at = terms
    .map((term) => new RegExp(`\\b${term}`).exec(lower)?.index ?? -1)
    .filter((index) => index >= 0)
    .sort((a, b) => a - b)[0];
  if (at === undefined) return null;
  const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, at - EXCERPT_RADIUS)) + 1);
  const endSpace = text.indexOf(' ', Math.min(text.length, at + EXCERPT_RADIUS));
  const end = endSpace === -1 ? text.length : endSpace;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** The articles that answer the question, best first; an empty question finds none. */
export function searchHelp(entries: ContentEntry[], query: string): HelpHit[] {
  const terms = queryStems(query);
  if (terms.length === 0) return [];
  const hits: HelpHit[] = [];
  for (const entry of entries) {
    const body = plainBody(entry.body);
    const fields = {
      title: words(entry.meta.title),
      tags: entry.meta.tags.flatMap(words),
      description: words(entry.meta.description),
      body: words(body),
    };
    let score = 0;
    let everyTermFound = true;
    let shownInSummary = true;
    for (const term of terms) {
      const inTitle = countMatches(fields.title, term);
      const inTags = countMatches(fields.tags, term);
      const inDescription = countMatches(fields.description, term);
      const inBody = Math.min(MAX_BODY_MATCHES, countMatches(fields.body, term));
      if (inTitle + inTags + inDescription + inBody === 0) {
        everyTermFound = false;
        break;
      }
      if (inTitle + inDescription === 0) shownInSummary = false;
      score +=
        Math.sign(inTitle) * WEIGHTS.title +
        Math.sign(inTags) * WEIGHTS.tags +
        Math.sign(inDescription) * WEIGHTS.description +
        inBody * WEIGHTS.body;
    }
    if (everyTermFound) hits.push({ entry, score, excerpt: shownInSummary ? null : excerptAround(body, terms) });
  }
  return hits.sort((a, b) => b.score - a.score || a.entry.meta.title.localeCompare(b.entry.meta.title));
}
