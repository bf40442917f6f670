import { splitNumber, type BlockDraft } from '../../../../legal/documents/structure';

/**
 * A PDF's text layer read back into the blocks a Word file of the same paper gives (issue #36: a brief check of the
 * PDF must find what the DOCX's finds). A PDF has no paragraphs, only positioned pieces of text, so this recovers them:
 * pleading paper's margin line numbers and the running footer (page numbers, the paper's title) are dropped; a caption
 * set as two columns is read column by column, as a Word table's cells are; a paragraph ends where its line stops short
 * of the margin (the next word would have fitted), at a wider gap or at an indent; a bold or larger line standing alone
 * is a heading, except in and above a caption's columns, where Word sets the court and the title as plain paragraphs.
 */

export interface PdfPiece {
  str: string;
  x: number;
  /** Baseline, from the page's bottom (PDF space). */
  y: number;
  width: number;
  height: number;
  bold: boolean;
}

export interface PdfPageText {
  number: number;
  width: number;
  height: number;
  pieces: PdfPiece[];
}

/** One run of text on one baseline, after a caption's columns are split apart. */
interface Segment {
  page: number;
  x: number;
  right: number;
  y: number;
  height: number;
  bold: boolean;
  text: string;
  /** Where the line's column ends: a line that stops well before it ended its paragraph. */
  columnRight: number;
  /** Where a narrow column (a caption's, an address block's) begins; null in the page's own column. */
  narrowLeft: number | null;
  /** In a caption's columns or above them: never a heading. */
  caption: boolean;
}

interface Row {
  y: number;
  height: number;
  segments: Omit<Segment, 'columnRight' | 'narrowLeft' | 'caption'>[];
}

const LINE_NUMBER = /^\d{1,3}$/;
const PAGE_NUMBER = /^(?:page\s+)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?\b|^-\s*\d{1,4}\s*-$/i;

/**
 * Pleading paper's line numbers: bare numbers standing left of every other piece of text on the page. Fewer than
 * five are not a numbered margin (a page number in the corner, a list).
 */
function withoutLineNumbers(pieces: PdfPiece[]): PdfPiece[] {
  const numeric = (piece: PdfPiece) => LINE_NUMBER.test(piece.str.trim());
  const words = pieces.filter((piece) => piece.str.trim() !== '' && !numeric(piece));
  if (words.length === 0) return pieces;
  const left = Math.min(...words.map((piece) => piece.x));
  const margin = pieces.filter((piece) => numeric(piece) && piece.x + piece.width <= left - 2);
  return margin.length >= 5 ? pieces.filter((piece) => !margin.includes(piece)) : pieces;
}

/** A number standing alone before a tab ("I.", "2.", "A.") belongs to the text after it. */
const LONE_NUMBER = /^(?:[IVXLC]{1,6}|\d{1,3}|[A-Za-z])[.)]$/;

/**
 * Pieces on one baseline (within half a line) are one row; a row splits into segments where the gap between two
 * pieces is wider than three letters' height, as between a caption's party names and its case number.
 */
function rowsOf(pieces: PdfPiece[], page: number): Row[] {
  const sorted = [...pieces].filter((piece) => piece.str !== '').sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Array<{ y: number; height: number; pieces: PdfPiece[] }> = [];
  for (const piece of sorted) {
    const row = rows.find((r) => Math.abs(r.y - piece.y) <= Math.max(r.height, piece.height) / 2);
    if (row) {
      row.pieces.push(piece);
      row.height = Math.max(row.height, piece.height);
    } else rows.push({ y: piece.y, height: piece.height, pieces: [piece] });
  }
  return rows
    .sort((a, b) => b.y - a.y)
    .map(({ y, height, pieces: row }) => {
      row.sort((a, b) => a.x - b.x);
      type Open = Row['segments'][number] & { printed: PdfPiece[] };
      const segments: Open[] = [];
      let current: Open | null = null;
      for (const piece of row) {
        const gap = current ? piece.x - current.right : Infinity;
        const joins = current && (gap <= piece.height * 3 || (LONE_NUMBER.test(current.text.trim()) && gap <= piece.height * 5));
        if (current && joins) {
          // A gap wider than a fifth of the type size is a space the PDF did not write as a character.
          if (!/\s$/.test(current.text) && !/^\s/.test(piece.str) && gap > piece.height * 0.2) current.text += ' ';
          current.text += piece.str;
          current.right = Math.max(current.right, piece.x + piece.width);
          current.printed.push(piece);
        } else {
          current = { page, x: piece.x, right: piece.x + piece.width, y, height, bold: false, text: piece.str, printed: [piece] };
          segments.push(current);
        }
      }
      return {
        y,
        height,
        segments: segments
          .map(({ printed, ...segment }) => ({ ...segment, text: segment.text.trim(), bold: printed.filter((p) => p.str.trim()).every((p) => p.bold) }))
          .filter((segment) => segment.text.length > 0),
      };
    })
    .filter((row) => row.segments.length > 0);
}

const rowText = (row: Row) => row.segments.map((segment) => segment.text).join(' ');
const masked = (text: string) => text.replace(/\d+/g, '#');

/**
 * The running header and footer: rows in the top or bottom band of the page whose text (numbers aside) repeats on
 * another page, page numbers ("Page 2 of 7", "- 2 -"), and what stands below a page number (the footer's title).
 */
function withoutRunningLines(pages: PdfPageText[], rows: Row[][]): Row[][] {
  const inBand = (page: PdfPageText, row: Row) => row.y < page.height * 0.1 || row.y > page.height * 0.92;
  const seen = new Map<string, Set<number>>();
  rows.forEach((pageRows, index) => {
    for (const row of pageRows.filter((r) => inBand(pages[index]!, r))) {
      const key = masked(rowText(row));
      seen.set(key, (seen.get(key) ?? new Set()).add(index));
    }
  });
  return rows.map((pageRows, index) => {
    const page = pages[index]!;
    const pageNumber = pageRows.find((row) => row.y < page.height * 0.1 && PAGE_NUMBER.test(rowText(row)));
    return pageRows.filter((row) => {
      if (!inBand(page, row)) return true;
      if (pageNumber && row.y <= pageNumber.y) return false;
      if (PAGE_NUMBER.test(rowText(row)) && rowText(row).length <= 20) return false;
      return (seen.get(masked(rowText(row)))?.size ?? 0) < 2;
    });
  });
}

/**
 * Rows into segments in reading order. A row with text across the page's middle is the page's single column. A run
 * of rows that all keep to one side of the middle, one of them with text on both sides, is a caption's table: its
 * left column is read before its right, as Word reads a table's cells. Each run is a column of its own, whose right
 * edge says where its lines wrap; a run of one or two lines wraps at the page's margin.
 */
function readingOrder(page: PdfPageText, rows: Row[]): Segment[] {
  const middle = page.width / 2;
  const crosses = (row: Row) => row.segments.length === 1 && row.segments[0]!.x < middle - 6 && row.segments[0]!.right > middle + 6;
  const pageRight = Math.max(page.width * 0.6, ...rows.filter(crosses).map((row) => row.segments[0]!.right));
  const out: Segment[] = [];
  const firstTable = { found: false };
  let index = 0;
  while (index < rows.length) {
    if (crosses(rows[index]!)) {
      const segment = rows[index]!.segments[0]!;
      out.push({ ...segment, columnRight: pageRight, narrowLeft: null, caption: false });
      index += 1;
      continue;
    }
    // A wide gap ends the run: the body's first short line under a caption's table is not one of its cells.
    const run: Row[] = [];
    while (index < rows.length && !crosses(rows[index]!) && (run.length === 0 || run.at(-1)!.y - rows[index]!.y <= rows[index]!.height * 2.5)) {
      run.push(rows[index++]!);
    }
    const table = run.some((row) => row.segments.length > 1);
    const columns = table
      ? [run.flatMap((row) => row.segments.filter((s) => s.x < middle)), run.flatMap((row) => row.segments.filter((s) => s.x >= middle))]
      : [run.flatMap((row) => row.segments)];
    for (const column of columns) {
      const narrow = column.length >= 3;
      const right = narrow ? Math.max(...column.map((s) => s.right)) : pageRight;
      const left = Math.min(...column.map((s) => s.x));
      out.push(...column.map((segment) => ({ ...segment, columnRight: right, narrowLeft: narrow ? left : null, caption: table })));
    }
    if (table && !firstTable.found) {
      firstTable.found = true;
      // What stands above the caption's table is its court and title: plain paragraphs in Word, bold or not.
      for (const segment of out) segment.caption = true;
    }
  }
  return out;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Whether the next line's first word would have fitted on this line: if so, this line ended its paragraph. In a
 * narrow column (an address block, a caption's cell) the widest line need not reach the wrapping edge, so a line
 * ends its paragraph too when the next does not start under it, single-spaced, or when it stops well short of the
 * widest (by more than a twelfth of the column).
 */
function endsParagraph(line: Segment, next: Segment): boolean {
  // A signature line with words before it ("By: ____") stands alone, as Word sets it.
  if (/\S\s*_{5,}$/.test(line.text)) return true;
  const word = next.text.split(/\s+/)[0] ?? '';
  const wordWidth = (next.right - next.x) * (word.length / Math.max(1, next.text.length));
  if (line.right + line.height * 0.25 + wordWidth < line.columnRight - 1) return true;
  if (line.narrowLeft === null) return false;
  // A cell's wrapped line starts where the line above it did, set close under it; a party's name under "Plaintiff," does not.
  const wraps = Math.abs(next.x - line.x) <= 2 && next.page === line.page && line.y - next.y <= line.height * 1.5;
  return !wraps || line.right < line.columnRight - (line.columnRight - line.narrowLeft) / 12;
}

/** Segments into blocks: headings, list items (a written number starts one) and paragraphs. */
function segmentsToBlocks(lines: Segment[]): BlockDraft[] {
  const bodyHeight = median(lines.map((line) => line.height));
  const gaps = lines.slice(1).map((line, i) => (line.page === lines[i]!.page ? lines[i]!.y - line.y : 0)).filter((gap) => gap > bodyHeight * 0.5);
  // Double-spaced papers often mark paragraphs only by indent or a short last line: a gap ends one only when it is
  // clearly wider than the usual spacing between lines.
  const tightest = gaps.length > 0 ? Math.min(...gaps) : bodyHeight * 1.2;
  const usual = gaps.length > 0 ? median(gaps) : bodyHeight * 1.2;
  const paragraphGap = Math.min(usual * 1.4, bodyHeight * 2.4);
  const blocks: BlockDraft[] = [];
  let previous: Segment | null = null;
  for (const line of lines) {
    const written = splitNumber(line.text);
    const larger = bodyHeight > 0 && line.height >= bodyHeight * 1.2;
    const isHeading = !line.caption && (line.bold || larger) && line.text.length <= 120 && !/[.:;,]$/.test(written.text);
    const last = blocks.at(-1);
    const samePage = previous !== null && previous.page === line.page;
    const gap = previous && samePage ? previous.y - line.y : 0;
    // A paragraph runs on onto the next page from a line of running text; a title in capitals ending a page does not.
    const runsOn = previous !== null && !samePage && /[a-z]/.test(previous.text);
    const below = previous !== null && (runsOn || (gap > 0 && gap <= paragraphGap));
    const indented = previous !== null && line.x > previous.x + bodyHeight * 1.5;
    const sameStyle = previous !== null && previous.bold === line.bold && previous.caption === line.caption;
    // Bold lines set close together are one title wrapped (a court's name, a heading), wherever each line stops.
    const boldRun = previous !== null && previous.bold && line.bold && samePage && gap > 0 && gap <= tightest * 1.2;
    // A letter with a stop at a line's start ("P. 91a.1" of "Tex. R. Civ. P.") numbers a list only where a paragraph could end.
    const numbered = written.number !== null && !/^[A-Za-z]\.$/.test(written.number);
    // The name or office printed under a bare signature line goes with it, in whatever type or indent.
    let continues = last?.kind !== 'heading' && previous !== null && /^_{5,}$/.test(previous.text) && below && !isHeading;
    if (!continues && last && previous && below && !numbered && sameStyle && (boldRun || !endsParagraph(previous, line))) {
      continues = last.kind === 'heading' ? isHeading : !isHeading && (boldRun || !indented);
    }
    if (continues) last!.text += ` ${line.text}`;
    else if (isHeading) blocks.push({ page: line.page, kind: 'heading', number: written.number, text: written.text });
    else blocks.push({ page: line.page, kind: written.number !== null ? 'list-item' : 'paragraph', number: written.number, text: written.text });
    previous = line;
  }
  return blocks;
}

/** The pages' text (in page order) as blocks; pages without text give none (the caller reads them by OCR). */
export function pdfTextToBlocks(pages: PdfPageText[]): BlockDraft[] {
  const rows = withoutRunningLines(pages, pages.map((page) => rowsOf(withoutLineNumbers(page.pieces), page.number)));
  return segmentsToBlocks(pages.flatMap((page, index) => readingOrder(page, rows[index]!)));
}
