import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importCorpusFile } from '../../src/server/features/corpus/import-file';
import { verifyResponseSchema, type VerifiedCitation } from '../../src/shared/api/citations';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser } from '../support/builders';
import { loadResearchCorpus } from '../support/corpus';

const ROE_QUOTE =
  "This right of privacy, whether it be founded in the Fourteenth Amendment's concept of personal liberty and restrictions upon state action, as we feel it is, or, as the District Court determined, in the Ninth Amendment's reservation of rights to the people, is broad enough to encompass a woman's decision whether or not to terminate her pregnancy.";

describe('POST /api/citations/verify against the corpus', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await buildTestApp();
    await loadResearchCorpus(t.database.db);
    token = await apiToken(t.app, (await buildUser(t.app)).cookie);
  });
  afterEach(() => t.close());

  const verify = (text: string) =>
    t.app.inject({ method: 'POST', url: '/api/citations/verify', headers: bearer(token), payload: { text } });
  const checked = async (text: string) => verifyResponseSchema.parse((await verify(text)).json());
  const byText = (citations: VerifiedCitation[], fragment: string) => {
    const found = citations.find((citation) => citation.text.includes(fragment));
    if (!found) throw new Error(`no citation containing '${fragment}'`);
    return found;
  };

  it('verifies a real case and marks a fabricated one in a fully held volume not-found, with offsets', async () => {
    const brief =
      'The right is settled. Roe v. Wade, 410 U.S. 113, 153 (1973). Plaintiff also relies on Martinez v. Board of Regents, 505 U.S. 901 (1992).';
    const body = await checked(brief);
    const roe = byText(body.citations, '410 U.S. 113');
    expect(roe).toMatchObject({ kind: 'case', status: 'verified', source: 'corpus', normalized: 'Roe v. Wade, 410 U.S. 113, 153 (1973)' });
    expect(roe.match).toMatchObject({ name: 'Roe v. Wade', citation: '410 U.S. 113', year: 1973 });
    expect(brief.slice(roe.start, roe.end)).toBe(roe.text);
    const fabricated = byText(body.citations, '505 U.S. 901');
    expect(fabricated).toMatchObject({ status: 'not-found', source: 'corpus', match: null });
    expect(fabricated.message).toContain('No case begins at 505 U.S. 901');
    expect(body.summary).toMatchObject({ verified: 1, 'not-found': 1 });
  });

  it('reads case names written in Markdown italics, as a model writes them', async () => {
    const body = await checked('See *Roe v. Wade*, 410 U.S. 113 (1973), and _Roe v. Texas_, 478 U.S. 186 (1986).');
    expect(body.citations.map((citation) => citation.status)).toEqual(['verified', 'mismatch']);
    expect(body.citations[0]!.normalized).toBe('Roe v. Wade, 410 U.S. 113 (1973)');
  });

  it('marks a real citation under the wrong name, or with the wrong year, as a mismatch', async () => {
    const body = await checked('See Roe v. Texas, 478 U.S. 186 (1986); Roe v. Wade, 410 U.S. 113 (1971).');
    const wrongName = byText(body.citations, '478 U.S. 186');
    expect(wrongName).toMatchObject({ status: 'mismatch', source: 'corpus' });
    expect(wrongName.message).toContain('478 U.S. 186 is Bowers v. Hardwick, not Roe v. Texas');
    const wrongYear = byText(body.citations, '410 U.S. 113');
    expect(wrongYear.status).toBe('mismatch');
    expect(wrongYear.message).toContain('decided in 1973, not 1971');
  });

  it('calls impossible citations invalid and those beyond the corpus unverifiable', async () => {
    const body = await checked(
      'Doe v. Roe, 25 F.2d 100 (2025); Smith v. Jones, 300 F.3d 100 (9th Cir. 2002); 99 U.S.C. § 1; 42 U.S.C. § 1983.',
    );
    expect(byText(body.citations, 'F.2d')).toMatchObject({ status: 'invalid', source: 'format' });
    const beyond = byText(body.citations, 'F.3d');
    expect(beyond).toMatchObject({ status: 'unverifiable', source: null });
    expect(beyond.message).toContain('Online lookup is not configured');
    expect(byText(body.citations, '99 U.S.C.')).toMatchObject({ kind: 'statute', status: 'invalid' });
    expect(byText(body.citations, '42 U.S.C.')).toMatchObject({ kind: 'statute', status: 'unverifiable', normalized: '42 U.S.C. § 1983' });
    expect(body.onlineLookup).toBe(false);
  });

  it('checks short forms and Id. through the case they refer to, including their pin page', async () => {
    const body = await checked('Roe v. Wade, 410 U.S. 113 (1973). See Roe, 410 U.S., at 153. Id. at 9999.');
    expect(byText(body.citations, '410 U.S., at 153')).toMatchObject({ kind: 'short-case', status: 'verified' });
    const farPin = byText(body.citations, 'Id.');
    expect(farPin.status).toBe('mismatch');
    expect(farPin.message).toMatch(/pin page 9999 is past the end of the opinion/i);
  });

  it('finds a real quotation in the cited opinion and flags a fabricated one', async () => {
    const real = `"${ROE_QUOTE.replace('whether it be founded', 'whether it be\n founded').replace('restrictions upon state action, as we feel it is, or, as the District Court determined, in', 'restrictions upon state action . . . or . . . in')}" Roe v. Wade, 410 U.S. 113, 153 (1973).`;
    const fabricated = '"The right to privacy is absolute and admits of no state interest whatsoever." Roe, 410 U.S., at 154.';
    const body = await checked(`${real} ${fabricated}`);
    // The research corpus's Roe text has no page numbers, so the pin (153) is not checked, and the status says so.
    expect(byText(body.citations, '410 U.S. 113').quotations).toEqual([
      expect.objectContaining({ status: 'pin-unchecked', reason: 'Found; pin not checked: this opinion’s text has no page numbers.' }),
    ]);
    expect(byText(body.citations, '410 U.S., at 154').quotations).toEqual([
      expect.objectContaining({ status: 'not-found', text: 'The right to privacy is absolute and admits of no state interest whatsoever.' }),
    ]);
  });

  it('leaves a quotation unchecked when the corpus holds the case but not its text', async () => {
    const body = await checked('"The medical judgment may be exercised in the light of all factors." Doe v. Bolton, 410 U.S. 179, 192 (1973).');
    const doe = byText(body.citations, '410 U.S. 179');
    expect(doe.status).toBe('verified');
    expect(doe.quotations).toEqual([expect.objectContaining({ status: 'unchecked' })]);
  });

  it('verifies a recent case known only by docket by its name and year past the indexed volumes, and checks quotations in it', async () => {
    await importCorpusFile({ db: t.database.db, file: path.resolve('tests/fixtures/opinions.jsonl') });
    const body = await checked(
      'Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024) ("Placeholder text about agency interpretations of statutes."); ' +
        'Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024) ("Chevron deference survives in every case.").',
    );
    const [real, fabricated] = body.citations;
    // 603 U.S. is past the last volume the index has pages for (issue #35): the name and year decide.
    expect(real).toMatchObject({ status: 'verified', match: { name: 'Loper Bright Enterprises v. Raimondo', citation: 'No. 22-451' } });
    expect(real!.message).toContain('Found in the corpus: Loper Bright Enterprises v. Raimondo (2024, No. 22-451); the name and year match. U.S. page not in the index');
    expect(real!.quotations.map((quotation) => quotation.status)).toEqual(['found']);
    expect(fabricated!.quotations.map((quotation) => quotation.status)).toEqual(['not-found']);
  });

  it('verifies a slip-opinion citation by its name and year, and never calls an unknown one not-found', async () => {
    await importCorpusFile({ db: t.database.db, file: path.resolve('tests/fixtures/opinions.jsonl') });
    const body = await checked('Loper Bright Enterprises v. Raimondo, 603 U. S. ___ (2024); Made Up v. Nobody, 603 U.S. ___ (2024).');
    const [real, unknown] = body.citations;
    expect(real).toMatchObject({ kind: 'slip-opinion', status: 'verified', source: 'corpus', normalized: 'Loper Bright Enterprises v. Raimondo, 603 U.S. ___ (2024)' });
    expect(real!.message).toBe('Found in the corpus: Loper Bright Enterprises v. Raimondo (2024, No. 22-451); the name and year match.');
    expect(unknown).toMatchObject({ kind: 'slip-opinion', status: 'unverifiable' });
  });

  it('needs a signed-in user and a text of sensible size', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/citations/verify', payload: { text: 'Roe v. Wade, 410 U.S. 113 (1973).' } });
    expect(anonymous.statusCode).toBe(401);
    const empty = await verify('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('invalid-argument');
    expect((await verify('x'.repeat(300_001))).statusCode).toBe(400);
  });
});
