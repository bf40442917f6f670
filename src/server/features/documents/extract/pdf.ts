import { splitNumber, type BlockDraft } from '../../../../legal/documents/structure';
import { DOCUMENT_READING } from '../../../../shared/constants';
import { ReadingLimitError } from './limits';
import type { OcrPasses } from './ocr-passes';
import { pageImages } from './pdf-images';
import { MAX_SCAN_PIXELS, readScannedPage } from './scanned';
import type { Extracted } from './types';

/** OCR is slow (seconds a page): a scanned document longer than this is read in part, and the rest is reported. */
export const MAX_OCR_PAGES = 30;

interface Line {
  x: number;
  y: number;
  height: number;
  text: string;
}

interface TextPiece {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The page's text pieces as lines, top to bottom: pieces on one baseline (within half a line) are one line. */
function linesOf(pieces: TextPiece[]): Line[] {
  const sorted = [...pieces].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Array<Line & { pieces: TextPiece[] }> = [];
  for (const piece of sorted) {
    const line = lines.find((l) => Math.abs(l.y - piece.y) <= Math.max(l.height, piece.height) / 2);
    if (line) {
      line.pieces.push(piece);
      line.height = Math.max(line.height, piece.height);
    } else lines.push({ x: piece.x, y: piece.y, height: piece.height, text: '', pieces: [piece] });
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map(({ y, height, pieces: row }) => {
      row.sort((a, b) => a.x - b.x);
      let text = '';
      let end = -Infinity;
      for (const piece of row) {
        // A gap wider than a fifth of the type size is a space the PDF did not write as a character.
        if (text && !/\s$/.test(text) && !/^\s/.test(piece.str) && piece.x - end > piece.height * 0.2) text += ' ';
        text += piece.str;
        end = piece.x + piece.width;
      }
      return { x: row[0]!.x, y, height, text: text.trim() };
    })
    .filter((line) => line.text.length > 0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Lines into blocks. A paragraph ends where the vertical gap is clearly wider than the tightest line spacing on the
 * page (or wider than double spacing), or where a paragraph's next line is indented (double-spaced papers often
 * separate paragraphs only so). A line starting with a clause number starts a list item; a short line set in
 * larger type than the body is a heading.
 */
export function linesToBlocks(lines: Line[], page: number, bodyHeight: number): BlockDraft[] {
  const blocks: BlockDraft[] = [];
  const gaps = lines.slice(1).map((line, i) => lines[i]!.y - line.y).filter((gap) => gap > bodyHeight * 0.5);
  const tightest = gaps.length > 0 ? Math.min(...gaps) : bodyHeight * 1.2;
  const paragraphGap = Math.min(tightest * 1.4, bodyHeight * 2.4);
  let previous: Line | null = null;
  for (const line of lines) {
    const isHeading = bodyHeight > 0 && line.height >= bodyHeight * 1.2 && line.text.length <= 120;
    const written = splitNumber(line.text);
    const gap = previous ? previous.y - line.y : Infinity;
    const last = blocks.at(-1);
    const indented = previous !== null && last?.kind === 'paragraph' && line.x > previous.x + bodyHeight * 1.5;
    const continues = last && last.kind !== 'heading' && !isHeading && written.number === null && gap <= paragraphGap && !indented;
    if (continues) last.text += ` ${line.text}`;
    else if (isHeading) blocks.push({ page, kind: 'heading', number: written.number, text: written.text });
    else blocks.push({ page, kind: written.number !== null ? 'list-item' : 'paragraph', number: written.number, text: written.text });
    previous = line;
  }
  return blocks;
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
  let scanned = 0;
  try {
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const pieces: TextPiece[] = content.items.flatMap((item) =>
        'str' in item && item.str !== ''
          ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, height: item.height || Math.abs(item.transform[3] as number) }]
          : [],
      );
      const lines = linesOf(pieces);
      if (lines.length > 0) {
        result.blocks.push(...linesToBlocks(lines, number, median(lines.map((line) => line.height))));
      } else if (scanned < MAX_OCR_PAGES) {
        scanned += 1;
        const images = await pageImages(page, pdfjs.OPS);
        const read = await readScannedPage(ocr, images, number, {
          where: `Page ${number}`,
          noText: `Page ${number} has no text layer and OCR found no text on it.`,
        });
        result.blocks.push(...read.blocks);
        result.ocr.push(...read.ocr);
        result.problems.push(...read.problems);
      } else notRead.push(number);
      page.cleanup();
    }
  } finally {
    await task.destroy();
  }
  if (notRead.length > 0) {
    result.problems.push(`${notRead.length} more page${notRead.length === 1 ? '' : 's'} without a text layer (from page ${notRead[0]}) were not read: OCR reads at most ${MAX_OCR_PAGES} pages of one document. Upload those pages as a separate file.`);
  }
  return result;
}
