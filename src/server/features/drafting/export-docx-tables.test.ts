import { describe, expect, it } from 'vitest';
import { gateCitations } from './citations.fixture';
import { exportDocx } from './export-docx';
import type { ExportFormat } from './export-format';
import { exportPdfWithTables } from './export-pdf';
import { memorandum } from './memorandum.fixture';
import { authorityPages, pageList } from './tables-of-contents';
import { unzip } from './unzip.fixture';

const PLEADING: ExportFormat = { pleadingPaper: true, minFontSizePt: 12 };

/** The Word file's field instructions, in order, spaces collapsed. */
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const instructions = (xml: string) =>
  [...xml.matchAll(/<w:instrText[^>]*>([^<]*)<\/w:instrText>/g)].map((match) => unescape(match[1]!).replace(/\s+/g, ' ').trim());
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
    expect(fields.filter((field) => field.startsWith('TOA'))).toEqual(['TOA \\c 1 \\p', 'TOA \\c 2 \\p', 'TOA \\c 4 \\p']);
    expect(settings).toContain('<w:updateFields/>');
    const text = textOf(document);
    expect(text).toContain('TABLE OF CONTENTS');
    expect(text).toContain(`II. STATEMENT OF FACTS${tables.tocPages[1]}`);
    for (const authority of tables.authorities) expect(text).toContain(`${authority.long}${pageList(authorityPages(tables, authority))}`);
    expect(text).toContain('Not in the table of authorities (not verified): Smith v. Jones, 999 F.4th 123 (9th Cir. 2031).');
    expect(text.indexOf('TABLE OF AUTHORITIES')).toBeLessThan(text.indexOf('Plaintiff sues under'));
  });

  it('marks every place a verified authority is cited with a TA field, and none for the unverified one', async () => {
    const { tables, document } = await exported();
    const marks = instructions(document).filter((field) => field.startsWith('TA '));
    const twombly = 'TA \\l "Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2007)" \\s "Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 570 (2007)" \\c 1';
    const rule = 'TA \\l "Fed. R. Civ. P. 12(b)(6)" \\s "Fed. R. Civ. P. 12(b)(6)" \\c 4';
    // Twombly, Id., the short form and the later short form; the rule three times.
    expect(marks.filter((mark) => mark === twombly)).toHaveLength(4);
    expect(marks.filter((mark) => mark === rule)).toHaveLength(3);
    expect(marks.filter((mark) => mark.includes('§ 1983'))).toHaveLength(2);
    expect(marks.some((mark) => mark.includes('Smith v. Jones'))).toBe(false);
    expect(marks).toHaveLength(tables.authorities.reduce((sum, authority) => sum + authority.occurrences.length, 0));
    // The field sits where the citation starts, not at the end of its paragraph.
    expect(textOf(document)).toContain('plausible on its face. Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 570 (2007).');
    expect(document).toMatch(/plausible on its face\. <\/w:t>[\s\S]{0,400}TA \\l &quot;Bell Atlantic/);
  });
});
