import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import { isCourtFiling, paperTitle } from './export-format';
import type { ExportInput } from './export-format';
import { drawSection, drawSignature, drawTitle } from './pdf-blocks';
import { drawCaption } from './pdf-caption';
import { PageFlow, pageLayout, writeFooters } from './pdf-page';
import { drawAuthoritiesTable, drawContentsTable, pagedTables } from './pdf-tables';
import type { Pdf } from './pdf-typeset';
import { tableEntries, type PagedTables, type TableEntries } from './tables-of-contents';

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

/**
 * One layout of the whole paper. With tables, they follow the caption or title on their own pages and the body
 * starts on a fresh page; pages are numbered in one sequence, so the tables print the same numbers as the footers.
 */
function layOut(input: ExportInput, tables: PagedTables | undefined) {
  const { title, content, format } = input;
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
  if (content.caption) drawCaption(doc, flow, content.caption);
  else drawTitle(doc, flow, title);
  if (tables) {
    flow.breakPage();
    drawContentsTable(doc, flow, tables);
    flow.breakPage();
    drawAuthoritiesTable(doc, flow, tables);
    flow.breakPage();
  }
  flow.traceLines = true;
  const courtFiling = isCourtFiling(content);
  content.sections.forEach((section, index) => drawSection(doc, flow, section, index, courtFiling));
  drawSignature(doc, flow, content.signatureBlock);
  writeFooters(doc, layout, paperTitle(input));
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
 * The draft as a PDF and, when asked for, the tables it prints with their pages (the Word export caches the same
 * page numbers in its fields).
 */
export async function exportPdfWithTables(input: ExportInput): Promise<{ pdf: Buffer; tables: PagedTables | undefined }> {
  if (!input.tables) return { pdf: await layOut(input, undefined).bytes, tables: undefined };
  const { bytes, tables } = layOutWithTables(input, tableEntries(input.content, input.tables.citations));
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
