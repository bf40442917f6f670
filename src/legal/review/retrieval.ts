/**
 * Retrieval over a user's documents: the blocks are cut into chunks that keep their page and paragraph, and ranked for
 * a question with BM25.
 *
 * Why in process, at question time, and not a search index in the database: a document's text is encrypted at rest
 * with its owner's data key, so the database cannot index or search it (a plaintext index would undo the encryption,
 * and PostgreSQL full-text search cannot read ciphertext). The blocks are decrypted for the request, ranked in memory
 * and dropped. The cost stays bounded because one question reads at most DOCUMENT_LIMITS.documentsPerAsk documents
 * (a table, documentsPerTable, each ranked alone), every one already limited in size at upload.
 */
import { passageTerms, questionTerms } from './terms';
import { sentencesOf } from './sentences';

/** A block of a document as the reader gives it (structurally the shared DocumentBlock). */
export interface SourceBlock {
  page: number;
  paragraph: number;
  kind: 'heading' | 'paragraph' | 'list-item';
  text: string;
}

export interface SourceDocument {
  id: string;
  title: string;
  blocks: SourceBlock[];
}

/** A passage to rank and quote: one block, or part of a long block cut at a sentence boundary. */
export interface Chunk {
  documentId: string;
  documentTitle: string;
  page: number;
  paragraph: number;
  text: string;
  /** The heading the chunk stands under, indexed with it ("4. Assignment" tells what the paragraph below is about). */
  heading: string | null;
}

/** Longer blocks are cut at sentences into chunks of about this many characters, so one clause is one passage. */
export const MAX_CHUNK_CHARS = 1_000;
/** A heading this short is a title for what follows, not a passage of its own. */
const TITLE_HEADING_WORDS = 12;

/** Cuts a long text into runs of whole sentences, each at most MAX_CHUNK_CHARS unless one sentence is longer. */
function pieces(text: string): string[] {
  if (text.length <= MAX_CHUNK_CHARS) return [text];
  const out: string[] = [];
  let current = '';
  for (const sentence of sentencesOf(text)) {
    if (current && current.length + 1 + sentence.text.length > MAX_CHUNK_CHARS) {
      out.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence.text}` : sentence.text;
  }
  if (current) out.push(current);
  return out;
}

/** The chunks of one document in reading order; empty blocks have nothing to quote and are left out. */
export function chunkDocument(document: SourceDocument): Chunk[] {
  const chunks: Chunk[] = [];
  let heading: string | null = null;
  for (const block of document.blocks) {
    const text = block.text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    if (block.kind === 'heading') {
      heading = text;
      if (text.split(' ').length <= TITLE_HEADING_WORDS) continue;
    }
    for (const piece of pieces(text)) {
      chunks.push({
        documentId: document.id,
        documentTitle: document.title,
        page: block.page,
        paragraph: block.paragraph,
        text: piece,
        heading: block.kind === 'heading' ? null : heading,
      });
    }
  }
  return chunks;
}

export interface RankedChunk {
  chunk: Chunk;
  /** The BM25 score. */
  score: number;
  /** The idf-weighted share of the question's content terms the chunk contains, 0..1. */
  coverage: number;
  /** The question's terms found in the chunk. */
  matched: string[];
}

/**
 * A chunk answers a question when it holds at least half of the question's content terms, each weighted by its idf
 * (so a word found everywhere, like "lease" in a lease, cannot carry a question on its own, and a word found nowhere,
 * like "arbitration" in a lease without it, weighs the most).
 */
export const ANSWER_COVERAGE = 0.5;

const K1 = 1.2;
const B = 0.75;

export interface ChunkIndex {
  readonly chunks: readonly Chunk[];
  /** The idf of a stemmed term over these chunks (highest for a term no chunk holds). */
  idf(term: string): number;
  /** The chunks holding any of the question's terms, best first (ties: reading order). */
  rank(question: string): RankedChunk[];
}

/** Indexes chunks once, for any number of questions (a table asks up to ten of one document). */
export function createChunkIndex(chunks: Chunk[]): ChunkIndex {
  const docs = chunks.map((chunk) => {
    const terms = passageTerms(chunk.heading ? `${chunk.heading} ${chunk.text}` : chunk.text);
    const tf = new Map<string, number>();
    for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
    return { chunk, tf, length: terms.length };
  });
  const df = new Map<string, number>();
  for (const doc of docs) for (const term of doc.tf.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const n = docs.length;
  const averageLength = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(n, 1) || 1;
  const idf = (term: string) => {
    const count = df.get(term) ?? 0;
    return Math.log(1 + (n - count + 0.5) / (count + 0.5));
  };

  function rank(question: string): RankedChunk[] {
    const terms = questionTerms(question);
    const totalWeight = terms.reduce((sum, term) => sum + idf(term), 0);
    if (terms.length === 0 || totalWeight === 0) return [];
    const ranked: RankedChunk[] = [];
    for (const doc of docs) {
      let score = 0;
      let weight = 0;
      const matched: string[] = [];
      for (const term of terms) {
        const tf = doc.tf.get(term) ?? 0;
        if (tf === 0) continue;
        matched.push(term);
        weight += idf(term);
        score += (idf(term) * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / averageLength));
      }
      if (score > 0) ranked.push({ chunk: doc.chunk, score, coverage: weight / totalWeight, matched });
    }
    return ranked.sort((a, b) => b.score - a.score);
  }

  return { chunks, idf, rank };
}

/** True when a ranked chunk holds enough of the question to be quoted as its answer. */
export const answers = (ranked: RankedChunk) => ranked.coverage >= ANSWER_COVERAGE;
