import JSZip from 'jszip';
import { locationOf } from '../../../legal/review/answer';
import type { DocumentTableResponse, TableCell } from '../../../shared/api/documents';
import { toCsv } from '../admin/analytics-csv';

/** A cell as the files write it: the answer and where it is ("… — p. 2 ¶ 8"), or why there is none. */
export const cellText = (cell: TableCell) => (cell.quotation ? `${cell.answer} — ${locationOf(cell.quotation)}` : cell.answer);

/** The grid as rows of text: a header of questions, then a document title and its answers per row. */
export const tableGrid = (table: DocumentTableResponse): string[][] => [
  ['Document', ...table.questions],
  ...table.rows.map((row) => [row.documentTitle, ...row.cells.map(cellText)]),
];

/**
 * RFC 4180 CSV (CRLF, quoted fields where needed). Document titles and answers are the documents' own words, so a
 * cell a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe (toCsv does both).
 */
export const tableCsv = (table: DocumentTableResponse) => toCsv(tableGrid(table));

/** Excel's limit on one cell's text; a longer answer is cut there, and the cut says so. */
const CELL_MAX_CHARS = 32_767;
const CUT_MARK = ' … [cut: longer than a spreadsheet cell holds]';

const xmlText = (text: string) =>
  (text.length > CELL_MAX_CHARS ? text.slice(0, CELL_MAX_CHARS - CUT_MARK.length) + CUT_MARK : text)
    // Characters XML 1.0 cannot hold at all (control characters a PDF's text layer can carry).
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** "A", "B", … "Z", "AA": a column's letters from its 0-based index. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Review" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

/** The sheet: inline strings only, so no cell is ever a formula and no shared-strings part is needed. */
function sheetXml(grid: string[][]): string {
  const rows = grid.map((cells, r) => {
    const xml = cells.map((text, c) => `<c r="${columnName(c)}${r + 1}" t="inlineStr"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`);
    return `<row r="${r + 1}">${xml.join('')}</row>`;
  });
  const widths = grid[0]!.map((_, c) => `<col min="${c + 1}" max="${c + 1}" width="${c === 0 ? 36 : 60}" customWidth="1"/>`);
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><cols>${widths.join('')}</cols><sheetData>${rows.join('')}</sheetData></worksheet>`;
}

/** A minimal SpreadsheetML workbook (one sheet, "Review") that Excel, LibreOffice and Numbers open. */
export async function tableXlsx(table: DocumentTableResponse): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file('xl/workbook.xml', WORKBOOK);
  zip.file('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  zip.file('xl/worksheets/sheet1.xml', sheetXml(tableGrid(table)));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
