import { blockText, type ContentSection } from '../../../legal/drafting';
import { signatureLines } from '../../../legal/drafting/filing-parts';
import { outlineSection, type OutlinedBlock } from './clause-outline';
import { sectionLabel } from './export-format';
import type { PageFlow } from './pdf-page';
import { drawLine, drawText, lineText, piecesFromRuns, typeset, type Align, type Pdf, type Piece, type TextLine } from './pdf-typeset';

const INDENT = 36;

type Placed = { lines: TextLine[]; x: number; firstX: number; width: number; firstWidth: number; align: Align; pitch: number };

/**
 * Draws set lines one below another; the first may start elsewhere (a first-line indent) and carry a marker.
 * Returns the page the first line landed on.
 */
function drawPlaced(doc: Pdf, flow: PageFlow, placed: Placed, marker?: { text: string; x: number; bold?: boolean }): number {
  const { size } = flow.layout;
  let firstPage = flow.page;
  placed.lines.forEach((line, index) => {
    const { baseline } = flow.line(placed.pitch);
    const first = index === 0;
    if (first) firstPage = flow.page;
    if (first && marker) drawText(doc, marker.text, { x: marker.x, baseline, size, style: { bold: marker.bold } });
    drawLine(doc, line, {
      x: first ? placed.firstX : placed.x,
      baseline,
      width: first ? placed.firstWidth : placed.width,
      size,
      align: placed.align,
    });
    flow.record(lineText(line));
  });
  return firstPage;
}

function place(doc: Pdf, flow: PageFlow, pieces: Piece[], { x, firstX = x, align, pitch }: { x: number; firstX?: number; align: Align; pitch: number }): Placed {
  const { right, size } = flow.layout;
  const width = right - x;
  const firstWidth = right - firstX;
  return { lines: typeset(doc, pieces, { size, width, firstWidth }), x, firstX, width, firstWidth, align, pitch };
}

/** The opening of a paper without a caption: its title, bold and centred. */
export function drawTitle(doc: Pdf, flow: PageFlow, title: string): void {
  const { left, right, size, bodyPitch } = flow.layout;
  const titleSize = size + 2;
  for (const line of typeset(doc, [{ text: title, style: { bold: true } }], { size: titleSize, width: right - left })) {
    drawLine(doc, line, { x: left, baseline: flow.line(bodyPitch).baseline, width: right - left, size: titleSize, align: 'center' });
  }
  flow.skip(bodyPitch);
}

/** A paper's last paragraph of up to this many lines moves with the signature under it rather than leave it alone on a page. */
const KEPT_WITH_SIGNATURE = 4;

function drawBlock(doc: Pdf, flow: PageFlow, { block, level, marker }: OutlinedBlock, signatureBelow = 0): void {
  const { left, bodyPitch: pitch, blockGap, top, bottom } = flow.layout;
  const pieces = piecesFromRuns(block.runs);
  flow.alignToBody();
  switch (block.kind) {
    case 'paragraph': {
      // A declarant's, a server's or the judge's signature line is set where a signature goes, not as text.
      const signature = signatureLines(blockText(block));
      if (signature) {
        drawSignature(doc, flow, signature);
        break;
      }
      const placed = place(doc, flow, pieces, { x: left, firstX: left + INDENT, align: 'justify', pitch });
      const together = placed.lines.length * pitch + blockGap + signatureBelow;
      if (signatureBelow > 0 && placed.lines.length <= KEPT_WITH_SIGNATURE && together <= bottom - top) flow.keep(together);
      drawPlaced(doc, flow, placed);
      break;
    }
    case 'subheading': {
      const placed = place(doc, flow, pieces.map((piece) => ({ ...piece, style: { ...piece.style, bold: true } })), { x: left, align: 'left', pitch });
      // A subheading stays with the first line of what it introduces.
      flow.keep((placed.lines.length + 1) * pitch);
      flow.recordHeading(drawPlaced(doc, flow, placed));
      break;
    }
    case 'numbered':
    case 'bullet': {
      const textX = left + (level + 1) * INDENT;
      const markerX = block.kind === 'numbered' ? left + level * INDENT : textX - INDENT / 2;
      drawPlaced(doc, flow, place(doc, flow, pieces, { x: textX, align: 'justify', pitch }), { text: marker ?? '', x: markerX });
      break;
    }
  }
  flow.skip(blockGap);
}

/** A section's blocks, under a heading drawn elsewhere (or under the caption that names the paper). */
/** A section's blocks; `signatureBelow` is the height of the signature that follows its last block, kept with it. */
export function drawBlocks(doc: Pdf, flow: PageFlow, section: ContentSection, signatureBelow = 0): void {
  const outlined = outlineSection(section.blocks);
  outlined.forEach((block, index) => drawBlock(doc, flow, block, index === outlined.length - 1 ? signatureBelow : 0));
}

/** The lines of a short single closing paragraph, which stays with its heading and the signature below; else null. */
function closingLines(doc: Pdf, flow: PageFlow, section: ContentSection, signatureBelow: number): number | null {
  const [only] = section.blocks;
  if (signatureBelow === 0 || section.blocks.length !== 1 || only?.kind !== 'paragraph') return null;
  const { left, bodyPitch: pitch } = flow.layout;
  const lines = place(doc, flow, piecesFromRuns(only.runs), { x: left, firstX: left + INDENT, align: 'justify', pitch }).lines.length;
  return lines <= KEPT_WITH_SIGNATURE ? lines : null;
}

/**
 * A section heading and its blocks: numbered ("I. Introduction" in court papers, "1. Definitions" otherwise), or,
 * with no number, centred as the title of the paper it opens. Headings are set in bold, never upper-cased, so a
 * citation in one keeps its case ("CPLR 3211(a)(7)", "Rule 91a").
 */
export function drawSection(doc: Pdf, flow: PageFlow, section: ContentSection, number: number | null, courtFiling: boolean, signatureBelow = 0): void {
  const { left, bodyPitch: pitch, blockGap } = flow.layout;
  flow.alignToBody();
  flow.skip(blockGap / 2);
  const bold = [{ text: section.heading, style: { bold: true } }];
  const placed = number === null
    ? place(doc, flow, bold, { x: left, align: 'center', pitch })
    : place(doc, flow, bold, { x: left + INDENT, align: 'left', pitch });
  // Keep the heading with at least the first line of its section, or with a short closing paragraph and the
  // signature kept with it.
  const closing = closingLines(doc, flow, section, signatureBelow);
  // The heading's own lines and the gaps around the paragraph count, so the paragraph never moves without its heading.
  const together = closing === null ? 0 : (placed.lines.length + closing + 1) * pitch + 2 * blockGap + signatureBelow;
  flow.keep(together > 0 && together <= flow.layout.bottom - flow.layout.top ? together : (placed.lines.length + 1) * pitch);
  const marker = number === null ? undefined : { text: sectionLabel(number - 1, courtFiling), x: left, bold: true };
  flow.recordHeading(drawPlaced(doc, flow, placed, marker));
  flow.skip(blockGap);
  drawBlocks(doc, flow, section, signatureBelow);
}

const SIGNING_LINE = /^(?:By:\s*)?_{5,}/;

function setSignature(doc: Pdf, flow: PageFlow, lines: string[]) {
  const { left, right, size, singlePitch } = flow.layout;
  const x = left + 3 * 72;
  const set = lines.flatMap((text) => typeset(doc, [{ text, style: {} }], { size, width: right - x }));
  // Its lines, and two lines of room to sign above each signing line.
  const height = (set.length + 2 * set.filter((line) => SIGNING_LINE.test(lineText(line))).length) * singlePitch;
  return { x, set, height };
}

/** The height a signature block takes below the text (with the line of space before it), to keep text with it. */
export const signatureHeight = (doc: Pdf, flow: PageFlow, lines: string[]): number =>
  lines.length === 0 ? 0 : setSignature(doc, flow, lines).height + flow.layout.singlePitch;

/** A signature block, single-spaced from three inches in, kept on one page when it fits. */
export function drawSignature(doc: Pdf, flow: PageFlow, lines: string[]): void {
  if (lines.length === 0) return;
  const { right, size, singlePitch, bottom, top } = flow.layout;
  const { x, set, height } = setSignature(doc, flow, lines);
  flow.skip(singlePitch);
  if (height <= bottom - top) flow.keep(height);
  for (const line of set) {
    // Room to sign above the line.
    if (SIGNING_LINE.test(lineText(line))) flow.skip(singlePitch * 2);
    drawLine(doc, line, { x, baseline: flow.line(singlePitch).baseline, width: right - x, size, align: 'left' });
  }
}
