import type { ExportFormat } from './export-format';
import { bodyFontSizePt } from './export-format';
import { clip, drawText, type Pdf } from './pdf-typeset';
import { toWinAnsi } from './pdf-winansi';

const INCH = 72;
const LETTER = { width: 8.5 * INCH, height: 11 * INCH };

/** California pleading paper: 28 numbered lines a page, double-spaced at 24 pt (Cal. Rules of Court, rule 2.108). */
const PLEADING_LINES = 28;
const PLEADING_PITCH = 24;

export type PageLayout = {
  size: number;
  pleadingPaper: boolean;
  left: number;
  right: number;
  top: number;
  /** Where text stops: the last numbered line on pleading paper, the bottom margin otherwise. */
  bottom: number;
  /** Line pitch of body text, headings and clauses. */
  bodyPitch: number;
  /** Line pitch of the caption and signature block, which are single-spaced on any paper. */
  singlePitch: number;
  /** Space after each block; pleading paper relies on its double spacing instead. */
  blockGap: number;
};

export function pageLayout(format: ExportFormat): PageLayout {
  const size = bodyFontSizePt(format);
  const margins = { left: INCH, right: LETTER.width - INCH, top: INCH };
  if (!format.pleadingPaper) {
    const pitch = size * 1.2;
    return { ...margins, size, pleadingPaper: false, bottom: LETTER.height - INCH, bodyPitch: pitch, singlePitch: pitch, blockGap: size * 0.8 };
  }
  return {
    ...margins,
    size,
    pleadingPaper: true,
    bottom: INCH + PLEADING_LINES * PLEADING_PITCH,
    bodyPitch: PLEADING_PITCH,
    // At 12 pt two single-spaced lines fill one numbered line, so every other one sits on a number.
    singlePitch: size <= 12 ? PLEADING_PITCH / 2 : size * 1.2,
    blockGap: 0,
  };
}

/** The baseline sits this far above the bottom of its line, at every pitch, so lines of both pitches share baselines. */
const descent = (size: number) => size * 0.3;

const RULE_WIDTH = 0.6;

/** The printed furniture of pleading paper: numbers 1 to 28 down the left margin, a double rule beside them and a rule on the right. */
function drawPleadingPaper(doc: Pdf, layout: PageLayout): void {
  for (let line = 1; line <= PLEADING_LINES; line += 1) {
    const baseline = layout.top + line * PLEADING_PITCH - descent(layout.size);
    drawText(doc, String(line), { x: layout.left - 0.25 * INCH, baseline, size: layout.size, align: 'right' });
  }
  doc.save().lineWidth(RULE_WIDTH).strokeColor('#000000');
  for (const x of [layout.left - 0.15 * INCH, layout.left - 0.11 * INCH, layout.right + 0.25 * INCH]) {
    doc.moveTo(x, 0).lineTo(x, LETTER.height).stroke();
  }
  doc.restore();
}

/** A line of body text as drawn and the page it is on (0-based), so the tables can say where each citation landed. */
export type TracedLine = { page: number; text: string };

/** Where the next line goes: moves down the page in lines of a given pitch and starts new pages as text fills them. */
export class PageFlow {
  y: number;
  /** The page being filled, counted from 0. */
  page = 0;
  /** Body lines in reading order, once `traceLines` is on (not the caption or the tables themselves). */
  readonly lines: TracedLine[] = [];
  /** The page of each heading and subheading drawn while tracing, in reading order. */
  readonly headingPages: number[] = [];
  traceLines = false;

  constructor(private readonly doc: Pdf, readonly layout: PageLayout) {
    this.y = layout.top;
    if (layout.pleadingPaper) drawPleadingPaper(doc, layout);
  }

  private newPage(): void {
    this.doc.addPage();
    this.page += 1;
    this.y = this.layout.top;
    if (this.layout.pleadingPaper) drawPleadingPaper(this.doc, this.layout);
  }

  private get atPageTop(): boolean {
    return this.y <= this.layout.top;
  }

  /** Starts the next part on a fresh page (the tables, then the body), unless this page is still empty. */
  breakPage(): void {
    if (!this.atPageTop) this.newPage();
  }

  record(text: string): void {
    if (this.traceLines) this.lines.push({ page: this.page, text });
  }

  recordHeading(page: number): void {
    if (this.traceLines) this.headingPages.push(page);
  }

  /** Starts a new page unless `height` more fits on this one (a heading kept with its text, a signature block). */
  keep(height: number): void {
    if (!this.atPageTop && this.y + height > this.layout.bottom + 0.01) this.newPage();
  }

  /** Blank space, dropped at the top of a page. */
  skip(height: number): void {
    if (!this.atPageTop) this.y += height;
  }

  /** On pleading paper, moves down to the next numbered line so double-spaced text sits on the numbers. */
  alignToBody(): void {
    if (!this.layout.pleadingPaper) return;
    const pitch = this.layout.bodyPitch;
    this.y = this.layout.top + Math.ceil((this.y - this.layout.top) / pitch - 0.001) * pitch;
    if (this.y >= this.layout.bottom) this.newPage();
  }

  /** Claims the next line of `pitch` and returns where it is: its top, baseline and bottom. */
  line(pitch: number): { top: number; baseline: number; bottom: number } {
    this.keep(pitch);
    const top = this.y;
    this.y += pitch;
    return { top, baseline: this.y - descent(this.layout.size), bottom: this.y };
  }
}

/** Where each paper of a filing starts (a page counted from 0) and its title, for the footers of its pages. */
export type PaperTitle = { page: number; title: string };

const FOOTER_MIN_SIZE = 10;

/** The title in one line at the body size, or smaller down to 10 pt, or in two lines at 10 pt: never cut. */
function footerTitleLines(doc: Pdf, title: string, width: number, size: number): { lines: string[]; size: number } {
  for (let at = size; at >= FOOTER_MIN_SIZE; at -= 1) {
    if (clip(doc, title, { width, size: at }) === toWinAnsi(title)) return { lines: [title], size: at };
  }
  const words = title.split(/\s+/);
  let cut = words.length - 1;
  while (cut > 1 && clip(doc, words.slice(0, cut).join(' '), { width, size: FOOTER_MIN_SIZE }) !== toWinAnsi(words.slice(0, cut).join(' '))) cut -= 1;
  return { lines: [words.slice(0, cut).join(' '), words.slice(cut).join(' ')], size: FOOTER_MIN_SIZE };
}

/**
 * "Page X of Y" at the foot of every page, written once all pages exist. On pleading paper the title of the paper the
 * page belongs to follows below a rule, as Cal. Rules of Court, rule 2.110 asks.
 */
export function writeFooters(doc: Pdf, layout: PageLayout, titles: PaperTitle[]): void {
  const { start, count } = doc.bufferedPageRange();
  const { size } = layout;
  const centre = (layout.left + layout.right) / 2;
  for (let page = 0; page < count; page += 1) {
    doc.switchToPage(start + page);
    const label = `Page ${page + 1} of ${count}`;
    if (!layout.pleadingPaper) {
      drawText(doc, label, { x: centre, baseline: LETTER.height - 0.5 * INCH, size, align: 'center' });
      continue;
    }
    const title = footerTitleLines(doc, titles.findLast((entry) => entry.page <= page)?.title ?? '', layout.right - layout.left, size);
    const twoLines = title.lines.length > 1;
    const numberBaseline = layout.bottom + size + (twoLines ? 0 : 4);
    const ruleY = numberBaseline + (twoLines ? 3 : 5);
    drawText(doc, label, { x: centre, baseline: numberBaseline, size, align: 'center' });
    doc.save().lineWidth(RULE_WIDTH).moveTo(layout.left, ruleY).lineTo(layout.right, ruleY).stroke().restore();
    title.lines.forEach((text, index) => {
      drawText(doc, text, { x: centre, baseline: ruleY + 3 + 0.7 * title.size + index * title.size * 1.1, size: title.size, align: 'center' });
    });
  }
}
