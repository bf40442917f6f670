import type { Run } from '../../../legal/drafting';
import { toWinAnsi } from './pdf-winansi';

export type Pdf = PDFKit.PDFDocument;

export type TextStyle = { bold?: boolean; italic?: boolean; underline?: boolean };
export type Piece = { text: string; style: TextStyle };

type Word = { pieces: Piece[]; width: number };
type Token = { kind: 'word'; word: Word } | { kind: 'space'; style: TextStyle } | { kind: 'break' };
type LineWord = { word: Word; spaceBefore?: TextStyle };

/** One line of set text: its words, their natural width, and whether a paragraph or a hard break ends it. */
export type TextLine = { words: LineWord[]; width: number; endsParagraph: boolean };

export type Align = 'left' | 'center' | 'right' | 'justify';

/** Times' ascent as a share of the font size: pdfkit places text by the top of its box, the layout by baselines. */
const TIMES_ASCENT = 0.683;

const fontFor = ({ bold, italic }: TextStyle): string =>
  bold ? (italic ? 'Times-BoldItalic' : 'Times-Bold') : italic ? 'Times-Italic' : 'Times-Roman';

const sameStyle = (a: TextStyle, b: TextStyle) =>
  Boolean(a.bold) === Boolean(b.bold) && Boolean(a.italic) === Boolean(b.italic) && Boolean(a.underline) === Boolean(b.underline);

export function piecesFromRuns(runs: Run[]): Piece[] {
  return runs.map((run) => {
    const marks = new Set(run.marks ?? []);
    // A defined term is set in bold, as in the Word export.
    return { text: run.text, style: { bold: marks.has('bold') || marks.has('term'), italic: marks.has('italic'), underline: marks.has('underline') } };
  });
}

function measure(doc: Pdf, text: string, style: TextStyle, size: number): number {
  return doc.font(fontFor(style)).fontSize(size).widthOfString(text);
}

function tokenize(doc: Pdf, pieces: Piece[], size: number): Token[] {
  const tokens: Token[] = [];
  let word: Piece[] = [];
  const flush = () => {
    if (word.length === 0) return;
    const width = word.reduce((sum, piece) => sum + measure(doc, piece.text, piece.style, size), 0);
    tokens.push({ kind: 'word', word: { pieces: word, width } });
    word = [];
  };
  for (const piece of pieces) {
    piece.text.split(/\r\n?|\n/).forEach((line, index) => {
      if (index > 0) {
        flush();
        tokens.push({ kind: 'break' });
      }
      for (const part of toWinAnsi(line).split(/( +)/)) {
        if (part === '') continue;
        if (part.startsWith(' ')) {
          flush();
          if (tokens.at(-1)?.kind !== 'space') tokens.push({ kind: 'space', style: piece.style });
        } else word.push({ text: part, style: piece.style });
      }
    });
  }
  flush();
  return tokens;
}

/** A section or paragraph sign ends a word that must not end a line: "§" stays with the number it introduces. */
const bindsToNext = ({ word }: LineWord) => /(?:§|¶)$/.test(word.pieces.at(-1)?.text ?? '');

/** A word wider than the line (a long URL, a row of underscores) is cut where the line ends. */
function fitWord(doc: Pdf, word: Word, maxWidth: number, size: number): Word[] {
  if (word.width <= maxWidth) return [word];
  const words: Word[] = [];
  let pieces: Piece[] = [];
  let width = 0;
  for (const piece of word.pieces) {
    for (const character of piece.text) {
      const characterWidth = measure(doc, character, piece.style, size);
      if (width + characterWidth > maxWidth && width > 0) {
        words.push({ pieces, width });
        pieces = [];
        width = 0;
      }
      const last = pieces.at(-1);
      if (last && last.style === piece.style) last.text += character;
      else pieces.push({ text: character, style: piece.style });
      width += characterWidth;
    }
  }
  if (pieces.length > 0) words.push({ pieces, width });
  return words;
}

/**
 * Breaks rich text into lines: greedy, at spaces, honouring hard line breaks. The first line may be narrower or
 * wider than the rest (a first-line indent, a hanging marker). Empty text is one empty line.
 */
export function typeset(doc: Pdf, pieces: Piece[], { size, firstWidth, width }: { size: number; firstWidth?: number; width: number }): TextLine[] {
  const lines: TextLine[] = [];
  let words: LineWord[] = [];
  let lineWidth = 0;
  let pendingSpace: TextStyle | undefined;
  const limit = () => (lines.length === 0 ? (firstWidth ?? width) : width);
  const finish = (endsParagraph: boolean) => {
    lines.push({ words, width: lineWidth, endsParagraph });
    words = [];
    lineWidth = 0;
  };
  for (const token of tokenize(doc, pieces, size)) {
    if (token.kind === 'space') {
      pendingSpace = token.style;
      continue;
    }
    if (token.kind === 'break') {
      finish(true);
      pendingSpace = undefined;
      continue;
    }
    for (const word of fitWord(doc, token.word, Math.min(limit(), width), size)) {
      const space = words.length > 0 ? pendingSpace : undefined;
      const spaceWidth = space ? measure(doc, ' ', space, size) : 0;
      if (words.length > 0 && lineWidth + spaceWidth + word.width > limit()) {
        // A "§" that would end the line goes to the next one with its number ("Code §" / "30.021" reads as two things).
        const carried = words.length > 1 && bindsToNext(words.at(-1)!) ? words.pop()! : undefined;
        if (carried) lineWidth -= carried.word.width + (carried.spaceBefore ? measure(doc, ' ', carried.spaceBefore, size) : 0);
        finish(false);
        if (carried) {
          words.push({ word: carried.word }, space ? { word, spaceBefore: space } : { word });
          lineWidth = carried.word.width + spaceWidth + word.width;
        } else {
          words.push({ word });
          lineWidth = word.width;
        }
      } else {
        words.push(space ? { word, spaceBefore: space } : { word });
        lineWidth += spaceWidth + word.width;
      }
      pendingSpace = undefined;
    }
  }
  finish(true);
  return lines;
}

/** The line's text in runs of one style, spaces kept, so each run is drawn once and underlines run under spaces. */
function styleRuns(line: TextLine): Piece[] {
  const runs: Piece[] = [];
  const add = (text: string, style: TextStyle) => {
    const last = runs.at(-1);
    if (last && sameStyle(last.style, style)) last.text += text;
    else runs.push({ text, style });
  };
  for (const { word, spaceBefore } of line.words) {
    if (spaceBefore) add(' ', spaceBefore);
    for (const piece of word.pieces) add(piece.text, piece.style);
  }
  return runs;
}

/** A set line's text, words joined by single spaces, as a reader's software reads it back. */
export const lineText = (line: TextLine): string =>
  line.words.map(({ word }) => word.pieces.map((piece) => piece.text).join('')).join(' ');

/** Draws a set line with its baseline at `baseline`; a justified line spreads its spaces, except a paragraph's last. */
export function drawLine(doc: Pdf, line: TextLine, { x, baseline, width, size, align }: { x: number; baseline: number; width: number; size: number; align: Align }): void {
  const gaps = line.words.length - 1;
  const extra = align === 'justify' && !line.endsParagraph && gaps > 0 ? Math.max(0, (width - line.width) / gaps) : 0;
  const slack = width - line.width;
  let at = align === 'center' ? x + slack / 2 : align === 'right' ? x + slack : x;
  const top = baseline - TIMES_ASCENT * size;
  for (const { text, style } of styleRuns(line)) {
    const spaceAdvance = measure(doc, ' ', style, size) + extra;
    const core = text.trim();
    at += (text.length - text.trimStart().length) * spaceAdvance;
    if (core !== '') {
      doc.font(fontFor(style)).fontSize(size).text(core, at, top, {
        lineBreak: false,
        ...(extra > 0 ? { wordSpacing: extra } : {}),
        ...(style.underline ? { underline: true } : {}),
      });
      at += measure(doc, core, style, size) + (core.split(' ').length - 1) * extra;
    }
    at += (text.length - text.trimEnd().length) * spaceAdvance;
  }
}

/** A short piece of text on one line, such as a clause number or a line number, placed by its baseline. */
export function drawText(doc: Pdf, text: string, { x, baseline, size, style = {}, align = 'left' }: {
  x: number; baseline: number; size: number; style?: TextStyle; align?: 'left' | 'center' | 'right';
}): void {
  const printable = toWinAnsi(text);
  const width = measure(doc, printable, style, size);
  const left = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x;
  doc.font(fontFor(style)).fontSize(size).text(printable, left, baseline - TIMES_ASCENT * size, { lineBreak: false });
}

/** Text cut short with an ellipsis where it would run past `width` (a long title in a one-line footer). */
export function clip(doc: Pdf, text: string, { width, size, style = {} }: { width: number; size: number; style?: TextStyle }): string {
  const printable = toWinAnsi(text);
  if (measure(doc, printable, style, size) <= width) return printable;
  let end = printable.length;
  while (end > 0 && measure(doc, `${printable.slice(0, end).trimEnd()}…`, style, size) > width) end -= 1;
  return `${printable.slice(0, end).trimEnd()}…`;
}
