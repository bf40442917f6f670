import { describe, expect, it } from 'vitest';
import { gateCitations } from './citations.fixture';
import { buildContent } from './content.fixture';
import { cite, filler, memorandum } from './memorandum.fixture';
import type { ExportFormat } from './export-format';
import { exportPdfWithTables } from './export-pdf';
import { pdfFontedItems } from './pdf-fonts.fixture';
import { pdfPages, type PdfPage } from './pdf-text.fixture';

const PLEADING: ExportFormat = { pleadingPaper: true, minFontSizePt: 12 };
const PLAIN: ExportFormat = { pleadingPaper: false, minFontSizePt: 12 };

const oneLine = (text: string) => text.replace(/\s+/g, ' ');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page's lines without the pleading paper's line numbers down the margin. */
function textLines(page: PdfPage): string[] {
  const pleadingPaper = page.items.some((item) => item.x < 60 && /^\d+$/.test(item.text));
  return pleadingPaper ? page.lines.map((line) => line.replace(/^\d+(?: |$)/, '')).filter((line) => line !== '') : page.lines;
}

/** The table pages' text, in one line, and the pages (numbered as in the footers) whose text matches `pattern`. */
const tablesText = (pages: PdfPage[], from: number, to: number) => oneLine(pages.slice(from, to).map((page) => textLines(page).join(' ')).join(' '));
const pagesWith = (pages: PdfPage[], firstBodyPage: number, pattern: RegExp) =>
  pages.flatMap((page, index) => (index >= firstBodyPage && pattern.test(oneLine(textLines(page).join(' '))) ? [index + 1] : []));

/** The pages a table prints after `entry` and its dot leader: "3, 7" as numbers, or "passim". */
function printedPages(text: string, entry: string): number[] | 'passim' {
  const found = new RegExp(`${escape(entry)}[ .]*?(passim|\\d+(?:, \\d+)*)(?= |$)`).exec(text);
  if (!found) throw new Error(`"${entry}" is not in the table`);
  return found[1] === 'passim' ? 'passim' : found[1]!.split(', ').map(Number);
}

describe('exportPdf with tables', () => {
  it('prints a table of contents and a table of authorities whose page numbers are the pages the text lands on', async () => {
    const content = memorandum();
    const citations = await gateCitations(content, ['Smith v. Jones, 999 F.4th 123 (9th Cir. 2031)']);
    const { pdf, tables } = await exportPdfWithTables({ title: 'Memorandum', content, format: PLEADING, tables: { citations } });
    const { pages } = await pdfPages(pdf);
    const bodyStart = pages.findIndex((page) => textLines(page).includes('I. Introduction'));
    const tocPage = pages.findIndex((page) => page.text.includes('TABLE OF CONTENTS'));
    const toaPage = pages.findIndex((page) => page.text.includes('TABLE OF AUTHORITIES'));
    expect(pages[0]?.text).toContain('Memorandum of Points and Authorities');
    expect([tocPage, toaPage]).toEqual([1, 2]);
    expect(bodyStart).toBe(3);
    expect(pages.length).toBeGreaterThan(bodyStart + 3);
    expect(pages[bodyStart]?.text).toContain(`Page ${bodyStart + 1} of ${pages.length}`);

    const toc = tablesText(pages, tocPage, toaPage);
    for (const heading of ['Introduction', 'Statement of Facts', 'Argument', 'Conclusion']) {
      expect(printedPages(toc, heading)).toEqual(pagesWith(pages, bodyStart, new RegExp(`^(?:.* )?[IV]+\\. ${heading}(?: |$)`)).slice(0, 1));
    }
    expect(printedPages(toc, 'A. The complaint does not state a plausible claim'))
      .toEqual(pagesWith(pages, bodyStart, /A\. The complaint does not state a plausible claim/));

    const toa = tablesText(pages, toaPage, bodyStart);
    expect(toa.indexOf('Cases')).toBeLessThan(toa.indexOf('Ashcroft v. Iqbal'));
    expect(toa.indexOf('Ashcroft v. Iqbal')).toBeLessThan(toa.indexOf('Bell Atlantic Corp. v. Twombly'));
    expect(toa.indexOf('Statutes')).toBeLessThan(toa.indexOf('42 U.S.C. § 1983'));
    expect(toa.indexOf('Rules')).toBeLessThan(toa.indexOf('Fed. R. Civ. P. 12(b)(6)'));
    // Twombly's pin cite is not its entry; its short forms and the Id. after it are its occurrences.
    expect(toa).not.toContain('544, 570');
    const twomblyPages = pagesWith(pages, bodyStart, /550 U\.S\.|Id\. at 555/);
    expect(twomblyPages.length).toBeGreaterThan(1);
    expect(printedPages(toa, 'Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2007)')).toEqual(twomblyPages);
    expect(printedPages(toa, 'Ashcroft v. Iqbal, 556 U.S. 662 (2009)')).toEqual(pagesWith(pages, bodyStart, /556 U\.S\. 662/));
    expect(printedPages(toa, '42 U.S.C. § 1983')).toEqual(pagesWith(pages, bodyStart, /42 U\.S\.C\. § 1983/));
    expect(printedPages(toa, 'Fed. R. Civ. P. 12(b)(6)')).toEqual(pagesWith(pages, bodyStart, /Fed\. R\. Civ\. P\. 12\(b\)\(6\)/));
    // A case the corpus could not verify is cited in the paper, so the table lists it; what the check found is not printed.
    expect(printedPages(toa, 'Smith v. Jones, 999 F.4th 123 (9th Cir. 2031)')).toEqual(pagesWith(pages, bodyStart, /999 F\.4th 123/));
    expect(pages.map((page) => page.text).join(' ')).not.toMatch(/not verified/i);
    expect(tables?.authorities.map((authority) => authority.long)).toContain('Smith v. Jones, 999 F.4th 123 (9th Cir. 2031)');
  });

  it('sets case names in italics and every dot leader on one grid of dots', async () => {
    const content = memorandum();
    const { pdf } = await exportPdfWithTables({ title: 'Memorandum', content, format: PLEADING, tables: { citations: await gateCitations(content) } });
    const toaPage = (await pdfPages(pdf)).pages.findIndex((page) => page.text.includes('TABLE OF AUTHORITIES'));
    const items = (await pdfFontedItems(pdf))[toaPage]!;
    const italic = items.filter((item) => item.font.endsWith('Italic')).map((item) => item.text);
    expect(italic).toEqual(['Ashcroft v. Iqbal', 'Bell Atlantic Corp. v. Twombly', 'Smith v. Jones']);
    expect(items.find((item) => item.text.startsWith(', 556 U.S. 662'))?.font).toBe('Times-Roman');
    // Leaders drawn apart from their entry's text (a reader joins the others to it).
    const leaders = items.filter((item) => /^\.(?: \.){3,}$/.test(item.text.trim()));
    expect(leaders.length).toBeGreaterThanOrEqual(3);
    // A dot and a space of 12-point Times are 6 points: every leader starts on the same 6-point grid.
    const phases = leaders.map((item) => Math.round(((item.x - leaders[0]!.x) / 6) * 100) / 100);
    expect(phases.every((phase) => Number.isInteger(phase))).toBe(true);
  });

  it('lists Texas and Florida rules of civil procedure under Rules, and the Constitution under Constitutional Provisions', async () => {
    const content = buildContent({
      sections: {
        Argument: [
          filler(40),
          cite('The motion was filed within 60 days. Tex. R. Civ. P. 91a.3(a). A claim with no basis in law is dismissed. Tex. R. Civ. P. 91a.1.'),
          cite('Florida reaches the same end by motion. Fla. R. Civ. P. 1.140(b)(6).'),
          cite('No State may deny the equal protection of the laws. U.S. Const. amend. XIV, § 1.'),
        ],
      },
    });
    const { pdf } = await exportPdfWithTables({ title: 'Memorandum', content, format: PLAIN, tables: { citations: await gateCitations(content) } });
    const { pages } = await pdfPages(pdf);
    const bodyStart = pages.findIndex((page) => page.lines.includes('1. Argument'));
    const toa = tablesText(pages, 1, bodyStart);
    expect(toa.indexOf('Constitutional Provisions')).toBeLessThan(toa.indexOf('U.S. Const. amend. XIV, § 1'));
    expect(printedPages(toa, 'U.S. Const. amend. XIV, § 1')).toEqual(pagesWith(pages, bodyStart, /U\.S\. Const\. amend\. XIV/));
    expect(toa.indexOf('Rules')).toBeLessThan(toa.indexOf('Fla. R. Civ. P. 1.140(b)(6)'));
    for (const rule of ['Fla. R. Civ. P. 1.140(b)(6)', 'Tex. R. Civ. P. 91a.1', 'Tex. R. Civ. P. 91a.3(a)']) {
      expect(printedPages(toa, rule)).toEqual(pagesWith(pages, bodyStart, new RegExp(escape(rule))));
    }
  });

  it('lists every page an authority is cited on, never "passim"', async () => {
    const content = buildContent({
      sections: Object.fromEntries(Array.from({ length: 6 }, (_, index) => [
        `Part ${index + 1}`,
        [filler(40), cite('The rule is settled. 42 U.S.C. § 1983.')],
      ])),
    });
    const { pdf } = await exportPdfWithTables({ title: 'Research Memorandum', content, format: PLAIN, tables: { citations: await gateCitations(content) } });
    const { pages } = await pdfPages(pdf);
    const bodyStart = pages.findIndex((page) => page.lines.includes('1. Part 1'));
    expect(pagesWith(pages, bodyStart, /42 U\.S\.C\. § 1983/).length).toBeGreaterThanOrEqual(5);
    expect(printedPages(tablesText(pages, 1, bodyStart), '42 U.S.C. § 1983')).toEqual(pagesWith(pages, bodyStart, /42 U\.S\.C\. § 1983/));
  });

  it('finds a citation written with a non-breaking space', async () => {
    const content = buildContent({ sections: { Argument: [filler(60), cite('See 42 U.S.C.\u00a0§\u00a01983.')] } });
    const { tables } = await exportPdfWithTables({ title: 'Memorandum', content, format: PLAIN, tables: { citations: await gateCitations(content) } });
    expect(tables?.citationPages).toEqual([expect.any(Number)]);
  });

  it('leaves the tables out unless asked', async () => {
    const { pdf, tables } = await exportPdfWithTables({ title: 'Memorandum', content: memorandum(), format: PLEADING });
    expect(tables).toBeUndefined();
    expect((await pdfPages(pdf)).pages.some((page) => page.text.includes('TABLE OF AUTHORITIES'))).toBe(false);
  });
});
