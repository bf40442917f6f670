import { classifyDocument } from '../../../../legal/documents/classify';
import { countWords, numberBlocks } from '../../../../legal/documents/structure';
import { DOCUMENT_MESSAGES, type DocumentBlock, type DocumentFormat, type DocumentKind, type OcrPage } from '../../../../shared/api/documents';
import { AppError } from '../../../http/errors';
import type { OcrEngine } from './ocr';
import type { Extracted } from './types';

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
 * Each extractor is imported when a file of its format arrives, so the server does not load mammoth, pdf.js or
 * tesseract at start-up (memory, issue #16).
 */
async function read(bytes: Buffer, format: DocumentFormat, ocr: OcrEngine): Promise<Extracted> {
  switch (format) {
    case 'docx':
      return (await import('./docx')).extractDocx(bytes);
    case 'pdf':
      return (await import('./pdf')).extractPdf(bytes, ocr);
    case 'image':
      return (await import('./scanned')).extractImage(bytes, ocr);
    case 'txt':
    case 'md':
      return (await import('./text')).extractText(bytes, format === 'md');
  }
}

/** The library's own words for a file it could not parse, as the end of a sentence. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const sentence = message.replace(/\s+/g, ' ').trim().slice(0, 200) || 'the file is damaged';
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * Reads a file whose format was judged from its bytes into numbered blocks, counts and its kind. A file the library
 * cannot parse is the user's to fix, so it is refused with the reason (400), never a server error.
 */
export async function extractDocument(bytes: Buffer, format: DocumentFormat, ocr: OcrEngine): Promise<Extraction> {
  let extracted: Extracted;
  try {
    extracted = await read(bytes, format, ocr);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalid-argument', DOCUMENT_MESSAGES.unreadable(reasonOf(error)));
  }
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
