import { textToBlocks } from '../../../../legal/documents/structure';
import { DOCUMENT_READING } from '../../../../shared/constants';
import { checkDecodes, imageSize } from './image-size';
import { ReadingLimitError } from './limits';
import type { OcrPasses, ScanImage } from './ocr-passes';
import type { Extracted } from './types';

/** Below this mean word confidence OCR text is often wrong in places (names, numbers, citations). */
export const LOW_CONFIDENCE = 60;
/** Larger scans are refused before OCR: a small compressed file can decode to gigabytes of pixels. */
export const MAX_SCAN_PIXELS = DOCUMENT_READING.maxScanPixels;

/** A page read by OCR: its blocks, the engine's confidence, and a problem sentence when the reading is doubtful. */
export async function readScannedPage(
  ocr: OcrPasses,
  images: ScanImage[],
  page: number,
  say: { where: string; noText: string },
): Promise<Omit<Extracted, 'pageCount'>> {
  const results = [];
  for (const image of images) {
    const result = await ocr.read(image);
    if (result) results.push(result);
  }
  const text = results.map((result) => result.text).join('\n\n');
  const blocks = textToBlocks(text, { markdown: false }).blocks.map((block) => ({ ...block, page }));
  const confidence = results.length === 0 ? 0 : Math.round((results.reduce((sum, r) => sum + r.confidence, 0) / results.length) * 10) / 10;
  const problems: string[] = [];
  if (blocks.length === 0) problems.push(say.noText);
  else if (confidence < LOW_CONFIDENCE) {
    problems.push(`${say.where} was read by OCR with low confidence (${Math.round(confidence)}%): check its text against the original.`);
  }
  return { blocks, ocr: results.length > 0 ? [{ page, confidence }] : [], problems };
}

/** A PNG or JPEG scan: one page, read by OCR once its size and pixels are known to be readable. */
export async function extractImage(bytes: Buffer, ocr: OcrPasses): Promise<Extracted> {
  const size = imageSize(bytes);
  if (!size) throw new Error('the image header is damaged.');
  if (size.width * size.height > MAX_SCAN_PIXELS) {
    throw new ReadingLimitError(`the image is ${size.width} × ${size.height} pixels, more than OCR reads (${MAX_SCAN_PIXELS / 1_000_000} megapixels). Scan it at a lower resolution (300 dpi is enough).`);
  }
  if (!(await checkDecodes(bytes))) throw new Error('the image data is damaged.');
  const read = await readScannedPage(ocr, [{ key: 'image', bytes: () => bytes }], 1, { where: 'This image', noText: 'OCR found no text in this image.' });
  return { ...read, pageCount: 1 };
}
