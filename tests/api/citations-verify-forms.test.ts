import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { caseCitations } from '../../src/server/db/schema';
import { verifyResponseSchema, type VerifiedCitation } from '../../src/shared/api/citations';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser } from '../support/builders';
import { loadResearchCorpus } from '../support/corpus';

// Roe v. Wade's Supreme Court Reporter citation, as a CourtListener import records a parallel.
const ROE_PARALLEL = { volume: 93, reporter: 'S. Ct.', page: '705' };

const BRIEF = [
  'Sanctions are proper. Smith v. Jones, 2019 WL 4639462, at *3 (S.D.N.Y. Sept. 30, 2019).',
  'See also Doe v. Roe, 2019 U.S. Dist. LEXIS 12345 (D. Del. 2019); People v. Smith, 2013 IL App (1st) 111279-U, ¶ 12;',
  'State v. Roe, 2017-Ohio-1234; Brown v. Green, 123 Foo. 456 (2001); State v. Jones, 236 Ga. 804 (1976);',
  'White v. Black, No. 19-cv-1234 (S.D.N.Y. Jan. 5, 2020).',
  'The Court decided Roe v. Texas, 478 U.S. 186 (1986), in the year the brief says: Bowers v. Hardwick, 478 U.S. 186 (1985).',
  'Roe v. Wade, 410 U.S. 113, 106 S. Ct. 9999 (1973), was overruled; Lawrence v. Texas, 539 U.S. 558 (2003), stands.',
].join(' ');

describe('POST /api/citations/verify: every citation-shaped string gets a status', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await buildTestApp();
    await loadResearchCorpus(t.database.db);
    const [roe] = await t.database.db.select().from(caseCitations).where(eq(caseCitations.volume, 410));
    await t.database.db.insert(caseCitations).values({ caseId: roe!.caseId, ...ROE_PARALLEL });
    token = await apiToken(t.app, (await buildUser(t.app)).cookie);
  });
  afterEach(() => t.close());

  const checked = async (text: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/citations/verify', headers: bearer(token), payload: { text } });
    expect(response.statusCode).toBe(200);
    return verifyResponseSchema.parse(response.json());
  };
  const byText = (citations: VerifiedCitation[], fragment: string) => {
    const found = citations.filter((citation) => citation.text.includes(fragment));
    expect(found, fragment).toHaveLength(1);
    return found[0]!;
  };

  it('gives Westlaw, Lexis, public-domain, docket and unknown-reporter citations a status with their reason', async () => {
    const body = await checked(BRIEF);
    expect(body.citations).toHaveLength(11);
    expect(byText(body.citations, '2019 WL 4639462')).toMatchObject({
      kind: 'database',
      status: 'unverifiable',
      message:
        'Not checked: the corpus has no Westlaw documents; look it up on Westlaw. ' +
        'Westlaw numbers are never declared complete: no snapshot of reported cases can show that one does not exist.',
      normalized: 'Smith v. Jones, 2019 WL 4639462, at *3',
    });
    expect(byText(body.citations, 'LEXIS')).toMatchObject({
      kind: 'database',
      status: 'unverifiable',
      message:
        'Not checked: the corpus has no Lexis documents; look it up on Lexis. ' +
        'Lexis numbers are never declared complete: no snapshot of reported cases can show that one does not exist.',
    });
    expect(byText(body.citations, '111279-U')).toMatchObject({
      kind: 'neutral',
      status: 'unverifiable',
      message: 'Not checked: public-domain citations of Illinois courts are not in the corpus.',
    });
    expect(byText(body.citations, '2017-Ohio-1234').message).toBe('Not checked: public-domain citations of Ohio courts are not in the corpus.');
    expect(byText(body.citations, '123 Foo. 456')).toMatchObject({
      kind: 'case',
      status: 'unverifiable',
      message: "Unknown reporter 'Foo.': not in the reporters database; check the citation.",
    });
    expect(byText(body.citations, '236 Ga. 804')).toMatchObject({ status: 'unverifiable', normalized: 'State v. Jones, 236 Ga. 804 (1976)' });
    expect(byText(body.citations, 'No. 19-cv-1234')).toMatchObject({ kind: 'docket', status: 'unverifiable' });
  });

  it('marks misnamed, wrong-year and bogus-parallel citations as mismatches, and verifies only the real one', async () => {
    const body = await checked(BRIEF);
    expect(byText(body.citations, 'Roe v. Texas').message).toContain('478 U.S. 186 is Bowers v. Hardwick, not Roe v. Texas');
    expect(byText(body.citations, 'Bowers v. Hardwick, 478 U.S. 186 (1985)').message).toContain('decided in 1986, not 1985');
    const parallel = byText(body.citations, '106 S. Ct. 9999');
    expect(parallel.status).toBe('mismatch');
    expect(parallel.message).toBe('106 S. Ct. 9999 is not a citation of Roe v. Wade, which the corpus lists at 93 S. Ct. 705.');
    const verified = body.citations.filter((citation) => citation.status === 'verified');
    expect(verified.map((citation) => citation.text)).toEqual(['Lawrence v. Texas, 539 U.S. 558 (2003)']);
    expect(body.summary).toEqual({ verified: 1, 'partly-verified': 0, mismatch: 3, 'not-found': 0, unverifiable: 7, invalid: 0 });
  });

  it('calls a citation partly verified, never verified, when the corpus holds no citation of the case in a parallel\'s reporter', async () => {
    const body = await checked('Bowers v. Hardwick, 478 U.S. 186, 106 S. Ct. 2841 (1986). Roe v. Wade, 410 U.S. 113, 93 S. Ct. 705 (1973).');
    const bowers = byText(body.citations, '478 U.S. 186');
    expect(bowers.status).toBe('partly-verified');
    expect(bowers.message).toContain('Parallel 106 S. Ct. 2841 not checked: the corpus holds no S. Ct. citation of Bowers v. Hardwick.');
    expect(byText(body.citations, '410 U.S. 113')).toMatchObject({ status: 'verified' });
    expect(byText(body.citations, '410 U.S. 113').message).not.toContain('not checked');
  });

  it('calls a public-domain or Westlaw citation from a year that cannot have one invalid', async () => {
    const body = await checked('Doe v. Roe, 2005 Ark. 12; Roe v. Doe, 2099 WL 1.');
    expect(byText(body.citations, '2005 Ark. 12')).toMatchObject({ status: 'invalid', source: 'format' });
    expect(byText(body.citations, '2005 Ark. 12').message).toBe(
      "Arkansas's public-domain citations (Ark.) begin in 2009 (reporters-db): there is no 2005 Ark. 12.",
    );
    expect(byText(body.citations, '2099 WL 1')).toMatchObject({ status: 'invalid' });
  });
});
