import type { PageFlow, TracedLine } from './pdf-page';
import { drawLine, drawText, typeset, type Pdf, type Piece } from './pdf-typeset';
import { toWinAnsi } from './pdf-winansi';
import {
  AUTHORITY_GROUPS, authorityPages, pageList, type Authority, type PagedTables, type TableEntries,
} from './tables-of-contents';

const INDENT = 36;
/** Continuation lines of a long entry hang this far in, so each entry's start stands out. */
const HANGING = 18;
/** At least this much room is kept for the page numbers, and this much space around the dot leader. */
const PAGE_COLUMN = 36;
const LEADER_GAP = 6;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The page (counted from 0) where each citation's text starts among the body's drawn lines. The gate lists
 * citations in reading order, so each is looked for after the previous one, and from the start if not found there.
 */
export function locateCitations(lines: TracedLine[], citations: { text: string }[]): (number | undefined)[] {
  const starts: number[] = [];
  let stream = '';
  for (const line of lines) {
    starts.push(stream.length);
    stream += `${oneLine(line.text).toLowerCase()} `;
  }
  let cursor = 0;
  return citations.map(({ text }) => {
    const needle = toWinAnsi(oneLine(text)).toLowerCase();
    let at = stream.indexOf(needle, cursor);
    if (at < 0) at = stream.indexOf(needle);
    else cursor = at + needle.length;
    if (at < 0) return undefined;
    return lines[starts.findLastIndex((start) => start <= at)]?.page;
  });
}

/** The tables' pages as printed: a page's footer number is its place in the file, counted from 1. */
export function pagedTables(entries: TableEntries, flow: PageFlow): PagedTables {
  return {
    ...entries,
    tocPages: flow.headingPages.map((page) => page + 1),
    citationPages: locateCitations(flow.lines, entries.citations).map((page) => (page === undefined ? undefined : page + 1)),
  };
}

const widthOf = (doc: Pdf, text: string, size: number) => doc.font('Times-Roman').fontSize(size).widthOfString(toWinAnsi(text));

/**
 * A dot leader from `from` to `to`: its dots sit on one grid measured from the left margin, so the leaders of every
 * entry line up in columns, whatever each entry's text and page numbers.
 */
function drawLeader(doc: Pdf, flow: PageFlow, { from, to, baseline }: { from: number; to: number; baseline: number }): void {
  const { left, size } = flow.layout;
  const pitch = widthOf(doc, '. ', size);
  const first = left + Math.ceil((from - left) / pitch) * pitch;
  const dots = Math.floor((to - widthOf(doc, '.', size) - first) / pitch) + 1;
  if (dots > 0) drawText(doc, '. '.repeat(dots).trim(), { x: first, baseline, size });
}

/** One entry: its text from `x` (wrapped with a hanging indent), a dot leader, and its pages at the right margin. */
function drawEntry(doc: Pdf, flow: PageFlow, { x, pieces, pages, label }: {
  x: number; pieces: Piece[]; pages: string; label?: { text: string; x: number };
}): void {
  const { right, size, bodyPitch: pitch, bottom, top } = flow.layout;
  const pagesWidth = widthOf(doc, pages, size);
  const textRight = right - Math.max(pagesWidth, PAGE_COLUMN) - 2 * LEADER_GAP;
  const lines = typeset(doc, pieces, { size, firstWidth: textRight - x, width: textRight - x - HANGING });
  if (lines.length * pitch <= bottom - top) flow.keep(lines.length * pitch);
  lines.forEach((line, index) => {
    const first = index === 0;
    const lineX = first ? x : x + HANGING;
    const { baseline } = flow.line(pitch);
    if (first && label) drawText(doc, label.text, { x: label.x, baseline, size });
    drawLine(doc, line, { x: lineX, baseline, width: textRight - lineX, size, align: 'left' });
    if (index < lines.length - 1 || pages === '') return;
    drawLeader(doc, flow, { from: lineX + line.width + LEADER_GAP, to: right - pagesWidth - LEADER_GAP, baseline });
    drawText(doc, pages, { x: right, baseline, size, align: 'right' });
  });
}

/** An authority as the table prints it: the case name in italics, the rest of the citation in roman. */
export function authorityPieces(authority: Authority): Piece[] {
  const { long, caseName } = authority;
  if (!caseName || !long.startsWith(caseName)) return [{ text: long, style: {} }];
  return [{ text: caseName, style: { italic: true } }, { text: long.slice(caseName.length), style: {} }];
}

function drawTableTitle(doc: Pdf, flow: PageFlow, title: string): void {
  const { left, right, size, bodyPitch } = flow.layout;
  drawText(doc, title, { x: (left + right) / 2, baseline: flow.line(bodyPitch).baseline, size, style: { bold: true }, align: 'center' });
  drawText(doc, 'Page', { x: right, baseline: flow.line(bodyPitch).baseline, size, style: { bold: true }, align: 'right' });
}

/** The table of contents: numbered headings as in the body, subheadings under them, each with its page. */
export function drawContentsTable(doc: Pdf, flow: PageFlow, tables: PagedTables): void {
  const { left } = flow.layout;
  drawTableTitle(doc, flow, 'TABLE OF CONTENTS');
  tables.toc.forEach((entry, index) => {
    const pages = String(tables.tocPages[index] ?? '');
    const pieces = [{ text: entry.text, style: {} }];
    if (entry.level === 1) drawEntry(doc, flow, { x: left + INDENT, pieces, pages, label: { text: entry.label, x: left } });
    else drawEntry(doc, flow, { x: left + 2 * INDENT, pieces, pages });
  });
}

/**
 * The table of authorities by group. It lists what the paper cites; what the citation check found is the cite-check
 * report's and the export gate's to say, never the filed paper's.
 */
export function drawAuthoritiesTable(doc: Pdf, flow: PageFlow, tables: PagedTables): void {
  const { left, size, bodyPitch } = flow.layout;
  drawTableTitle(doc, flow, 'TABLE OF AUTHORITIES');
  for (const group of AUTHORITY_GROUPS) {
    const authorities = tables.authorities.filter((authority) => authority.category === group.category);
    if (authorities.length === 0) continue;
    flow.keep(2 * bodyPitch);
    drawText(doc, group.heading, { x: left, baseline: flow.line(bodyPitch).baseline, size, style: { bold: true } });
    for (const authority of authorities) {
      drawEntry(doc, flow, { x: left + INDENT, pieces: authorityPieces(authority), pages: pageList(authorityPages(tables, authority)) });
    }
  }
  if (tables.authorities.length === 0) {
    drawText(doc, 'No authorities are cited.', { x: left, baseline: flow.line(bodyPitch).baseline, size });
  }
}
