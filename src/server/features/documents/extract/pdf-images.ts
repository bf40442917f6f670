import { createHash } from 'node:crypto';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ScanImage } from './ocr-passes';

/** A decoded image as pdf.js hands it over: raw pixels in one of its ImageKind layouts. */
interface DecodedImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

/** pdf.js's ImageKind values (shared/util.js). */
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;

/** The pixels as RGBA, or null for a layout this does not know (the page then counts as having no image). */
function toRgba(image: DecodedImage): Buffer | null {
  const { width, height, kind, data } = image;
  if (!data) return null;
  const out = Buffer.alloc(width * height * 4, 255);
  if (kind === RGBA_32BPP) return Buffer.from(data.buffer, data.byteOffset, width * height * 4);
  if (kind === RGB_24BPP) {
    for (let i = 0, j = 0; i < width * height; i += 1, j += 3) data.subarray(j, j + 3).forEach((v, c) => (out[i * 4 + c] = v));
    return out;
  }
  if (kind === GRAYSCALE_1BPP) {
    // One bit a pixel, each row padded to whole bytes; a set bit is white.
    const rowBytes = Math.ceil(width / 8);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const white = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
        out.fill(white ? 255 : 0, (y * width + x) * 4, (y * width + x) * 4 + 3);
      }
    }
    return out;
  }
  return null;
}

function objectOf(page: PDFPageProxy, name: string): Promise<DecodedImage | null> {
  const store = name.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    try {
      store.get(name, (image: DecodedImage | null) => resolve(image ?? null));
    } catch {
      resolve(null);
    }
  });
}

/**
 * The distinct images a page paints, for OCR (a scanned page is usually one image covering it). An image painted
 * again (by name, or with the same pixels) is taken once, and its key is its pixels' hash, so the document's OCR
 * reads it once however many pages paint it. PNG files are made only for the images OCR will read.
 */
export async function pageImages(page: PDFPageProxy, ops: { paintImageXObject: number; paintInlineImageXObject: number }): Promise<ScanImage[]> {
  const { PNG } = await import('pngjs');
  const list = await page.getOperatorList();
  const names = new Set<string>();
  const images = new Map<string, ScanImage>();
  for (let i = 0; i < list.fnArray.length; i += 1) {
    const fn = list.fnArray[i];
    const args = list.argsArray[i] as unknown[];
    let image: DecodedImage | null = null;
    if (fn === ops.paintImageXObject) {
      const name = args[0] as string;
      if (names.has(name)) continue;
      names.add(name);
      image = await objectOf(page, name);
    } else if (fn === ops.paintInlineImageXObject) image = args[0] as DecodedImage;
    // Specks and rules are not text: an image smaller than a line of print is not worth reading.
    if (!image?.data || image.width < 32 || image.height < 16) continue;
    // A pixel layout this does not convert is left out, as a page without an image.
    if (![GRAYSCALE_1BPP, RGB_24BPP, RGBA_32BPP].includes(image.kind ?? 0)) continue;
    const key = createHash('sha256').update(`${image.width}x${image.height}:${image.kind}:`).update(image.data).digest('hex');
    if (images.has(key)) continue;
    const { width, height } = image;
    const decoded = image;
    images.set(key, {
      key,
      bytes: () => {
        const png = new PNG({ width, height });
        toRgba(decoded)!.copy(png.data);
        return PNG.sync.write(png);
      },
    });
  }
  return [...images.values()];
}
