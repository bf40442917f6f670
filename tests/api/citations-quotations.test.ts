import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importCorpusFile } from '../../src/server/features/corpus/import-file';
import { pdfPages } from '../../src/server/features/drafting/pdf-text.fixture';
import { unzip } from '../../src/server/features/drafting/unzip.fixture';
import { verifyResponseSchema, type VerifiedCitation } from '../../src/shared/api/citations';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser } from '../support/builders';
import { pagedOpinionsFile } from '../support/corpus';

// Rock v. Arkansas, 483 U.S. 44, 45 (1987), the opinion of the Court.
const ISSUE =
  "The issue presented in this case is whether Arkansas' evidentiary rule prohibiting the admission of hypnotically refreshed testimony violated petitioner's constitutional right to testify";
// Id. at 64, Chief Justice Rehnquist's dissent.
const DISSENT = "an individual's right to present evidence is subject always to reasonable restrictions";

describe('POST /api/citations/verify: quotations checked to the page and the opinion', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await buildTestApp();
    await importCorpusFile({ db: t.database.db, file: pagedOpinionsFile });
    token = await apiToken(t.app, (await buildUser(t.app)).cookie);
  });
  afterEach(() => t.close());

  const checked = async (text: string) =>
    verifyResponseSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/citations/verify', headers: bearer(token), payload: { text } })).json(),
    );
  const quotationsOf = (citations: VerifiedCitation[]) => citations.flatMap((citation) => citation.quotations);

  it('flags a pin page outside the opinion, from the page markers in its text', async () => {
    const body = await checked('See Rock v. Arkansas, 483 U.S. 44, 999 (1987); Rock v. Arkansas, 483 U.S. 44, 64 (1987).');
    expect(body.citations[0]).toMatchObject({ status: 'mismatch', message: 'Pin page 999 is outside the opinion, pages 44–65.' });
    expect(body.citations[1]).toMatchObject({ status: 'verified' });
  });

  it('says on which page a quotation is when the pin names another', async () => {
    const body = await checked(`"${ISSUE}." Rock v. Arkansas, 483 U.S. 44, 46 (1987). "${ISSUE}." Rock, 483 U.S., at 45.`);
    expect(quotationsOf(body.citations)).toEqual([
      expect.objectContaining({ status: 'wrong-page', reason: 'Found on page 45, not 46.', page: 45 }),
      expect.objectContaining({ status: 'found', reason: null, page: 45 }),
    ]);
  });

  it('does not call a quotation found when its ellipsis leaves out a negation', async () => {
    const body = await checked('The Court held that "the right to present relevant testimony is . . . without limitation." Rock v. Arkansas, 483 U.S. 44, 55 (1987).');
    const [quotation] = quotationsOf(body.citations);
    expect(quotation).toMatchObject({ status: 'altered', page: 55 });
    expect(quotation!.reason).toBe(
      'The ellipsis leaves out “not”, which turns the statement round: the opinion reads “present relevant testimony is not without limitation”.',
    );
  });

  it('flags an ellipsis standing for more than a sentence or so', async () => {
    const body = await checked(`"${ISSUE} . . . police arrived on the scene." Rock v. Arkansas, 483 U.S. 44, 45 (1987).`);
    const [quotation] = quotationsOf(body.citations);
    expect(quotation!.status).toBe('altered');
    expect(quotation!.reason).toMatch(/^The ellipsis after “.*right to testify” leaves out \d{3} characters of the opinion; an ellipsis may stand for a sentence or so \(at most 300 characters\), not more\.$/);
  });

  it('flags words of a dissent given to the Court, naming the dissent, and accepts them when the brief names it', async () => {
    const body = await checked(
      `"${DISSENT}." Rock v. Arkansas, 483 U.S. 44, 64 (1987). "${DISSENT}." Rock v. Arkansas, 483 U.S. 44, 64 (1987) (Rehnquist, C.J., dissenting).`,
    );
    expect(quotationsOf(body.citations)).toEqual([
      expect.objectContaining({ status: 'wrong-opinion', reason: 'These words are from Chief Justice Rehnquist’s dissent, not the opinion of the Court.', page: 64 }),
      expect.objectContaining({ status: 'found', page: 64 }),
    ]);
  });

  it('reads the opinion a record holds from its type and author', async () => {
    const body = await checked(
      '"It is therefore clear that the state courts did have a fair opportunity to assess respondent’s federal claim." Baldwin v. Reese, 541 U.S. 27 (2004).',
    );
    expect(quotationsOf(body.citations)).toEqual([
      expect.objectContaining({ status: 'wrong-opinion', reason: 'These words are from Justice Stevens’s dissent, not the opinion of the Court.', page: null }),
    ]);
  });

  describe('POST /api/citations/report', () => {
    const BRIEF =
      'Argument.\n\n' +
      `The Court held that "the right to present relevant testimony is . . . without limitation." Rock v. Arkansas, 483 U.S. 44, 55 (1987).\n\n` +
      `"${ISSUE}." Rock, 483 U.S., at 46. See also Baldwin v. Reese, 541 U.S. 27 (2004); Smith v. Jones, 483 U.S. 999 (1987).`;
    const report = (format: string, payload: object = { text: BRIEF }, headers: Record<string, string> = bearer(token)) =>
      t.app.inject({ method: 'POST', url: `/api/citations/report?format=${format}`, headers, payload });

    it('gives every citation and quotation with status, reason and place, and the counts, as a PDF', async () => {
      const res = await report('pdf');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="cite-check-report.pdf"');
      const { pages, title } = await pdfPages(res.rawPayload);
      expect(title).toBe('Cite-check report');
      const text = pages.map((page) => page.lines.join(' ')).join(' ').replace(/\s+/g, ' ');
      expect(text).toContain('Citations: 4: 3 verified, 1 unverifiable.');
      expect(text).toContain('Quotations attributed to a citation: 2: 1 on another page than the pin, 1 altered.');
      expect(text).toContain('Quotation altered — “the right to present relevant testimony is . . . without limitation.” (paragraph 2, character 22; page 55 of the opinion). The ellipsis leaves out “not”');
      expect(text).toContain('Quotation on another page');
      expect(text).toContain('(paragraph 3, character 2; page 45 of the opinion). Found on page 45, not 46.');
      expect(text).toContain('Verified — Rock v. Arkansas, 483 U.S. 44, 55 (1987) (paragraph 2, character');
      expect(text).toContain('Page 1 of');
    });

    it('gives the same report as a Word document', async () => {
      const res = await report('docx');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      const xml = unzip(res.rawPayload).get('word/document.xml') ?? '';
      const text = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join('');
      expect(text).toContain('Cite-check report');
      expect(text).toContain('Quotations attributed to a citation: 2: 1 on another page than the pin, 1 altered.');
      expect(text).toContain('Quotation on another page');
      expect(text).toContain('Found on page 45, not 46.');
    });

    it('needs a signed-in user, a known format and a text, answering with the error envelope', async () => {
      const anonymous = await report('pdf', { text: BRIEF }, {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error).toBe('unauthenticated');
      for (const bad of [report('html'), report('pdf', { text: '' }), report('pdf', {})]) {
        const res = await bad;
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: 'invalid-argument', message: expect.any(String) });
      }
    });
  });
});
