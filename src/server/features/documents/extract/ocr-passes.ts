import type { OcrEngine, OcrResult } from './ocr';

/** An image to read: a key that is the same for the same pixels, and its PNG or JPEG bytes, made only if needed. */
export interface ScanImage {
  key: string;
  bytes: () => Buffer;
}

/** OCR for one document: each distinct image read once, and at most `maxPasses` images read in all. */
export interface OcrPasses {
  /** The image's text, or null once the document's passes are spent. */
  read(image: ScanImage): Promise<OcrResult | null>;
  /** Distinct images left unread because the passes were spent. */
  readonly skipped: number;
}

export function createOcrPasses(ocr: OcrEngine, maxPasses: number): OcrPasses {
  const results = new Map<string, Promise<OcrResult>>();
  const skippedKeys = new Set<string>();
  return {
    read(image) {
      const known = results.get(image.key);
      if (known) return known;
      if (results.size >= maxPasses) {
        skippedKeys.add(image.key);
        return Promise.resolve(null);
      }
      const result = ocr.recognize(image.bytes());
      results.set(image.key, result);
      return result;
    },
    get skipped() {
      return skippedKeys.size;
    },
  };
}

/** The sentence for a document whose passes were spent. */
export const passesSpent = (skipped: number, maxPasses: number) =>
  `${skipped} more image${skipped === 1 ? ' was' : 's were'} not read: OCR reads at most ${maxPasses} distinct images of one document.`;
