import { describe, expect, it } from 'vitest';
import { gateCitations } from './citations.fixture';
import { exportDocx } from './export-docx';
import type { ExportFormat } from './export-format';
import { exportPdfWithTables } from './export-pdf';
import { memorandum } from './memorandum.fixture';
import { authorityPages, pageList } from './tables-of-contents';
import { unzip } from './unzip.fixture';

const PLEADING: ExportFormat = { pleadingPaper: true, minFontSizePt: 12 };

/** The Word file's field instructions, in order, spaces collapsed: each field's instruction runs joined. */
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const instructions = (xml: string) =>
  xml.split(/w:fldCharType="begin"/).slice(1).map((field) =>
    unescape([...field.split(/w:fldCharType="(?:separate|end)"/)[0]!.matchAll(/<w:instrText[^>]*>([^<]*)<\/w:instrText>/g)].map((match) => match[1]).join(''))
      .replace(/\s+/g, ' ').trim());
const textOf = (xml: string) => unescape([...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(''));

async function exported() {
  const content = memorandum();
  const citations = await gateCitations(content, ['Smith v. Jones, 999 F.4th 123 (9th Cir. 2031)']);
  const input = { title: 'Memorandum', content, format: PLEADING, tables: { citations } };
  const { tables } = await exportPdfWithTables(input);
  const files = unzip(await exportDocx(input, tables));
  return { tables: tables!, document: files.get('word/document.xml') ?? '', settings: files.get('word/settings.xml') ?? '' };
}

describe('exportDocx with tables', () => {
  it('writes a TOC field over the headings and a TOA field per category, cached with the PDF\'s pages, updated on opening', async () => {
    const { tables, document, settings } = await exported();
    const fields = instructions(document);
    expect(fields).toContain('TOC \\h \\o "1-3" \\u');
    // Without \\p Word lists every page on update, as the PDF does, rather than "passim".
    expect(fields.filter((field) => field.startsWith('TOA'))).toEqual(['TOA \\c 1', 'TOA \\c 2', 'TOA \\c 4']);
    expect(settings).toContain('<w:updateFields/>');
    const text = textOf(document);
    expect(text).toContain('TABLE OF CONTENTS');
    expect(text).toContain(`II. Statement of Facts${tables.tocPages[1]}`);
    for (const authority of tables.authorities) expect(text).toContain(`${authority.long}${pageList(authorityPages(tables, authority))}`);
    expect(text).not.toMatch(/not verified/i);
    expect(tables.authorities.map((authority) => authority.long)).toContain('Smith v. Jones, 999 F.4th 123 (9th Cir. 2031)');
    // The case name is italic in the table's entry, as in the PDF.
    expect(document).toMatch(/<w:rPr><w:i\/>(?:<w:iCs\/>)?<\/w:rPr><w:t xml:space="preserve">Ashcroft v\. Iqbal<\/w:t>/);
    expect(text.indexOf('TABLE OF AUTHORITIES')).toBeLessThan(text.indexOf('Plaintiff sues under'));
  });

  it('marks every place an authority is cited with a TA field, the case name italic in it', async () => {
    const { tables, document } = await exported();
    const marks = instructions(document).filter((field) => field.startsWith('TA '));
    const twombly = 'TA \\l "Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2007)" \\s "Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 570 (2007)" \\c 1';
    const rule = 'TA \\l "Fed. R. Civ. P. 12(b)(6)" \\s "Fed. R. Civ. P. 12(b)(6)" \\c 4';
    // Twombly, Id., the short form and the later short form; the rule three times.
    expect(marks.filter((mark) => mark === twombly)).toHaveLength(4);
    expect(marks.filter((mark) => mark === rule)).toHaveLength(3);
    expect(marks.filter((mark) => mark.includes('§ 1983'))).toHaveLength(2);
    expect(marks.filter((mark) => mark.includes('Smith v. Jones'))).toHaveLength(1);
    expect(document).toMatch(/<w:rPr><w:i\/>(?:<w:iCs\/>)?<\/w:rPr><w:instrText xml:space="preserve">Bell Atlantic Corp\. v\. Twombly<\/w:instrText>/);
    expect(marks).toHaveLength(tables.authorities.reduce((sum, authority) => sum + authority.occurrences.length, 0));
    // The field sits where the citation starts, not at the end of its paragraph.
    expect(textOf(document)).toContain('plausible on its face. Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 570 (2007).');
    expect(document).toMatch(/plausible on its face\. <\/w:t>[\s\S]{0,400}TA \\l &quot;<\/w:instrText>[\s\S]{0,200}>Bell Atlantic/);
  });
});
