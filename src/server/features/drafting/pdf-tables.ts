import type { PageFlow, TracedLine } from './pdf-page';
import { drawLine, drawText, typeset, type Pdf, type TextStyle } from './pdf-typeset';
import { toWinAnsi } from './pdf-winansi';
import {
  AUTHORITY_GROUPS, authorityPages, pageList, unverifiedNote, type PagedTables, type TableEntries,
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

/** One entry: its text from `x` (wrapped with a hanging indent), a dot leader, and its pages at the right margin. */
function drawEntry(doc: Pdf, flow: PageFlow, { x, text, pages, label, style = {} }: {
  x: number; text: string; pages: string; label?: { text: string; x: number }; style?: TextStyle;
}): void {
  const { right, size, bodyPitch: pitch, bottom, top } = flow.layout;
  const pagesWidth = widthOf(doc, pages, size);
  const textRight = right - Math.max(pagesWidth, PAGE_COLUMN) - 2 * LEADER_GAP;
  const lines = typeset(doc, [{ text, style }], { size, firstWidth: textRight - x, width: textRight - x - HANGING });
  if (lines.length * pitch <= bottom - top) flow.keep(lines.length * pitch);
  lines.forEach((line, index) => {
    const first = index === 0;
    const lineX = first ? x : x + HANGING;
    const { baseline } = flow.line(pitch);
    if (first && label) drawText(doc, label.text, { x: label.x, baseline, size, style });
    drawLine(doc, line, { x: lineX, baseline, width: textRight - lineX, size, align: 'left' });
    if (index < lines.length - 1) return;
    const dotsFrom = lineX + line.width + LEADER_GAP;
    const dotsTo = right - pagesWidth - LEADER_GAP;
    const dots = Math.floor((dotsTo - dotsFrom) / widthOf(doc, '. ', size));
    if (dots > 0 && pages !== '') drawText(doc, '. '.repeat(dots).trim(), { x: dotsTo, baseline, size, align: 'right' });
    if (pages !== '') drawText(doc, pages, { x: right, baseline, size, align: 'right' });
  });
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
    if (entry.level === 1) drawEntry(doc, flow, { x: left + INDENT, text: entry.text, pages, label: { text: entry.label, x: left } });
    else drawEntry(doc, flow, { x: left + 2 * INDENT, text: entry.text, pages });
  });
}

/** The table of authorities by group, then the line naming the citations it leaves out because they are not verified. */
export function drawAuthoritiesTable(doc: Pdf, flow: PageFlow, tables: PagedTables): void {
  const { left, right, size, bodyPitch } = flow.layout;
  drawTableTitle(doc, flow, 'TABLE OF AUTHORITIES');
  for (const group of AUTHORITY_GROUPS) {
    const authorities = tables.authorities.filter((authority) => authority.category === group.category);
    if (authorities.length === 0) continue;
    flow.keep(2 * bodyPitch);
    drawText(doc, group.heading, { x: left, baseline: flow.line(bodyPitch).baseline, size, style: { bold: true } });
    for (const authority of authorities) {
      drawEntry(doc, flow, { x: left + INDENT, text: authority.long, pages: pageList(authorityPages(tables, authority)) });
    }
  }
  if (tables.authorities.length === 0) {
    drawText(doc, 'No verified authorities are cited.', { x: left, baseline: flow.line(bodyPitch).baseline, size });
  }
  const note = unverifiedNote(tables.unverified);
  if (!note) return;
  flow.line(bodyPitch);
  for (const line of typeset(doc, [{ text: note, style: { italic: true } }], { size, width: right - left })) {
    drawLine(doc, line, { x: left, baseline: flow.line(bodyPitch).baseline, width: right - left, size, align: 'left' });
  }
}
