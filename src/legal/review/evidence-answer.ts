/**
 * The offline engine's answers with evidence: it finds the clause a question is about (or, for a question about no
 * clause it knows, the passage retrieval ranks first), quotes the sentence that answers, and names the clause. It
 * does not read the clause for the user: when the clause is missing, or says nothing of what is asked ("how long"
 * and no period in it), the answer is "Not stated in the document."
 */
import type { DocumentBlock } from '../documents/blocks';
import { blockQuoted, clauseNameAt, NOT_STATED, searchTopic } from './evidence';
import { answers, chunkDocument, createChunkIndex } from './retrieval';
import { sentencesOf } from './sentences';
import { passageTerms, questionTerms } from './terms';
import type { DocumentQuotation } from './types';

export interface EvidenceDocument {
  id: string;
  title: string;
  blocks: DocumentBlock[];
}

/** A verbatim quotation with the clause it is from. */
export interface Evidence extends DocumentQuotation {
  clause: string | null;
}

export const EVIDENCE_ANSWER_LEAD = 'The offline engine answers by finding the clause and quoting it; it does not interpret the clause.';

/** Sentences of a paragraph, a short lead ("5.", "Confidentiality.") joined to the sentence it introduces. */
function sentences(text: string): string[] {
  const out: string[] = [];
  let from: number | null = null;
  const all = sentencesOf(text);
  all.forEach((sentence, i) => {
    const start = from ?? sentence.start;
    if (sentence.text.split(/\s+/).length <= 3 && i < all.length - 1) {
      from = start;
      return;
    }
    out.push(text.slice(start, sentence.start + sentence.text.length).trim());
    from = null;
  });
  return out;
}

/** The sentence of these blocks that answers best: one that gives what is asked (a period, a sum), then the most words of the question. */
function bestSentence(blocks: DocumentBlock[], indices: number[], question: string, aspect: RegExp | null): { index: number; text: string } | null {
  const wanted = new Set(questionTerms(question));
  let best: { index: number; text: string; score: number } | null = null;
  for (const index of indices) {
    for (const text of sentences(blocks[index]!.text)) {
      const gives = aspect ? aspect.test(text) : true;
      if (!gives) continue;
      const score = new Set(passageTerms(text).filter((term) => wanted.has(term))).size;
      if (!best || score > best.score) best = { index, text, score };
    }
  }
  return best;
}

/** Where retrieval finds the question in one document: the first passage holding enough of it, if any. */
function retrieved(document: EvidenceDocument, question: string): number[] {
  const index = createChunkIndex(chunkDocument({ id: document.id, title: document.title, blocks: document.blocks }));
  const [best] = index.rank(question).filter(answers);
  if (!best) return [];
  const at = document.blocks.findIndex((block) => block.paragraph === best.chunk.paragraph);
  return at < 0 ? [] : [at];
}

/** One document's evidence for a question, or null when the document does not state the answer. */
export function documentEvidence(document: EvidenceDocument, question: string): Evidence | null {
  const topic = searchTopic(document.blocks, question);
  const candidates = topic.recognised ? topic.blocks : retrieved(document, question);
  const found = bestSentence(document.blocks, candidates, question, topic.aspect);
  if (!found) return null;
  // The quotation is checked against the document's own words before it is shown, as a model's would be.
  const at = blockQuoted(document.blocks, found.text);
  if (at === null) return null;
  const block = document.blocks[at]!;
  return { documentId: document.id, documentTitle: document.title, page: block.page, paragraph: block.paragraph, text: found.text, clause: clauseNameAt(document.blocks, at) };
}

/** "Consulting Agreement, 5. Confidentiality, p. 1 ¶ 7": where a quotation is, its clause named when it has one. */
export const evidencePlace = (evidence: Evidence) =>
  `${evidence.documentTitle}, ${evidence.clause ? `${evidence.clause}, ` : ''}p. ${evidence.page} ¶ ${evidence.paragraph}`;

/** The offline answer over one or many documents: each document's quotation, or that it does not state it. */
export function evidenceAnswer(documents: EvidenceDocument[], question: string): { answered: boolean; answer: string; evidence: Evidence[] } {
  const results = documents.map((document) => ({ document, evidence: documentEvidence(document, question) }));
  const evidence = results.flatMap((result) => (result.evidence ? [result.evidence] : []));
  if (evidence.length === 0) return { answered: false, answer: NOT_STATED, evidence: [] };
  const lines = results.map(({ document, evidence: found }) =>
    found ? `${evidencePlace(found)}: “${found.text}”` : `${document.title}: ${NOT_STATED}`);
  return { answered: true, answer: [EVIDENCE_ANSWER_LEAD, '', ...lines].join('\n'), evidence };
}
