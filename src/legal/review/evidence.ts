/**
 * Answers about a contract that rest on its words: each one quotes the clause it relies on (its number and heading,
 * and a verbatim quotation checked against the document), and a question the document does not answer is "Not
 * stated in the document." rather than a guess.
 */
import type { DocumentBlock } from '../documents/blocks';
import { findClauses, type FoundClause } from './clauses';
import { documentSections } from './sections';
import type { ClauseLabel } from './types';

/** What an answer says when the document does not answer the question. */
export const NOT_STATED = 'Not stated in the document.';

/** A quotation compared as a reader compares it: curly quotes as straight ones, any run of spaces as one, any case. */
export const quoteKey = (text: string) =>
  text.normalize('NFKC').replace(/[“”„]/g, '"').replace(/[‘’]/g, "'").replace(/[‐‑–—]/g, '-').replace(/\s+/g, ' ').trim().toLowerCase();

/** The block a quotation is taken from (its index), or null when the document does not hold those words. */
export function blockQuoted(blocks: readonly Pick<DocumentBlock, 'text'>[], quote: string): number | null {
  const wanted = quoteKey(quote);
  if (!wanted) return null;
  const index = blocks.findIndex((block) => quoteKey(block.text).includes(wanted));
  return index < 0 ? null : index;
}

/** The clause a block is in, as the document numbers and heads it ("5. Confidentiality"), or null outside any heading. */
export function clauseNameAt(blocks: DocumentBlock[], index: number): string | null {
  const around = documentSections(blocks).filter((section) => section.start <= index && index < section.end);
  const innermost = around.at(-1);
  if (!innermost) return null;
  return innermost.number ? `${innermost.number} ${innermost.heading}` : innermost.heading;
}

/** What a question asks about: a clause the review finds, or words any paragraph may hold (pay is rarely a clause). */
interface Topic {
  question: RegExp;
  clause?: ClauseLabel;
  /** For a topic that is not a clause: the words a paragraph that answers holds. */
  paragraph?: RegExp;
}

/** In order: the first that matches a question is what it asks about ("notice to terminate" is about termination). */
const TOPICS: Topic[] = [
  { clause: 'confidentiality', question: /\bconfidential|\bnon-?disclosure\b|\bsecrecy\b/i },
  { clause: 'non-compete', question: /\bcompet|\brestrictive covenant/i },
  { clause: 'security-deposit', question: /\bdeposit\b/i },
  { clause: 'indemnity', question: /\bindemn|\bhold harmless\b/i },
  { clause: 'limitation-of-liability', question: /\bliabilit|\bliable\b/i },
  { clause: 'change-of-control', question: /\bchange (?:of|in) control\b|\bmerger\b/i },
  { clause: 'assignment', question: /\bassign|\bsublet|\bsublease|\btransfer (?:the|this) (?:agreement|lease)/i },
  { clause: 'governing-law', question: /\bgovern|\bwhich (?:state'?s? )?law\b|\bchoice of law\b|\blaw (?:applies|apply)\b/i },
  { clause: 'venue', question: /\bvenue\b|\bcourts?\b|\bforum\b|\bjurisdiction\b|\bwhere\b.*\b(?:sue|disputes?|litigat|claims?)\b/i },
  { clause: 'termination', question: /\bterminat|\bcancel/i },
  { clause: 'notices', question: /\bnotices?\b/i },
  { clause: 'term', question: /\bterm\b|\bhow long (?:does|will|is) (?:the|this) (?:agreement|lease|contract)\b|\bexpire|\bduration\b/i },
  { question: /\bsalary\b|\bwages?\b|\bcompensation\b|\brent\b|\bprice\b|\bfees?\b|\bhow much\b.*\bpa(?:y|id)\b/i, paragraph: /\$\s?\d/ },
];

/** What kind of answer the question wants, and words a sentence that gives it holds. */
const ASPECTS: Array<{ question: RegExp; answer: RegExp }> = [
  // How long, how soon, until when: a period, a date, or "in perpetuity".
  { question: /\bhow long\b|\bhow soon\b|\bhow many (?:days|weeks|months|years)\b|\bhow much notice\b|\bwhen\b|\bduration\b|\bperiod\b/i, answer: /\b(?:days?|weeks?|months?|years?)\b|\bperpetu|\bindefinite|\buntil\b|\bsurviv|\bexpir|\b(?:19|20)\d\d\b/i },
  // How much: a sum, a percentage or a number of months' rent.
  { question: /\bhow much\b|\bamount\b|\bcap\b|\bmaximum\b|\bsalary\b|\brent\b/i, answer: /\$\s?\d|\bdollars?\b|\d\s?%|\bpercent\b|\bmonths?'? rent\b|\bfees? paid\b/i },
];

export interface TopicSearch {
  /** Whether the question asks about a topic this library recognises; false: the caller falls back to retrieval. */
  recognised: boolean;
  /** The blocks (indices) that may answer, best first; empty when the topic is recognised and the document lacks it. */
  blocks: number[];
  /** What a sentence must hold to answer ("how long": a period); null: any sentence of the clause answers. */
  aspect: RegExp | null;
}

const rangeOf = (clause: FoundClause) => Array.from({ length: clause.end - clause.start }, (_, i) => clause.start + i);

/** Where in a document a question's answer can be: the clause it asks about, or the paragraphs with its words. */
export function searchTopic(blocks: DocumentBlock[], question: string): TopicSearch {
  const aspect = ASPECTS.find((a) => a.question.test(question))?.answer ?? null;
  const topic = TOPICS.find((t) => t.question.test(question));
  if (!topic) return { recognised: false, blocks: [], aspect };
  if (topic.paragraph) {
    const words = topic.question;
    const found = blocks.map((block, index) => ({ block, index })).filter(({ block }) => topic.paragraph!.test(block.text) && words.test(block.text));
    return { recognised: true, blocks: found.map(({ index }) => index), aspect: topic.paragraph };
  }
  const clauses = findClauses(blocks).clauses.filter((clause) => clause.label === topic.clause);
  const indices = clauses.flatMap(rangeOf).filter((index) => blocks[index] && blocks[index]!.kind !== 'heading');
  return { recognised: true, blocks: [...new Set(indices)], aspect };
}
