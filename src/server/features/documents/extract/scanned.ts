import { textToBlocks } from '../../../../legal/documents/structure';
import type { OcrEngine } from './ocr';
import type { Extracted } from './types';

/** Below this mean word confidence OCR text is often wrong in places (names, numbers, citations). */
export const LOW_CONFIDENCE = 60;
/** Larger scans are refused before OCR: a small compressed file can decode to gigabytes of pixels. */
export const MAX_SCAN_PIXELS = 50_000_000;

/** A page read by OCR: its blocks, the engine's confidence, and a problem sentence when the reading is doubtful. */
export async function readScannedPage(
  ocr: OcrEngine,
  images: Buffer[],
  page: number,
  say: { where: string; noText: string },
): Promise<Omit<Extracted, 'pageCount'>> {
  const results = [];
  for (const image of images) results.push(await ocr.recognize(image));
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

/** Width and height from a PNG's header or a JPEG's frame marker; null when the header cannot be read. */
export function imageSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] === 0x89 && bytes.length >= 24) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    // SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** A PNG or JPEG scan: one page, read by OCR. */
export async function extractImage(bytes: Buffer, ocr: OcrEngine): Promise<Extracted> {
  const size = imageSize(bytes);
  if (!size) throw new Error('the image header is damaged.');
  if (size.width * size.height > MAX_SCAN_PIXELS) {
    throw new Error(`the image is ${size.width} × ${size.height} pixels, more than OCR reads (${MAX_SCAN_PIXELS / 1_000_000} megapixels). Scan it at a lower resolution (300 dpi is enough).`);
  }
  const read = await readScannedPage(ocr, [bytes], 1, { where: 'This image', noText: 'OCR found no text in this image.' });
  return { ...read, pageCount: 1 };
}
