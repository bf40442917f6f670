import { stripInflections } from '../../../legal/review/terms';
import type { HelpPassage } from './help-articles';

/** Words that say nothing about which article answers a question. */
const STOP_WORDS = new Set(
  `a about after all also am an and any are as at be been before but by can could did do does doing for from get got
  had has have having he her here him his how i if in into is it its just me more most my no not now of on once only
  or other our out over own please same she should so some such than that the their them then there these they this
  those through to too under until up very was way we were what when where which while who whom why will with would
  you your yours volnadraft thing things want need help tell know work works working use using`.split(/\s+/),
);

/** Spellings of one idea, rewritten to one word before splitting, so "log in", "login" and "sign in" all match. */
const PHRASES: Array<[RegExp, string]> = [
  [/\b(?:log(?:ged|ging)?|sign(?:ed|ing)?)[\s-]?(?:in|on)\b/g, ' signin '],
  [/\b(?:sign[\s-]?up|register(?:ed|ing)?|registration)\b/g, ' signup '],
  [/\b(?:log(?:ged|ging)?|sign(?:ed|ing)?)[\s-]?out\b/g, ' signout '],
  [/\b(?:two[\s-]?factor|2fa|multi[\s-]?factor|mfa|2-step|two[\s-]?step)\b/g, ' mfa '],
  [/\be-?mail(s|ed|ing)?\b/g, ' email '],
  [/\bforg[eo]t(?:ten)?\b/g, ' forgot '],
  [/\bpass[\s-]?words?\b/g, ' password '],
];

/** A light suffix stripper: inflections and a final e, so "resetting", "resets" and "reset" meet. */
export function stem(word: string): string {
  let w = stripInflections(word);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** The searchable terms of a text: lower case, phrases unified, stop words dropped, stemmed. */
export function termsOf(text: string): string[] {
  let normal = text.toLowerCase().replace(/[’']/g, '');
  for (const [pattern, replacement] of PHRASES) normal = normal.replace(pattern, replacement);
  return normal
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map(stem);
}

/** How much a term counts in each field: the title and tags say what an article is about more than its prose. */
export const FIELD_WEIGHTS = { title: 3, tags: 3, heading: 2, description: 1, text: 1 } as const;

const K1 = 1.2;
/** Less length normalisation than BM25's usual 0.75: a short aside should not outrank the section with the steps. */
const B = 0.5;
/**
 * Near-ties go to earlier sections: help articles lead with the main procedure and end with special cases. The text
 * before the first heading gets none: it restates the description, which answers quote anyway.
 */
const POSITION_BOOST = 0.2;
/** Share of the question's (idf-weighted) terms a passage must contain to count as an answer at all. */
export const MIN_COVERAGE = 0.3;

export interface RankedPassage {
  passage: HelpPassage;
  score: number;
  /** The idf-weighted share of the question's terms the passage contains (0..1). */
  coverage: number;
}

export interface PassageIndex {
  readonly size: number;
  /** The best passages for a question, best first; only those covering at least MIN_COVERAGE of it. */
  search(question: string, limit: number): RankedPassage[];
}

/**
 * BM25 over fielded passages (BM25F-style: a term's frequency is summed over fields with FIELD_WEIGHTS before
 * saturation). The article's title, tags and description are part of each of its passages, given in article order.
 */
export function createPassageIndex(passages: HelpPassage[]): PassageIndex {
  const positions = new Map<string, number>();
  const docs = passages.map((passage) => {
    const position = positions.get(passage.article.slug) ?? 0;
    if (passage.heading) positions.set(passage.article.slug, position + 1);
    const frequencies = new Map<string, number>();
    let length = 0;
    const fields: Array<[string, number]> = [
      [passage.article.title, FIELD_WEIGHTS.title],
      [passage.article.tags.join(' , '), FIELD_WEIGHTS.tags],
      [passage.heading, FIELD_WEIGHTS.heading],
      [passage.article.description, FIELD_WEIGHTS.description],
      [passage.text, FIELD_WEIGHTS.text],
    ];
    for (const [text, weight] of fields) {
      for (const term of termsOf(text)) {
        frequencies.set(term, (frequencies.get(term) ?? 0) + weight);
        length += weight;
      }
    }
    return { passage, frequencies, length, prior: passage.heading ? 1 + POSITION_BOOST / (1 + position) : 1 };
  });
  const averageLength = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(docs.length, 1);
  const documentFrequency = new Map<string, number>();
  for (const doc of docs) for (const term of doc.frequencies.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idf = (term: string) => {
    const df = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
  };

  return {
    size: docs.length,
    search(question, limit) {
      const queryTerms = [...new Set(termsOf(question))];
      const totalWeight = queryTerms.reduce((sum, term) => sum + idf(term), 0);
      if (queryTerms.length === 0 || totalWeight === 0) return [];
      const ranked: RankedPassage[] = [];
      for (const doc of docs) {
        let score = 0;
        let matchedWeight = 0;
        for (const term of queryTerms) {
          const tf = doc.frequencies.get(term);
          if (!tf) continue;
          const weight = idf(term);
          matchedWeight += weight;
          score += (weight * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / averageLength));
        }
        const coverage = matchedWeight / totalWeight;
        if (score > 0 && coverage >= MIN_COVERAGE) ranked.push({ passage: doc.passage, score: score * doc.prior, coverage });
      }
      return ranked.sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
}
