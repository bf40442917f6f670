import {
  AlignmentType, BorderStyle, bookmarkUniqueNumericId, Document, Footer, HeadingLevel, LineNumberRestartFormat,
  Packer, PageNumber, Paragraph, TextRun,
} from 'docx';
import type { FileChild, ISectionOptions } from 'docx';
import { attorneyHeaderLines, filingParts, headingUnderCaption, partSignature, sectionNumbers } from '../../../legal/drafting/filing-parts';
import { attorneyBlockParagraphs, captionTable } from './docx-caption';
import { sectionParagraphs, signatureParagraphs } from './docx-blocks';
import { coveredEnd, markedContent, tablesParagraphs, type CoveredPaper } from './docx-tables';
import { BODY_STYLE_ID, documentNumbering, documentStyles } from './docx-styles';
import { xmlSafe } from './docx-text';
import { bodyFontSizePt, isCourtFiling, paperTitle } from './export-format';
import type { ExportFormat, ExportInput } from './export-format';
import type { PagedTables } from './tables-of-contents';
import { tablesPlacement } from './tables-placement';

const INCH = 1440;

type Chapter = { title: string; children: FileChild[] };

/** The bookmark the TOC field of a later paper's tables reads its headings from. */
const BRIEF_BOOKMARK = 'Brief';

/**
 * The filing's papers, each a Word section of its own when it opens on a new page (so its footer carries its own
 * title): the first with the caption or title, then each paper's sections numbered within it (a numbering instance
 * per paper) and its signature. The tables follow the caption of the paper that carries them: the first, or a brief
 * filed after its motion, whose content is then bookmarked for the TOC field.
 */
function chapters(input: ExportInput, tables: PagedTables | undefined): Chapter[] {
  const { title, content, filing } = input;
  const captionOptions = filing ? { numberLabel: filing.numberLabel, hearing: filing.hearing } : {};
  // Every paper's first page carries the attorney block and the hearing lines (Cal. Rules of Court, rules 2.111, 3.1110(b)).
  const captionOf = (caption: NonNullable<typeof content.caption>) => [
    ...(filing?.attorneyBlock ? attorneyBlockParagraphs(attorneyHeaderLines(content.signatureBlock)) : []),
    captionTable(caption, captionOptions),
    new Paragraph({ style: BODY_STYLE_ID, children: [] }),
  ];
  const opening = content.caption
    ? captionOf(content.caption)
    : [new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(xmlSafe(title))] })];
  const marked = tables ? markedContent(tables) : undefined;
  const parts = filingParts(content, filing?.parts);
  const numbers = sectionNumbers(content, parts);
  const { partIndex: tablesPart } = tablesPlacement(content, parts, filing?.tablesIn);
  const covered: CoveredPaper | undefined = tables && tablesPart > 0 ? { name: BRIEF_BOOKMARK, id: bookmarkUniqueNumericId() } : undefined;
  const result: Chapter[] = [{ title: paperTitle(input), children: [...opening, ...(tables && tablesPart === 0 ? tablesParagraphs(tables) : [])] }];
  parts.forEach((part, partIndex) => {
    const captioned = partIndex > 0 && part.opening === 'caption' && content.caption;
    if (partIndex > 0 && part.opening !== 'continues') result.push({ title: part.title, children: [] });
    const children = result.at(-1)!.children;
    if (captioned) children.push(...captionOf({ ...content.caption!, documentTitle: part.title }));
    if (tables && covered && partIndex === tablesPart) children.push(...tablesParagraphs(tables, covered));
    part.sections.forEach(({ section, index }, position) => {
      const number = numbers[index] ?? null;
      // Under a caption that names the paper, its first heading shows only what the caption does not say.
      const rest = captioned && position === 0 ? headingUnderCaption(part) : section.heading;
      const shown = rest === null ? section : { ...section, heading: rest };
      children.push(...sectionParagraphs(shown, marked?.(index), { numbered: number !== null, instance: partIndex + 1, shown: rest !== null }));
    });
    children.push(...signatureParagraphs(partSignature(part, content.signatureBlock)));
    if (covered && partIndex === tablesPart) children.push(new Paragraph({ children: [coveredEnd(covered)] }));
  });
  return result;
}

/**
 * "Page X of Y" with Word's own PAGE and NUMPAGES fields. On pleading paper the title of the paper follows below a
 * rule, as Cal. Rules of Court, rule 2.110 asks of every page's footer.
 */
function pageFooter(input: ExportInput, title: string): Footer {
  // Line numbers belong to the page's text, not to its footer.
  const pageNumber = new Paragraph({
    alignment: AlignmentType.CENTER,
    suppressLineNumbers: true,
    children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] })],
  });
  if (!input.format.pleadingPaper) return new Footer({ children: [pageNumber] });
  const titleLine = new Paragraph({
    alignment: AlignmentType.CENTER,
    suppressLineNumbers: true,
    border: { top: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
    children: [new TextRun(xmlSafe(title))],
  });
  return new Footer({ children: [pageNumber, titleLine] });
}

/**
 * Pleading paper approximated with Word's own line numbering: numbers in the left margin restarting on each page,
 * with double-spaced body text (Cal. Rules of Court, rule 2.108). The ruled borders of printed pleading paper are not
 * drawn; the rule asks for numbered, spaced lines.
 */
function sectionProperties(format: ExportFormat): ISectionOptions['properties'] {
  const margin = { top: INCH, bottom: INCH, left: INCH, right: INCH };
  if (!format.pleadingPaper) return { page: { margin } };
  return { page: { margin }, lineNumbers: { countBy: 1, restart: LineNumberRestartFormat.NEW_PAGE, distance: 360 } };
}

/**
 * The draft as a Word document: named styles, a caption for court filings, real numbering, paged footer, and, when
 * given `tables` (laid out by the PDF export, whose page numbers they cache), TOC and TOA fields Word refreshes on opening.
 */
export async function renderDocx(input: ExportInput, tables?: PagedTables): Promise<Buffer> {
  const courtFiling = isCourtFiling(input.content);
  const document = new Document({
    title: xmlSafe(input.title),
    styles: documentStyles({ pleadingPaper: input.format.pleadingPaper, courtFiling, bodySizePt: bodyFontSizePt(input.format) }),
    numbering: documentNumbering(courtFiling),
    ...(tables ? { features: { updateFields: true } } : {}),
    sections: chapters(input, tables).map((chapter) => ({
      properties: sectionProperties(input.format),
      footers: { default: pageFooter(input, chapter.title) },
      children: chapter.children,
    })),
  });
  return Packer.toBuffer(document);
}
