/**
 * Extractive answers for the table and for a model's answer that cites nothing: the sentences of the best passages that
 * hold the question's terms, with where they are. (Ask's offline answers quote their clause: evidence-answer.ts.)
 */
import type { DocumentQuotation } from './types';
import { answers, type ChunkIndex, type RankedChunk } from './retrieval';
import { sentencesOf } from './sentences';
import { passageTerms, questionTerms } from './terms';

/** What a table cell says when its document does not answer its question. */
export const NOT_FOUND_IN_DOCUMENT = 'Not found in this document.';
/** Passages shown for a model's answer that cites none: the best few, so the answer stays readable. */
export const OFFLINE_QUOTATIONS = 3;

/** "p. 3 ¶ 14": where a quotation is, as answers, tables and exports write it. */
export const locationOf = (quotation: Pick<DocumentQuotation, 'page' | 'paragraph'>) => `p. ${quotation.page} ¶ ${quotation.paragraph}`;

/**
 * The chunk's sentences, with a run-in heading or clause number ("2.", "Rent.") joined to the sentence after it: alone
 * it would quote the heading ("Rent.") instead of the rule it introduces.
 */
function withRunInHeadings(text: string) {
  const sentences = sentencesOf(text);
  const joined: Array<{ text: string; start: number }> = [];
  let pending: number | null = null;
  sentences.forEach((sentence, i) => {
    const start = pending ?? sentence.start;
    if (sentence.text.split(/\s+/).length <= 3 && i < sentences.length - 1) {
      pending = start;
      return;
    }
    joined.push({ text: text.slice(start, sentence.start + sentence.text.length).trim(), start });
    pending = null;
  });
  return joined;
}

/**
 * The sentence of a chunk that holds most of the question (its terms weighted by idf), with the next or previous
 * sentence added when that one holds terms the first lacks (a clause whose subject and rule are split over two).
 * When only the chunk's heading matched, its first sentence is the quotation.
 */
export function bestSentences(ranked: RankedChunk, index: ChunkIndex, question: string): string {
  const terms = new Set(questionTerms(question));
  const sentences = withRunInHeadings(ranked.chunk.text).map((sentence) => ({
    text: sentence.text,
    terms: new Set(passageTerms(sentence.text).filter((term) => terms.has(term))),
  }));
  const weight = (found: Set<string>) => [...found].reduce((sum, term) => sum + index.idf(term), 0);
  let best = 0;
  sentences.forEach((sentence, i) => {
    if (weight(sentence.terms) > weight(sentences[best]!.terms)) best = i;
  });
  const chosen = sentences[best]!;
  const gain = (i: number) => {
    const other = sentences[i];
    return other ? weight(new Set([...other.terms].filter((term) => !chosen.terms.has(term)))) : 0;
  };
  const [before, after] = [gain(best - 1), gain(best + 1)];
  if (after > 0 && after >= before) return `${chosen.text} ${sentences[best + 1]!.text}`;
  if (before > 0) return `${sentences[best - 1]!.text} ${chosen.text}`;
  return chosen.text;
}

export function quotationOf(ranked: RankedChunk, text: string): DocumentQuotation {
  const { documentId, documentTitle, page, paragraph } = ranked.chunk;
  return { documentId, documentTitle, page, paragraph, text };
}

/** The chunks that answer the question, best first, at most `limit` (ranked already holds them best first). */
export const answeringChunks = (ranked: RankedChunk[], limit: number) => ranked.filter(answers).slice(0, limit);

/** One cell of a table: the best sentence of one document for one question, or why there is none. */
export function cellAnswer(index: ChunkIndex, question: string): { answered: boolean; answer: string; quotation: DocumentQuotation | null } {
  const [best] = answeringChunks(index.rank(question), 1);
  if (!best) return { answered: false, answer: NOT_FOUND_IN_DOCUMENT, quotation: null };
  const text = bestSentences(best, index, question);
  return { answered: true, answer: text, quotation: quotationOf(best, text) };
}
