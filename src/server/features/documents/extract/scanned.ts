import { textToBlocks } from '../../../../legal/documents/structure';
import type { OcrEngine } from './ocr';
import type { Extracted } from './types';

/** Below this mean word confidence OCR text is often wrong in places (names, numbers, citations). */
export const LOW_CONFIDENCE = 60;

/** A page read by OCR: its blocks, the engine's confidence, and a problem sentence when the reading is doubtful. */
export async function readScannedPage(ocr: OcrEngine, images: Buffer[], page: number, where: string): Promise<Omit<Extracted, 'pageCount'>> {
  const results = [];
  for (const image of images) results.push(await ocr.recognize(image));
  const text = results.map((result) => result.text).join('\n\n');
  const blocks = textToBlocks(text, { markdown: false }).blocks.map((block) => ({ ...block, page }));
  const confidence = results.length === 0 ? 0 : Math.round((results.reduce((sum, r) => sum + r.confidence, 0) / results.length) * 10) / 10;
  const problems: string[] = [];
  if (blocks.length === 0) problems.push(`${where} has no text layer and OCR found no text on it.`);
  else if (confidence < LOW_CONFIDENCE) {
    problems.push(`${where} was read by OCR with low confidence (${Math.round(confidence)}%): check its text against the original.`);
  }
  return { blocks, ocr: results.length > 0 ? [{ page, confidence }] : [], problems };
}

/** A PNG or JPEG scan: one page, read by OCR. */
export async function extractImage(bytes: Buffer, ocr: OcrEngine): Promise<Extracted> {
  const read = await readScannedPage(ocr, [bytes], 1, 'This image');
  return { ...read, pageCount: 1, problems: read.problems.map((problem) => problem.replace('This image has no text layer and OCR', 'OCR')) };
}
