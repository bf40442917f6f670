import { describe, expect, it } from 'vitest';
import type { DraftContent } from '../../../legal/drafting';
import { CAPTION, assembledContent, buildContent, longParagraph } from './content.fixture';
import type { ExportFormat } from './export-format';
import { exportPdf } from './export-pdf';
import { pdfPages, type PdfPage } from './pdf-text.fixture';

const PLEADING: ExportFormat = { pleadingPaper: true, minFontSizePt: 12 };
const PLAIN: ExportFormat = { pleadingPaper: false, minFontSizePt: 12 };
const LEFT_MARGIN = 72;

async function render(content: DraftContent, format: ExportFormat, title = 'Motion to Dismiss') {
  return pdfPages(await exportPdf({ title, content, format }));
}

/** The numbers printed down the left margin, outside the text. */
const marginNumbers = (page: PdfPage) =>
  page.items.filter((item) => item.x < LEFT_MARGIN && /^\d+$/.test(item.text));

const longDraft = (caption?: typeof CAPTION) => buildContent({
  ...(caption ? { caption } : {}),
  sections: Object.fromEntries(Array.from({ length: 6 }, (_, index) => [
    `Part ${index + 1}`,
    Array.from({ length: 4 }, () => longParagraph('The parties performed their obligations in good faith.', 12)),
  ])),
  signatureBlock: ['Respectfully submitted,', 'Counsel for Defendants'],
});

describe('exportPdf', () => {
  it('writes a PDF file with the draft\'s title', async () => {
    const pdf = await exportPdf({ title: 'Mutual Nondisclosure Agreement', content: buildContent({ sections: { Parties: 'Text.' } }), format: PLAIN });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await pdfPages(pdf)).title).toBe('Mutual Nondisclosure Agreement');
  });

  it('opens a court filing with its caption: court, parties with "v.", case number, judge and title', async () => {
    const { pages } = await render(buildContent({ caption: CAPTION, sections: { Introduction: 'The motion should be granted.' } }), PLEADING);
    const first = pages[0]?.text ?? '';
    expect(first).toContain('SUPERIOR COURT OF CALIFORNIA, COUNTY OF ALAMEDA');
    expect(first).toMatch(/Harbor Point Logistics, LLC,[\s\S]*Plaintiff,[\s\S]*\bv\.[\s\S]*Westline Freight Systems, Inc.,[\s\S]*Daniel Okafor,[\s\S]*Defendants\./);
    expect(first).toContain('Case No. RG26-104512');
    expect(first).toContain('Judge: Hon. Maria T. Alvarez');
    expect(first).toContain('Motion to Dismiss');
    expect(first.indexOf('SUPERIOR COURT')).toBeLessThan(first.indexOf('I. Introduction'));
  });

  it('numbers court papers\' headings I., II. and a contract\'s 1., 2., all as written (a citation keeps its case)', async () => {
    const sections = { Introduction: 'Why.', Argument: 'Because.', 'Dismissal Under CPLR 3211(a)(7) and Rule 91a': 'So.' };
    const court = await render(buildContent({ caption: CAPTION, sections }), PLAIN);
    expect(court.pages[0]?.lines).toEqual(expect.arrayContaining(['I. Introduction', 'II. Argument', 'III. Dismissal Under CPLR 3211(a)(7) and Rule 91a']));
    const contract = await render(buildContent({ sections: { Introduction: 'Why.', Argument: 'Because.' } }), PLAIN, 'Services Agreement');
    expect(contract.pages[0]?.lines).toEqual(expect.arrayContaining(['Services Agreement', '1. Introduction', '2. Argument']));
  });

  it('sets body text, clauses "1." / "(a)" / "(i)", bullets, subheadings and the signature block', async () => {
    const content = buildContent({
      sections: {
        Obligations: '# Delivery\n\nThe Supplier will deliver the **Goods**.\n\n1. Deliver on time.\n   (a) By truck.\n\n- A bullet point.',
        Termination: '1. Either party may end this Agreement on notice.',
      },
      signatureBlock: ['SUPPLIER: Acme Inc.', 'By: ____________'],
    });
    content.sections[0]?.blocks.splice(3, 0, { kind: 'numbered', level: 2, runs: [{ text: 'With tracking.' }] });
    const { lines } = (await render(content, PLAIN, 'Supply Agreement')).pages[0] ?? { lines: [] };
    expect(lines).toEqual(expect.arrayContaining([
      'Delivery', 'The Supplier will deliver the Goods.', '1. Deliver on time.', '(a) By truck.', '(i) With tracking.',
      '• A bullet point.', '1. Either party may end this Agreement on notice.', 'SUPPLIER: Acme Inc.', 'By: ____________',
    ]));
  });

  it('keeps an empty section\'s heading', async () => {
    const { pages } = await render(buildContent({ sections: { Facts: '', Argument: 'The claim fails.' } }), PLAIN, 'Memo');
    expect(pages[0]?.lines).toEqual(expect.arrayContaining(['1. Facts', '2. Argument', 'The claim fails.']));
  });

  it('prints "Page X of Y" on every page of a draft that runs over several pages', async () => {
    const { pages } = await render(longDraft(), PLAIN, 'Long Agreement');
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => expect(page.lines).toContain(`Page ${index + 1} of ${pages.length}`));
    expect(pages.at(-1)?.text).toContain('Counsel for Defendants');
  });

  it('prints pleading paper: lines 1 to 28 down the left of every page, the body on those lines, the title in the footer', async () => {
    const { pages } = await render(longDraft(CAPTION), PLEADING);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) {
      const numbers = marginNumbers(page);
      expect(numbers.map((item) => Number(item.text))).toEqual(Array.from({ length: 28 }, (_, index) => index + 1));
      const numbered = new Set(numbers.map((item) => item.baseline.toFixed(1)));
      const bodyLines = page.items.filter((item) => item.x >= LEFT_MARGIN && item.text.includes('good faith'));
      expect(bodyLines.length).toBeGreaterThan(0);
      bodyLines.forEach((item) => expect(numbered).toContain(item.baseline.toFixed(1)));
      expect(page.lines).toContain('Motion to Dismiss');
    }
  });

  it('sets California\'s attorney block from line 1, on line 1\'s baseline, and the court\'s name on line 8 (rule 2.111(1), (3))', async () => {
    const content = buildContent({
      caption: CAPTION,
      sections: { Introduction: 'The motion should be granted.' },
      signatureBlock: ['Respectfully submitted,', 'Rivera & Park LLP', 'By: ____________', 'Alex Rivera (State Bar No. 312345)', '1 Market Street, Oakland, CA 94607', 'Telephone: (510) 555-0100'],
    });
    const filing = { parts: null, numberLabel: 'Case No.', attorneyBlock: true, hearing: null };
    const first = (await pdfPages(await exportPdf({ title: 'Motion to Dismiss', content, format: PLEADING, filing }))).pages[0]!;
    const lineBaseline = (number: number) => marginNumbers(first).find((item) => item.text === String(number))!.baseline;
    const baselineOf = (start: string) => first.items.find((item) => item.x >= LEFT_MARGIN && item.text.startsWith(start))!.baseline;
    expect(baselineOf('Alex Rivera')).toBeCloseTo(lineBaseline(1), 1);
    expect(baselineOf('Telephone:')).toBeLessThanOrEqual(lineBaseline(7));
    expect(baselineOf('SUPERIOR COURT')).toBeCloseTo(lineBaseline(8), 1);
  });

  it('prints no line numbers off pleading paper', async () => {
    const { pages } = await render(longDraft(CAPTION), PLAIN);
    pages.forEach((page) => expect(marginNumbers(page)).toEqual([]));
  });

  it('double-spaces pleading paper: more pages than the same draft single-spaced', async () => {
    const pleading = await render(longDraft(CAPTION), PLEADING);
    const plain = await render(longDraft(CAPTION), PLAIN);
    expect(pleading.pages.length).toBeGreaterThan(plain.pages.length);
  });

  it('prints a whole assembled motion, keeping its typographic quotes and section signs', async () => {
    const motion = assembledContent('motion-to-dismiss');
    motion.content.sections[0]?.blocks.push({ kind: 'paragraph', runs: [{ text: 'Under § 430.10, the “facts” must be pleaded — not conclusions.' }] });
    const { pages } = await render(motion.content, PLEADING, motion.title);
    const text = pages.map((page) => page.text).join('\n');
    expect(text).toContain('Under § 430.10, the “facts” must be pleaded — not conclusions.');
    expect(text).toMatch(/Respectfully submitted,[\s\S]*Sample firm[\s\S]*By: _+/);
  });

  it('replaces what the standard fonts cannot print instead of failing', async () => {
    const content = buildContent({ sections: { Notes: 'Zażółć gęślą jaźń → ≥ 5 ✓ 🙂 ﬁnal' } });
    const { pages } = await render(content, PLAIN, 'Notes');
    expect(pages[0]?.text).toContain('Zazólc gesla jazn -> >= 5 ? ? final');
  });

  it('breaks a word too long for the line rather than running off the page', async () => {
    const content = buildContent({ sections: { Exhibits: `See https://example.com/${'a'.repeat(300)}` } });
    const { pages } = await render(content, PLAIN, 'Exhibits');
    const words = pages[0]?.items.filter((item) => item.text.includes('aaaa')) ?? [];
    expect(words.length).toBeGreaterThan(1);
  });
});
