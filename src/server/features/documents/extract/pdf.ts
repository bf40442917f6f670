import type { BlockDraft } from '../../../../legal/documents/structure';
import { DOCUMENT_READING } from '../../../../shared/constants';
import { ReadingLimitError } from './limits';
import type { OcrPasses } from './ocr-passes';
import { pageImages } from './pdf-images';
import { pdfTextToBlocks, type PdfPageText, type PdfPiece } from './pdf-layout';
import { MAX_SCAN_PIXELS, readScannedPage } from './scanned';
import type { Extracted } from './types';

/** OCR is slow (seconds a page): a scanned document longer than this is read in part, and the rest is reported. */
export const MAX_OCR_PAGES = 30;

/** The page's fonts that are bold (by the font's flags or its name, "Times-Bold", "ABCDEF+Arial-BoldMT"). */
function boldFonts(page: { commonObjs: { has(name: string): boolean; get(name: string): unknown } }, names: string[]): Set<string> {
  return new Set(
    names.filter((name) => {
      if (!page.commonObjs.has(name)) return false;
      const font = page.commonObjs.get(name) as { bold?: boolean; black?: boolean; name?: string } | null;
      return Boolean(font && (font.bold || font.black || /bold|black|heavy|semibold/i.test(font.name ?? '')));
    }),
  );
}

/**
 * A PDF through pdf.js (legacy build, which runs on Node): each page's text layer, its page number the PDF's page
 * index; a PDF of more than DOCUMENT_READING.maxPdfPages pages is refused before its pages are read. A page without text is read by OCR from the images it paints; a page OCR finds nothing on is reported.
 */
export async function extractPdf(bytes: Buffer, ocr: OcrPasses): Promise<Extracted> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    // pdf.js skips images larger than this (pixels) instead of decoding them: a scan bomb stays small.
    maxImageSize: MAX_SCAN_PIXELS,
    verbosity: 0,
  });
  const pdf = await task.promise;
  // The page count is the page tree's, read before any page: a few megabytes can hold 100,000 small pages.
  if (pdf.numPages > DOCUMENT_READING.maxPdfPages) {
    await task.destroy();
    throw new ReadingLimitError(`it has more than ${DOCUMENT_READING.maxPdfPages.toLocaleString('en-US')} pages. Split it into smaller files.`);
  }
  const result: Extracted = { blocks: [], pageCount: pdf.numPages, ocr: [], problems: [] };
  const notRead: number[] = [];
  const textPages: PdfPageText[] = [];
  const scannedBlocks: BlockDraft[] = [];
  let scanned = 0;
  try {
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const texts = content.items.filter((item) => 'str' in item && item.str.trim() !== '');
      if (texts.length > 0) {
        // Which fonts are bold is known only once the page's fonts are loaded, which its operator list does.
        await page.getOperatorList();
        const bold = boldFonts(page, Object.keys(content.styles));
        const pieces: PdfPiece[] = texts.flatMap((item) =>
          'str' in item
            ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, height: item.height || Math.abs(item.transform[3] as number), bold: bold.has(item.fontName) }]
            : [],
        );
        const [, , width, height] = page.view as [number, number, number, number];
        textPages.push({ number, width, height, pieces });
      } else if (scanned < MAX_OCR_PAGES) {
        scanned += 1;
        const images = await pageImages(page, pdfjs.OPS);
        const read = await readScannedPage(ocr, images, number, {
          where: `Page ${number}`,
          noText: `Page ${number} has no text layer and OCR found no text on it.`,
        });
        scannedBlocks.push(...read.blocks);
        result.ocr.push(...read.ocr);
        result.problems.push(...read.problems);
      } else notRead.push(number);
      page.cleanup();
    }
  } finally {
    await task.destroy();
  }
  // Text pages are read together (a paragraph runs on over a page break, the footer repeats); scanned pages slot in by page.
  result.blocks = [...pdfTextToBlocks(textPages), ...scannedBlocks].sort((a, b) => a.page - b.page);
  if (notRead.length > 0) {
    result.problems.push(`${notRead.length} more page${notRead.length === 1 ? '' : 's'} without a text layer (from page ${notRead[0]}) were not read: OCR reads at most ${MAX_OCR_PAGES} pages of one document. Upload those pages as a separate file.`);
  }
  return result;
}
