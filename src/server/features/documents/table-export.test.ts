import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { DocumentTableResponse } from '../../../shared/api/documents';
import { cellText, columnName, tableCsv, tableGrid, tableXlsx } from './table-export';

const quotation = (documentId: string, page: number, paragraph: number, text: string) => ({ documentId, documentTitle: documentId, page, paragraph, text });

const table: DocumentTableResponse = {
  questions: ['Can the lease be assigned?', 'What is the rent, "per month"?'],
  rows: [
    {
      documentId: 'a',
      documentTitle: 'Office Lease, 100 Main St.',
      cells: [
        { answered: true, answer: 'Tenant shall not assign without consent.', quotation: quotation('a', 2, 8, 'Tenant shall not assign without consent.') },
        { answered: true, answer: 'Rent is $12,000 "net"\nper month & <due> on the 1st.', quotation: quotation('a', 1, 6, 'Rent is $12,000') },
      ],
    },
    {
      documentId: 'b',
      documentTitle: '=HYPERLINK("http://evil.example","click")',
      cells: [
        { answered: true, answer: '-500 credit applies.', quotation: quotation('b', 3, 2, '-500 credit applies.') },
        { answered: false, answer: 'Not found in this document.', quotation: null },
      ],
    },
  ],
  engine: { label: 'offline engine', offline: true },
  tokensUsed: 0,
};

/** RFC 4180, read back: quoted fields may hold commas, doubled quotes and line breaks; records end with CRLF. */
function parseCsv(csv: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const ch = csv[i]!;
    if (quoted) {
      if (ch === '"' && csv[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && csv[i + 1] === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      i += 1;
    } else field += ch;
  }
  return records;
}

describe('the table as CSV', () => {
  it('round-trips every cell, with its page and paragraph', () => {
    const csv = tableCsv(table);
    expect(csv.endsWith('\r\n')).toBe(true);
    const grid = tableGrid(table);
    grid[2]![0] = `'${grid[2]![0]}`; // the guarded cells, as written
    grid[2]![1] = `'${grid[2]![1]}`;
    expect(parseCsv(csv)).toEqual(grid);
    expect(parseCsv(csv)[1]![1]).toBe('Tenant shall not assign without consent. — p. 2 ¶ 8');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    const [, , third] = parseCsv(tableCsv(table));
    expect(third![0]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(third![1]!.startsWith("'-500")).toBe(true);
    expect(third![2]).toBe('Not found in this document.');
  });
});

const unescapeXml = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** Every element opened is closed, in order: the sheet is well-formed XML. */
function expectWellFormed(xml: string) {
  const open: string[] = [];
  for (const [tag, closing, name, selfClosing] of xml.replace(/<\?xml[^>]*\?>/, '').matchAll(/<(\/)?([\w:]+)[^>]*?(\/)?>/g)) {
    if (selfClosing) continue;
    if (closing) expect(open.pop(), tag).toBe(name);
    else open.push(name!);
  }
  expect(open).toEqual([]);
}

describe('the table as XLSX', () => {
  it('is a workbook with the parts a spreadsheet needs, and its sheet holds the grid as inline strings', async () => {
    const zip = await JSZip.loadAsync(await tableXlsx(table));
    for (const part of ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml']) {
      expect(zip.file(part), part).not.toBeNull();
      expectWellFormed(await zip.file(part)!.async('string'));
    }
    expect(await zip.file('xl/_rels/workbook.xml.rels')!.async('string')).toContain('Target="worksheets/sheet1.xml"');

    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheet).not.toContain('<f>'); // never a formula
    const rows = [...sheet.matchAll(/<row r="(\d+)">(.*?)<\/row>/gs)].map(([, , cells]) =>
      [...cells!.matchAll(/<c r="([A-Z]+\d+)" t="inlineStr"><is><t xml:space="preserve">(.*?)<\/t><\/is><\/c>/gs)].map(([, ref, text]) => ({
        ref,
        text: unescapeXml(text!),
      })),
    );
    expect(rows.map((row) => row.map((cell) => cell.text))).toEqual(tableGrid(table));
    expect(rows[1]!.map((cell) => cell.ref)).toEqual(['A2', 'B2', 'C2']);
    expect(rows[1]![2]!.text).toBe(cellText(table.rows[0]!.cells[1]!));
    expect(rows[2]![0]!.text).toBe('=HYPERLINK("http://evil.example","click")'); // literal text, not a formula
  });

  it('drops characters XML cannot hold and cuts text longer than a cell holds, saying so', async () => {
    const long: DocumentTableResponse = {
      ...table,
      rows: [{ documentId: 'c', documentTitle: 'Scan\u0001ned', cells: [{ answered: true, answer: 'x'.repeat(40_000), quotation: null }, table.rows[1]!.cells[1]!] }],
    };
    const zip = await JSZip.loadAsync(await tableXlsx(long));
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheet).toContain('>Scanned<');
    const cut = /<c r="B2"[^>]*><is><t[^>]*>(.*?)<\/t>/.exec(sheet)![1]!;
    expect(cut.length).toBe(32_767);
    expect(cut.endsWith('[cut: longer than a spreadsheet cell holds]')).toBe(true);
  });

  it('names columns past Z', () => {
    expect([0, 25, 26, 27, 51, 52].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });
});
