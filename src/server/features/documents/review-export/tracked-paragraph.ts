import { redline } from '../../../../legal/review/redline';
import { childrenOf, decodeXml, escapeXml } from './xml-scan';

/** Who made the changes and when, and the next free revision id (every w:ins and w:del has its own). */
export interface Revision {
  author: string;
  date: string;
  nextId: () => number;
}

/** A piece of a paragraph: text with its run's formatting, a tab or line break, or markup of no width (a bookmark). */
type Piece = { kind: 'text' | 'tab' | 'br'; rPr: string; text: string } | { kind: 'mark'; xml: string };

interface ParsedParagraph {
  open: string;
  pPr: string;
  pieces: Piece[];
}

/** What a paragraph may hold for its text to be rewritten: runs and markup of no width. Links, fields and earlier revisions may not. */
const ZERO_WIDTH = new Set(['w:bookmarkStart', 'w:bookmarkEnd', 'w:proofErr', 'w:commentRangeStart', 'w:commentRangeEnd', 'w:permStart', 'w:permEnd']);
const TEXT_RUN_PARTS = new Set(['w:rPr', 'w:t', 'w:tab', 'w:br', 'w:cr', 'w:lastRenderedPageBreak', 'w:noBreakHyphen', 'w:softHyphen']);

const textOf = (piece: Piece) => (piece.kind === 'mark' ? '' : piece.text);

/** The paragraph as pieces, or null when it holds something this rewrite cannot carry over (a link, a field, an earlier change). */
export function parseParagraph(xml: string): ParsedParagraph | null {
  const [paragraph] = childrenOf(xml, 0, xml.length);
  if (!paragraph || paragraph.name !== 'w:p') return null;
  let pPr = '';
  const pieces: Piece[] = [];
  for (const child of childrenOf(xml, paragraph.innerStart, paragraph.innerEnd)) {
    const whole = xml.slice(child.start, child.end);
    if (child.name === 'w:pPr') pPr = whole;
    else if (ZERO_WIDTH.has(child.name)) pieces.push({ kind: 'mark', xml: whole });
    else if (child.name !== 'w:r') return null;
    else {
      const parts = childrenOf(xml, child.innerStart, child.innerEnd);
      // A run of something other than text (a drawing, a footnote's mark, a field's code) is kept as it is.
      if (!parts.every((part) => TEXT_RUN_PARTS.has(part.name))) {
        if (parts.some((part) => part.name === 'w:t')) return null;
        pieces.push({ kind: 'mark', xml: whole });
        continue;
      }
      const rPr = parts.find((part) => part.name === 'w:rPr');
      const format = rPr ? xml.slice(rPr.start, rPr.end) : '';
      for (const part of parts) {
        if (part.name === 'w:t') pieces.push({ kind: 'text', rPr: format, text: decodeXml(xml.slice(part.innerStart, part.innerEnd)) });
        else if (part.name === 'w:tab') pieces.push({ kind: 'tab', rPr: format, text: '\t' });
        else if (part.name === 'w:br' || part.name === 'w:cr') pieces.push({ kind: 'br', rPr: format, text: ' ' });
        else if (part.name === 'w:noBreakHyphen') pieces.push({ kind: 'text', rPr: format, text: '-' });
      }
    }
  }
  return { open: xml.slice(paragraph.start, paragraph.innerStart), pPr, pieces };
}

const attributes = (revision: Revision) => `w:id="${revision.nextId()}" w:author="${escapeXml(revision.author)}" w:date="${revision.date}"`;

function runXml(piece: Exclude<Piece, { kind: 'mark' }>, text: string, deleted: boolean): string {
  if (piece.kind === 'tab') return `<w:r>${piece.rPr}<w:tab/></w:r>`;
  if (piece.kind === 'br') return `<w:r>${piece.rPr}<w:br/></w:r>`;
  const tag = deleted ? 'w:delText' : 'w:t';
  return `<w:r>${piece.rPr}<${tag} xml:space="preserve">${escapeXml(text)}</${tag}></w:r>`;
}

export const insertedRun = (rPr: string, text: string, revision: Revision) =>
  `<w:ins ${attributes(revision)}><w:r>${rPr}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:ins>`;

/** The pieces' content rewritten to `text`, word by word: kept words stay in their runs, others are tracked. */
function trackedContent(pieces: Piece[], text: string, revision: Revision): string {
  const old = pieces.map(textOf).join('');
  const out: string[] = [];
  let index = 0;
  let offset = 0;
  let lastFormat = pieces.find((piece): piece is Exclude<Piece, { kind: 'mark' }> => piece.kind !== 'mark')?.rPr ?? '';
  /** Takes `length` characters of the old text, as runs; marks of no width on the way are written outside any change. */
  const take = (length: number, deleted: boolean) => {
    let open = false;
    const close = () => {
      if (open) out.push('</w:del>');
      open = false;
    };
    let left = length;
    while (index < pieces.length && (left > 0 || pieces[index]!.kind === 'mark')) {
      const piece = pieces[index]!;
      if (piece.kind === 'mark') {
        close();
        out.push(piece.xml);
        index++;
        continue;
      }
      const slice = piece.text.slice(offset, offset + left);
      if (deleted && !open) {
        out.push(`<w:del ${attributes(revision)}>`);
        open = true;
      }
      out.push(runXml(piece, slice, deleted));
      lastFormat = piece.rPr;
      left -= slice.length;
      offset += slice.length;
      if (offset >= piece.text.length) {
        index++;
        offset = 0;
      }
      if (left === 0) break;
    }
    close();
  };
  // The same redline the review shows in the app.
  for (const segment of old === text ? [{ kind: 'same', text }] : redline(old, text)) {
    if (segment.kind === 'added') out.push(insertedRun(lastFormat, segment.text, revision));
    else take(segment.text.length, segment.kind === 'removed');
  }
  take(0, false);
  return out.join('');
}

/** A paragraph mark's change (its w:rPr inside w:pPr), marked inserted or deleted. */
function withMarkChange(pPr: string, kind: 'w:ins' | 'w:del', revision: Revision): string {
  const change = `<${kind} ${attributes(revision)}/>`;
  if (!pPr || /^<w:pPr\s*\/>$/.test(pPr)) return `<w:pPr><w:rPr>${change}</w:rPr></w:pPr>`;
  const elements = childrenOf(pPr, 0, pPr.length)[0]!;
  const parts = childrenOf(pPr, elements.innerStart, elements.innerEnd);
  const rPr = parts.find((part) => part.name === 'w:rPr');
  if (rPr) return pPr.slice(0, rPr.innerStart) + change + pPr.slice(rPr.innerStart);
  // The mark's w:rPr comes before a section break or a recorded property change, else last.
  const before = parts.find((part) => part.name === 'w:sectPr' || part.name === 'w:pPrChange');
  const at = before ? before.start : elements.innerEnd;
  return `${pPr.slice(0, at)}<w:rPr>${change}</w:rPr>${pPr.slice(at)}`;
}

/** The paragraph with its text changed to `text` as tracked changes, or null when it cannot be rewritten. */
export function trackedRewrite(xml: string, text: string, revision: Revision, options: { deleteMark?: boolean } = {}): string | null {
  const parsed = parseParagraph(xml);
  if (!parsed) return null;
  const pPr = options.deleteMark ? withMarkChange(parsed.pPr, 'w:del', revision) : parsed.pPr;
  return `${parsed.open}${pPr}${trackedContent(parsed.pieces, text, revision)}</w:p>`;
}

/** The properties a new paragraph takes from the one it follows: its style and layout, not its section break or mark. */
export function followingProperties(xml: string): { pPr: string; rPr: string } {
  const parsed = parseParagraph(xml);
  const firstRun = parsed?.pieces.find((piece): piece is Exclude<Piece, { kind: 'mark' }> => piece.kind !== 'mark');
  let pPr = parsed?.pPr ?? '';
  pPr = pPr.replace(/<w:sectPr\b[\s\S]*?<\/w:sectPr>|<w:pPrChange\b[\s\S]*?<\/w:pPrChange>|<w:rPr\b[\s\S]*?<\/w:rPr>|<w:rPr\/>/g, '');
  return { pPr, rPr: firstRun?.rPr ?? '' };
}

/** A new paragraph, its text and its mark tracked as inserted. */
export function insertedParagraph(text: string, format: { pPr: string; rPr: string }, revision: Revision): string {
  return `<w:p>${withMarkChange(format.pPr, 'w:ins', revision)}${insertedRun(format.rPr, text, revision)}</w:p>`;
}
