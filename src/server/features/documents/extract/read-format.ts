import type { DocumentFormat } from '../../../../shared/api/documents';
import { DOCUMENT_READING } from '../../../../shared/constants';
import type { OcrEngine } from './ocr';
import { createOcrPasses, passesSpent } from './ocr-passes';
import type { Extracted } from './types';

/**
 * Reads one file with the extractor of its format, on the reading thread (reader-worker.ts). Each extractor is
 * imported when a file of its format arrives, so a thread loads only the library it needs (memory, issue #16).
 */
export async function readFormat(bytes: Buffer, format: DocumentFormat, ocr: OcrEngine): Promise<Extracted> {
  const passes = createOcrPasses(ocr, DOCUMENT_READING.maxOcrPasses);
  let extracted: Extracted;
  switch (format) {
    case 'docx':
      extracted = await (await import('./docx')).extractDocx(bytes);
      break;
    case 'pdf':
      extracted = await (await import('./pdf')).extractPdf(bytes, passes);
      break;
    case 'image':
      extracted = await (await import('./scanned')).extractImage(bytes, passes);
      break;
    case 'txt':
    case 'md':
      extracted = (await import('./text')).extractText(bytes, format === 'md');
  }
  if (passes.skipped > 0) extracted.problems.push(passesSpent(passes.skipped, DOCUMENT_READING.maxOcrPasses));
  return extracted;
}

/** The library's own words for a file it could not parse, as the end of a sentence. */
export function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const sentence = message.replace(/\s+/g, ' ').trim().slice(0, 200) || 'the file is damaged';
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
