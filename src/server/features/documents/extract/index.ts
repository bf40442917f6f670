import { classifyDocument } from '../../../../legal/documents/classify';
import { countWords, numberBlocks } from '../../../../legal/documents/structure';
import type { DocumentBlock, DocumentFormat, DocumentKind, OcrPage } from '../../../../shared/api/documents';
import type { DocumentReader } from './thread-reader';

/** A document's text as the product keeps it, with what could not be read. */
export interface Extraction {
  blocks: DocumentBlock[];
  kind: DocumentKind;
  pageCount: number;
  wordCount: number;
  ocr: OcrPage[];
  problems: string[];
}

/**
 * Reads a file whose format was judged from its bytes into numbered blocks, counts and its kind. The reader refuses
 * a file it cannot parse, or one past a reading limit, with the reason (400), never a server error.
 */
export async function extractDocument(bytes: Buffer, format: DocumentFormat, reader: DocumentReader, signal?: AbortSignal): Promise<Extraction> {
  const extracted = await reader.read(bytes, format, signal);
  const blocks = numberBlocks(extracted.blocks);
  const problems = [...extracted.problems];
  if (blocks.length === 0 && problems.length === 0) problems.push('No text was found in this file.');
  return {
    blocks,
    kind: classifyDocument(blocks.map((block) => (block.number ? `${block.number} ${block.text}` : block.text))),
    pageCount: Math.max(1, extracted.pageCount),
    wordCount: blocks.reduce((sum, block) => sum + countWords(block.text), 0),
    ocr: extracted.ocr,
    problems,
  };
}
