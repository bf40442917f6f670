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

function drawBlock(doc: Pdf, flow: PageFlow, { block, level, marker }: OutlinedBlock): void {
  const { left, bodyPitch: pitch, blockGap } = flow.layout;
  const pieces = piecesFromRuns(block.runs);
  flow.alignToBody();
  switch (block.kind) {
    case 'paragraph': {
      // A declarant's, a server's or the judge's signature line is set where a signature goes, not as text.
      const signature = signatureLines(blockText(block));
      if (signature) drawSignature(doc, flow, signature);
      else drawPlaced(doc, flow, place(doc, flow, pieces, { x: left, firstX: left + INDENT, align: 'justify', pitch }));
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
export function drawBlocks(doc: Pdf, flow: PageFlow, section: ContentSection): void {
  for (const outlined of outlineSection(section.blocks)) drawBlock(doc, flow, outlined);
}

/**
 * A section heading and its blocks: numbered ("I. Introduction" in court papers, "1. Definitions" otherwise), or,
 * with no number, centred as the title of the paper it opens. Headings are set in bold, never upper-cased, so a
 * citation in one keeps its case ("CPLR 3211(a)(7)", "Rule 91a").
 */
export function drawSection(doc: Pdf, flow: PageFlow, section: ContentSection, number: number | null, courtFiling: boolean): void {
  const { left, bodyPitch: pitch, blockGap } = flow.layout;
  flow.alignToBody();
  flow.skip(blockGap / 2);
  const bold = [{ text: section.heading, style: { bold: true } }];
  const placed = number === null
    ? place(doc, flow, bold, { x: left, align: 'center', pitch })
    : place(doc, flow, bold, { x: left + INDENT, align: 'left', pitch });
  // Keep the heading with at least the first line of its section.
  flow.keep((placed.lines.length + 1) * pitch);
  const marker = number === null ? undefined : { text: sectionLabel(number - 1, courtFiling), x: left, bold: true };
  flow.recordHeading(drawPlaced(doc, flow, placed, marker));
  flow.skip(blockGap);
  drawBlocks(doc, flow, section);
}

/** A signature block, single-spaced from three inches in (or from the left margin), kept on one page when it fits. */
export function drawSignature(doc: Pdf, flow: PageFlow, lines: string[], { fromLeft = false }: { fromLeft?: boolean } = {}): void {
  if (lines.length === 0) return;
  const { left, right, size, singlePitch, bottom, top } = flow.layout;
  const x = fromLeft ? left : left + 3 * 72;
  const set = lines.flatMap((text) => typeset(doc, [{ text, style: {} }], { size, width: right - x }));
  flow.skip(singlePitch);
  const height = (set.length + 2) * singlePitch;
  if (height <= bottom - top) flow.keep(height);
  for (const line of set) {
    // Room to sign above the line.
    if (/^(?:By:\s*)?_{5,}/.test(lineText(line))) flow.skip(singlePitch * 2);
    drawLine(doc, line, { x, baseline: flow.line(singlePitch).baseline, width: right - x, size, align: 'left' });
  }
}
