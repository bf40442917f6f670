import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import { isCourtFiling, paperTitle, sectionLabel } from './export-format';
import type { ExportInput } from './export-format';
import { attorneyHeaderLines, filingParts, headingUnderCaption, partSignature, sectionNumbers } from '../../../legal/drafting/filing-parts';
import { drawBlocks, drawSection, drawSignature, drawTitle, signatureHeight } from './pdf-blocks';
import { drawCaption } from './pdf-caption';
import { PageFlow, pageLayout, writeFooters, type PaperTitle } from './pdf-page';
import { drawAuthoritiesTable, drawContentsTable, pagedTables } from './pdf-tables';
import type { Pdf } from './pdf-typeset';
import { tableEntries, type PagedTables, type TableEntries } from './tables-of-contents';
import { tablesPlacement } from './tables-placement';

function bytesOf(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

const require = createRequire(import.meta.url);
let loadedPdfKit: typeof PDFDocument | undefined;

/**
 * pdfkit, with fontkit and its font decoders, loaded at the first export rather than at start: about 8 MB of JS heap
 * and 28 MB of RSS that a server nobody exports a PDF from need not hold (issue #16, server memory).
 */
const pdfDocumentClass = () => (loadedPdfKit ??= require('pdfkit') as typeof PDFDocument);

/** Tables are laid out again until the pages they print are the pages the body lands on; in practice twice. */
const MAX_LAYOUTS = 4;

/** The tables on their own pages, the body after them starting on a fresh page. */
function drawTables(doc: Pdf, flow: PageFlow, tables: PagedTables): void {
  flow.breakPage();
  drawContentsTable(doc, flow, tables);
  flow.breakPage();
  drawAuthoritiesTable(doc, flow, tables);
  flow.breakPage();
}

/**
 * One layout of the whole filing. With tables, they follow the caption or title of the paper that carries them (the
 * first, or a brief filed after its motion) on their own pages, and that paper's body starts on a fresh page; pages are
 * numbered in one sequence, so the tables print the same numbers as the footers. Only the lines and headings of the
 * paper carrying the tables are traced, so they list its headings and the pages of its citations.
 * Each paper of the filing opens as its layout says (the caption again, a new page, or its title where the last
 * ended), numbers its own sections and ends with its own signature.
 */
function layOut(input: ExportInput, tables: PagedTables | undefined) {
  const { title, content, format, filing } = input;
  const layout = pageLayout(format);
  // Pages stay in memory until the end, so each footer can say how many pages there are.
  const doc: Pdf = new (pdfDocumentClass())({
    size: 'LETTER',
    margin: 72,
    bufferPages: true,
    displayTitle: true,
    lang: 'en-US',
    info: { Title: title, Creator: 'VolnaDraft' },
  });
  const bytes = bytesOf(doc);
  const flow = new PageFlow(doc, layout);
  // Every paper's first page carries them, not only the filing's (Cal. Rules of Court, rules 2.111, 3.1110(b)).
  const attorneyLines = filing?.attorneyBlock ? attorneyHeaderLines(content.signatureBlock) : [];
  const captionOptions = filing ? { numberLabel: filing.numberLabel, hearing: filing.hearing, attorneyLines } : {};
  if (content.caption) drawCaption(doc, flow, content.caption, captionOptions);
  else drawTitle(doc, flow, title);
  const courtFiling = isCourtFiling(content);
  const parts = filingParts(content, filing?.parts);
  const placement = tablesPlacement(content, parts, filing?.tablesIn);
  if (tables && placement.partIndex === 0) drawTables(doc, flow, tables);
  const numbers = sectionNumbers(content, parts);
  const titles: PaperTitle[] = [{ page: 0, title: paperTitle(input) }];
  parts.forEach((part, partIndex) => {
    const captioned = partIndex > 0 && part.opening === 'caption' && content.caption;
    // A paper that follows on the same page is set a line apart from the signature above it.
    if (partIndex > 0 && part.opening === 'continues') flow.skip(layout.bodyPitch);
    if (partIndex > 0 && part.opening !== 'continues') {
      flow.breakPage();
      titles.push({ page: flow.page, title: part.title });
    }
    if (captioned) drawCaption(doc, flow, { ...content.caption!, documentTitle: part.title }, captionOptions);
    if (tables && partIndex > 0 && partIndex === placement.partIndex) drawTables(doc, flow, tables);
    // The first paper's tables cover the whole filing, as they always have; a later paper's, that paper alone.
    flow.traceLines = placement.partIndex === 0 || partIndex === placement.partIndex;
    const signature = partSignature(part, content.signatureBlock);
    const below = signatureHeight(doc, flow, signature);
    part.sections.forEach(({ section, index }, position) => {
      const signatureBelow = position === part.sections.length - 1 ? below : 0;
      if (captioned && position === 0) {
        // The caption names the paper; its first heading shows only what the caption does not say.
        const rest = headingUnderCaption(part);
        if (rest) drawSection(doc, flow, { ...section, heading: rest }, null, courtFiling, signatureBelow);
        else {
          flow.recordHeading(flow.page);
          drawBlocks(doc, flow, section, signatureBelow);
        }
      } else drawSection(doc, flow, section, numbers[index] ?? null, courtFiling, signatureBelow);
    });
    drawSignature(doc, flow, signature);
  });
  writeFooters(doc, layout, titles);
  doc.end();
  return { bytes, flow };
}

const samePages = (a: PagedTables, b: PagedTables) =>
  JSON.stringify([a.tocPages, a.citationPages]) === JSON.stringify([b.tocPages, b.citationPages]);

/** Lays the paper out with the tables' pages from the previous layout until they agree with where the body lands. */
function layOutWithTables(input: ExportInput, entries: TableEntries) {
  let tables: PagedTables = { ...entries, tocPages: [], citationPages: [] };
  for (let attempt = 1; ; attempt += 1) {
    const { bytes, flow } = layOut(input, tables);
    const landed = pagedTables(entries, flow);
    if (samePages(tables, landed) || attempt === MAX_LAYOUTS) return { bytes, tables: landed };
    tables = landed;
  }
}

/**
 * The table of contents as the filing prints its headings: each paper numbers its own sections, a paper's title is
 * not numbered, and no heading is upper-cased.
 */
function withPaperNumbers(entries: TableEntries, input: ExportInput, sections: number[]): TableEntries {
  const { content } = input;
  const numbers = sectionNumbers(content, filingParts(content, input.filing?.parts));
  const courtFiling = isCourtFiling(content);
  let listed = -1;
  const toc = entries.toc.map((entry) => {
    if (entry.level !== 1) return entry;
    listed += 1;
    const section = sections[listed] ?? -1;
    const number = numbers[section] ?? null;
    return { ...entry, label: number === null ? '' : sectionLabel(number - 1, courtFiling), text: content.sections[section]?.heading ?? entry.text };
  });
  return { ...entries, toc };
}

/**
 * The draft as a PDF and, when asked for, the tables it prints with their pages (the Word export caches the same
 * page numbers in its fields).
 */
export async function exportPdfWithTables(input: ExportInput): Promise<{ pdf: Buffer; tables: PagedTables | undefined }> {
  if (!input.tables) return { pdf: await layOut(input, undefined).bytes, tables: undefined };
  const { content, filing } = input;
  const { sections } = tablesPlacement(content, filingParts(content, filing?.parts), filing?.tablesIn);
  const entries = tableEntries(content, input.tables.citations, sections);
  const { bytes, tables } = layOutWithTables(input, withPaperNumbers(entries, input, sections));
  return { pdf: await bytes, tables };
}

/**
 * The draft as a PDF ready to file or send: US Letter, one-inch margins, Times, a caption or a title, numbered
 * headings and clauses, "Page X of Y" on every page, California pleading paper when the rule pack asks for it, and
 * a table of contents and a table of authorities when asked for.
 */
export async function exportPdf(input: ExportInput): Promise<Buffer> {
  return (await exportPdfWithTables(input)).pdf;
}
