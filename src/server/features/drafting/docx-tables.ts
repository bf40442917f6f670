import {
  AlignmentType, BookmarkEnd, BookmarkStart, BuilderElement, LeaderType, PageBreak, Paragraph, Tab, TableOfContents, TabStopPosition,
  TabStopType, TextRun,
} from 'docx';
import type { FileChild, ParagraphChild } from 'docx';
import type { Run } from '../../../legal/drafting';
import type { BlockContent } from './docx-blocks';
import { richText, xmlSafe } from './docx-text';
import { AUTHORITY_GROUPS, authorityPages, pageList, type Authority, type PagedTables } from './tables-of-contents';

const HALF_INCH = 720;
const RIGHT_DOT_LEADER = [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX, leader: LeaderType.DOT }];

/** A field instruction's quoted argument: a quotation mark inside it is escaped as Word writes it. */
const quoted = (text: string) => `"${xmlSafe(text).replace(/\s+/g, ' ').trim().replace(/"/g, '\\"')}"`;

const fieldChar = (type: 'begin' | 'separate' | 'end', dirty = false) => new TextRun({
  children: [new BuilderElement({
    name: 'w:fldChar',
    attributes: { type: { key: 'w:fldCharType', value: type }, ...(dirty ? { dirty: { key: 'w:dirty', value: true } } : {}) },
  })],
});

/** A field's instruction text (`w:instrText`), its spaces kept. */
class InstructionText extends BuilderElement {
  constructor(text: string) {
    super({ name: 'w:instrText', attributes: { space: { key: 'xml:space', value: 'preserve' } } });
    this.root.push(text);
  }
}

const instruction = (text: string, italics = false) => new TextRun({ ...(italics ? { italics } : {}), children: [new InstructionText(text)] });

/** The parts of an authority's citation, the case name in italics: Word keeps the formatting of the TA field's text. */
function authorityParts(authority: Authority): { text: string; italics: boolean }[] {
  const { long, caseName } = authority;
  if (!caseName || !long.startsWith(caseName)) return [{ text: long, italics: false }];
  return [{ text: caseName, italics: true }, { text: long.slice(caseName.length), italics: false }];
}

const fieldText = (text: string) => xmlSafe(text).replace(/\s+/g, ' ').replace(/"/g, '\\"');

const categoryOf = (authority: Authority) => AUTHORITY_GROUPS.find((group) => group.category === authority.category)!.wordCategory;

/**
 * `TA \l "long" \s "short" \c N`: marks where an authority is cited, for Word's TOA field to find when it updates;
 * the case name in the long citation is in italics there too, so an updated table sets it as this one does.
 */
export const authorityMark = (authority: Authority): ParagraphChild[] => [
  fieldChar('begin'),
  instruction(' TA \\l "'),
  ...authorityParts(authority).map((part) => instruction(fieldText(part.text), part.italics)),
  instruction(`" \\s ${quoted(authority.short)} \\c ${categoryOf(authority)} `),
  fieldChar('end'),
];

const tableTitle = (text: string, pageBreakBefore: boolean) => new Paragraph({
  alignment: AlignmentType.CENTER,
  keepNext: true,
  spacing: { after: 240 },
  children: [...(pageBreakBefore ? [new PageBreak()] : []), new TextRun({ text, bold: true })],
});

/**
 * One category's TOA field, its cached result our entries with the PDF's page numbers, so the file reads right as
 * written. Without `\p`, Word lists every page when it updates the field, as the PDF does, instead of "passim".
 */
function authorityField(group: (typeof AUTHORITY_GROUPS)[number], authorities: Authority[], tables: PagedTables): Paragraph[] {
  const last = authorities.length - 1;
  return authorities.map((authority, index) => new Paragraph({
    tabStops: RIGHT_DOT_LEADER,
    indent: { left: HALF_INCH, hanging: HALF_INCH / 2 },
    spacing: { after: 120 },
    children: [
      ...(index === 0 ? [fieldChar('begin', true), instruction(` TOA \\c ${group.wordCategory} `), fieldChar('separate')] : []),
      ...authorityParts(authority).map((part) => new TextRun({ text: xmlSafe(part.text), ...(part.italics ? { italics: true } : {}) })),
      new TextRun({ children: [new Tab(), pageList(authorityPages(tables, authority))] }),
      ...(index === last ? [fieldChar('end')] : []),
    ],
  }));
}

/** A Word bookmark around the paper the tables cover: it starts after them and ends where the paper does. */
export type CoveredPaper = { name: string; id: number };

/**
 * The bookmark's start and end, each in its own paragraph. docx documents BookmarkStart and BookmarkEnd as paragraph
 * children for a bookmark across paragraphs, but its ParagraphChild type leaves them out.
 */
export const coveredStart = ({ name, id }: CoveredPaper) => new BookmarkStart(name, id) as unknown as ParagraphChild;
export const coveredEnd = ({ id }: CoveredPaper) => new BookmarkEnd(id) as unknown as ParagraphChild;

/**
 * The table of contents (Word's TOC field over the heading styles) and the table of authorities (a TOA field per
 * category), each on its own page after the caption, with the entries and pages the PDF prints as their cached result.
 * With `covered`, the TOC field takes its headings from that bookmark alone (`\b`), so Word's update keeps listing
 * only the brief's; the TOA field needs no such limit, since only the brief's citations carry TA marks.
 */
export function tablesParagraphs(tables: PagedTables, covered?: CoveredPaper): FileChild[] {
  const toc = new TableOfContents('Table of Contents', {
    headingStyleRange: '1-3',
    hyperlink: true,
    useAppliedParagraphOutlineLevel: true,
    ...(covered ? { entriesFromBookmark: covered.name } : {}),
    cachedEntries: tables.toc.map((entry, index) => ({
      title: xmlSafe(entry.label ? `${entry.label} ${entry.text}` : entry.text),
      level: entry.level,
      ...(tables.tocPages[index] === undefined ? {} : { page: tables.tocPages[index] }),
    })),
  });
  const groups = AUTHORITY_GROUPS.flatMap((group) => {
    const authorities = tables.authorities.filter((authority) => authority.category === group.category);
    if (authorities.length === 0) return [];
    return [new Paragraph({ keepNext: true, spacing: { before: 240, after: 120 }, children: [new TextRun({ text: group.heading, bold: true })] }), ...authorityField(group, authorities, tables)];
  });
  return [
    tableTitle('TABLE OF CONTENTS', true),
    toc,
    tableTitle('TABLE OF AUTHORITIES', true),
    ...groups,
    new Paragraph({ children: [new PageBreak(), ...(covered ? [coveredStart(covered)] : [])] }),
  ];
}

type Occurrence = { text: string; authority: Authority | undefined };

const pattern = (text: string) => new RegExp(text.trim().split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'), 'i');

/** The runs cut at `at` (an offset in their joined text), so a field can go between them. */
function splitAt(runs: Run[], at: number): [Run[], Run[]] {
  const before: Run[] = [];
  const after: Run[] = [];
  let offset = 0;
  for (const run of runs) {
    const end = offset + run.text.length;
    if (end <= at) before.push(run);
    else if (offset >= at) after.push(run);
    else {
      before.push({ ...run, text: run.text.slice(0, at - offset) });
      after.push({ ...run, text: run.text.slice(at - offset) });
    }
    offset = end;
  }
  return [before, after];
}

/**
 * Places TA fields in one section's blocks where each verified citation starts. Citations are met in reading
 * order; one not found in the remaining blocks (it is in the heading) is passed over.
 */
function sectionMarker(occurrences: Occurrence[], blocks: Run[][]): (blockIndex: number) => ParagraphChild[] {
  const cuts = new Map<number, { at: number; authority: Authority }[]>();
  let next = 0;
  blocks.forEach((runs, blockIndex) => {
    const text = runs.map((run) => run.text).join('');
    let cursor = 0;
    while (next < occurrences.length) {
      const occurrence = occurrences[next]!;
      const found = pattern(occurrence.text).exec(text.slice(cursor));
      if (!found) {
        const later = blocks.slice(blockIndex + 1).some((rest) => pattern(occurrence.text).test(rest.map((run) => run.text).join('')));
        if (later) break;
        next += 1;
        continue;
      }
      const at = cursor + found.index;
      if (occurrence.authority) cuts.set(blockIndex, [...(cuts.get(blockIndex) ?? []), { at, authority: occurrence.authority }]);
      cursor = at + found[0].length;
      next += 1;
    }
  });
  return (blockIndex) => {
    const runs = blocks[blockIndex] ?? [];
    const children: ParagraphChild[] = [];
    let rest = runs;
    let consumed = 0;
    for (const { at, authority } of cuts.get(blockIndex) ?? []) {
      const [before, after] = splitAt(rest, at - consumed);
      children.push(...richText(before), ...authorityMark(authority));
      rest = after;
      consumed = at;
    }
    return [...children, ...richText(rest)];
  };
}

/** Each section's citations in reading order, with the authority each verified one is listed under. */
function occurrencesBySection(tables: PagedTables): Map<number, Occurrence[]> {
  const authorityOf = new Map<number, Authority>();
  for (const authority of tables.authorities) for (const index of authority.occurrences) authorityOf.set(index, authority);
  const bySection = new Map<number, Occurrence[]>();
  tables.citations.forEach((citation, index) => {
    const section = citation.sectionIndex;
    if (section === undefined) return;
    bySection.set(section, [...(bySection.get(section) ?? []), { text: citation.text, authority: authorityOf.get(index) }]);
  });
  return bySection;
}

/** The content of each section's blocks with TA fields where the table's authorities are cited. */
export function markedContent(tables: PagedTables): (sectionIndex: number) => BlockContent {
  const bySection = occurrencesBySection(tables);
  return (sectionIndex) => {
    let marker: ((blockIndex: number) => ParagraphChild[]) | undefined;
    return (blockIndex, outlined) => {
      marker ??= sectionMarker(bySection.get(sectionIndex) ?? [], outlined.map(({ block }) => block.runs));
      return marker(blockIndex);
    };
  };
}
