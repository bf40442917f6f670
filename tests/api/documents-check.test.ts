import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCorpusFile } from '../../src/server/features/corpus/import-file';
import { createCitationLookupRepository } from '../../src/server/features/citations/lookup-repository';
import { NO_COURT_RECOGNISED } from '../../src/server/features/documents/check-compliance';
import { documentCheckReport, documentCheckReportFile } from '../../src/server/features/documents/check-report';
import { checkUploadedDocument, joinBlocks } from '../../src/server/features/documents/check-service';
import type { OpenDocument } from '../../src/server/features/documents/source';
import { pdfPages } from '../../src/server/features/drafting/pdf-text.fixture';
import { unzip } from '../../src/server/features/drafting/unzip.fixture';
import type { Database } from '../../src/server/db/client';
import { documentCheckResponseSchema } from '../../src/shared/api/documents';
import { loadResearchCorpus, pagedOpinionsFile } from '../support/corpus';
import { createTestDatabase } from '../support/database';
import { buildOpenDocument } from '../support/open-document';

const CAPTION = [
  { text: 'SUPERIOR COURT OF THE STATE OF CALIFORNIA', page: 1 },
  { text: 'COUNTY OF ALAMEDA' },
  { text: 'ACME CORP.,' },
  { text: 'Plaintiff,' },
  { text: 'v.' },
  { text: 'WIDGET LLC,' },
  { text: 'Defendant.' },
  { text: 'Case No. RG21-123456' },
  { text: 'MEMORANDUM OF POINTS AND AUTHORITIES IN SUPPORT OF MOTION TO DISMISS' },
];

// Martinez v. Board of Regents, 505 U.S. 901, is made up: volume 505 is held whole and no case begins at page 901.
const FABRICATED = 'Plaintiff also relies on Martinez v. Board of Regents, 505 U.S. 901 (1992).';
// Rock v. Arkansas, 483 U.S. 44, 55, reads "is not without limitation": the ellipsis leaves out the "not".
const MISQUOTED = 'The Court held that "the right to present relevant testimony is . . . without limitation." Rock v. Arkansas, 483 U.S. 44, 55 (1987).';

const BRIEF = buildOpenDocument({
  blocks: [
    ...CAPTION,
    { text: 'ARGUMENT', kind: 'heading', page: 2 },
    { text: `The right is settled. Roe v. Wade, 410 U.S. 113, 153 (1973). ${FABRICATED}` },
    { text: MISQUOTED, page: 3 },
    { text: 'The claim arises under 42 U.S.C. § 1983. Id. As the saying goes, "justice delayed is justice denied for every single litigant."' },
    { text: 'CONCLUSION', kind: 'heading', page: 4 },
    { text: 'The motion should be granted. See Roe, 410 U.S., at 154.' },
    { text: 'Respectfully submitted,' },
    { text: '/s/ Jane Roe' },
  ],
});

describe('the brief check of an uploaded document', () => {
  let database: Database;
  let check: (document: OpenDocument, jurisdiction?: string) => ReturnType<typeof checkUploadedDocument>;
  beforeAll(async () => {
    database = await createTestDatabase();
    await loadResearchCorpus(database.db);
    await importCorpusFile({ db: database.db, file: pagedOpinionsFile });
    const lookup = createCitationLookupRepository(database.db);
    check = (document, jurisdiction) => checkUploadedDocument({ document, lookup, online: null, jurisdiction, now: new Date('2026-11-26T12:00:00Z') });
  });
  afterAll(() => database.close());

  it('flags a fabricated citation and a misquoted real case, each on its page and paragraph of the document', async () => {
    const result = documentCheckResponseSchema.parse(await check(BRIEF));
    const byText = (text: string) => result.citations.find((citation) => citation.text.includes(text))!;
    expect(byText('410 U.S. 113')).toMatchObject({ status: 'verified', page: 2, paragraph: 11 });
    expect(byText('505 U.S. 901')).toMatchObject({ status: 'not-found', page: 2, paragraph: 11 });
    const rock = byText('483 U.S. 44');
    expect(rock).toMatchObject({ status: 'verified', page: 3, paragraph: 12 });
    expect(rock.quotations).toEqual([expect.objectContaining({ status: 'altered', page: 55, inDocument: { page: 3, paragraph: 12 } })]);
    expect(result.summary).toMatchObject({ 'not-found': 1 });
    expect(result.unattributedQuotations).toEqual([{ text: 'justice delayed is justice denied for every single litigant.', page: 3, paragraph: 13 }]);
  });

  it('flags Roe v. Wade as overruled by Dobbs, with the sentence that says so, and counts it', async () => {
    const result = documentCheckResponseSchema.parse(await check(BRIEF));
    const roe = result.citations.find((citation) => citation.text.startsWith('Roe v. Wade'));
    expect(roe?.treatment).toMatchObject({ treatment: 'overruled', by: { citation: '597 U.S. 215' }, sentence: 'We hold that Roe and Casey must be overruled.' });
    expect(result.flagged).toBe(1);
  });

  it('gives the table of authorities with the pages each authority is cited on, short forms counted for their case', async () => {
    const { tableOfAuthorities } = await check(BRIEF);
    expect(tableOfAuthorities).toEqual([
      { category: 'Cases', entries: [
        { authority: 'Martinez v. Board of Regents, 505 U.S. 901 (1992)', pages: [2] },
        { authority: 'Rock v. Arkansas, 483 U.S. 44 (1987)', pages: [3] },
        { authority: 'Roe v. Wade, 410 U.S. 113 (1973)', pages: [2, 4] },
      ] },
      { category: 'Statutes', entries: [{ authority: '42 U.S.C. § 1983', pages: [3] }] },
    ]);
  });

  it('checks the rules of the court the caption names, saying what extracted text cannot show', async () => {
    const { compliance } = await check(BRIEF);
    expect(compliance).toMatchObject({ checked: true, jurisdiction: 'us-ca', jurisdictionLabel: 'California', court: 'Superior Court of the State of California, County of Alameda' });
    if (!compliance.checked) throw new Error('not checked');
    const pleadingPaper = compliance.findings.find((finding) => finding.ruleId === 'ca-crc-2.108-pleading-paper');
    expect(pleadingPaper).toMatchObject({ severity: 'info' });
    expect(pleadingPaper!.message).toMatch(/^Not checked: whether the paper is line-numbered pleading paper cannot be read from the extracted text\. Confirm it in the file\./);
    expect(compliance.findings.some((finding) => /page limit|pages/.test(finding.message) && finding.severity === 'error')).toBe(false);
  });

  it("counts a page limit on the uploaded PDF's own pages", async () => {
    const long = buildOpenDocument({
      blocks: [...CAPTION, { text: 'ARGUMENT', kind: 'heading', page: 2 }, ...Array.from({ length: 17 }, (_, index) => ({ text: `Point ${index + 1}.`, page: index + 2 }))],
    });
    const { compliance } = await check(long);
    if (!compliance.checked) throw new Error('not checked');
    const limit = compliance.findings.find((finding) => finding.ruleId === 'ca-crc-3.1113d-memorandum-pages');
    expect(limit?.message).toContain('The counted text runs over 17 pages (counted from the pages of the uploaded PDF');
    expect(limit?.message).toContain('the limit for this paper is 15 pages');
  });

  it('says the court rules were not checked when no court is recognised, and checks them for the jurisdiction chosen', async () => {
    const letter = buildOpenDocument({ blocks: [{ text: 'MEMORANDUM IN SUPPORT OF MOTION TO DISMISS' }, { text: MISQUOTED }] });
    expect((await check(letter)).compliance).toEqual({ checked: false, reason: NO_COURT_RECOGNISED });
    expect((await check(letter, 'us-federal')).compliance).toMatchObject({ checked: true, jurisdiction: 'us-federal', court: null });
    await expect(check(letter, 'us-xx')).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  describe('the report file', () => {
    const reportOf = async (format: 'pdf' | 'docx') => {
      const now = new Date('2026-11-26T12:00:00Z');
      const result = await check(BRIEF);
      const report = documentCheckReport({ summary: BRIEF.summary, blocks: BRIEF.blocks, joined: joinBlocks(BRIEF.blocks), result, checkedAt: now });
      return documentCheckReportFile(report, BRIEF.summary, format);
    };

    it('is a PDF naming each place by page and paragraph, with the table of authorities and the court rules', async () => {
      const file = await reportOf('pdf');
      expect(file.contentType).toBe('application/pdf');
      expect(file.disposition).toBe('attachment; filename="memorandum-in-support-of-motion-to-dismiss-cite-check.pdf"');
      const { pages } = await pdfPages(file.body);
      const text = pages.map((page) => page.lines.join(' ')).join(' ').replace(/\s+/g, ' ');
      expect(text).toContain('Not found — Martinez v. Board of Regents, 505 U.S. 901 (1992) (page 2, ¶ 11)');
      expect(text).toContain('Quotation altered — “the right to present relevant testimony is . . . without limitation.” (page 3, ¶ 12; page 55 of the opinion)');
      expect(text).toContain('Table of authorities');
      expect(text).toContain('Roe v. Wade, 410 U.S. 113 (1973) — pages 2, 4');
      expect(text).toContain('Checked against the rules held for Superior Court of the State of California, County of Alameda (California).');
    });

    it('says which pages were read by OCR and what could not be read', async () => {
      const scanned = { ...BRIEF, summary: { ...BRIEF.summary, ocr: [{ page: 3, confidence: 71.4 }], problems: ['Page 5 is blank.'] } };
      const result = await check(scanned);
      const report = documentCheckReport({ summary: scanned.summary, blocks: scanned.blocks, joined: joinBlocks(scanned.blocks), result, checkedAt: new Date() });
      const text = report.content.sections[0]!.blocks.flatMap((block) => block.runs.map((run) => run.text)).join(' ');
      expect(text).toContain('Read by OCR, so a citation or quotation on it may be misread: page 3 (confidence 71%).');
      expect(text).toContain('Not read: Page 5 is blank.');
    });

    it('is a Word document too', async () => {
      const file = await reportOf('docx');
      expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(file.disposition).toContain('-cite-check.docx');
      const xml = unzip(file.body).get('word/document.xml') ?? '';
      const text = xml.replace(/<[^>]+>/g, '');
      expect(text).toContain('page 2, ¶ 11');
      expect(text).toContain('Table of authorities');
    });
  });
});
