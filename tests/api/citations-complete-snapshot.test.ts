import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importCorpusFile } from '../../src/server/features/corpus/import-file';
import { verifyResponseSchema, type VerifiedCitation } from '../../src/shared/api/citations';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser } from '../support/builders';

const fixtures = path.resolve('tests/fixtures/courtlistener-snapshot');
const SNAPSHOT = ['courts-2025-06-30.csv', 'dockets-2025-06-30.csv', 'opinion-clusters-2025-06-30.csv', 'citations-2025-06-30.csv.gz'];
const AS_OF = "CourtListener's complete snapshot of 2025-06-30 lists every decision in";

// The six fabricated authorities of the Mata v. Avianca brief, as Judge Castel's opinion lists them, with two real
// Supreme Court cases on the Warsaw Convention and two overruled ones.
const MATA_BRIEF = [
  'Plaintiff relies on Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019);',
  'Shaboon v. Egyptair, 2013 IL App (1st) 111279-U (Ill. App. Ct. 2013);',
  'Petersen v. Iran Air, 905 F. Supp. 2d 121 (D.D.C. 2012);',
  'Martinez v. Delta Airlines, Inc., 2019 WL 4639462 (Tex. App. Sept. 25, 2019);',
  'Estate of Durden v. KLM Royal Dutch Airlines, 2017 WL 2418825 (Ga. Ct. App. June 5, 2017);',
  'and Miller v. United Airlines, Inc., 174 F.3d 366 (2d Cir. 1999).',
  'See Zicherman v. Korean Air Lines Co., 516 U.S. 217 (1996); El Al Israel Airlines, Ltd. v. Tsui Yuan Tseng, 525 U.S. 155 (1999).',
  'Cf. Roe v. Wade, 410 U.S. 113 (1973); Chevron U.S.A. Inc. v. Natural Resources Defense Council, Inc., 467 U.S. 837 (1984).',
].join(' ');

describe('citations checked against a complete CourtListener snapshot', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await buildTestApp();
    for (const file of SNAPSHOT) await importCorpusFile({ db: t.database.db, file: path.join(fixtures, file), complete: true });
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

  it('finds the Mata brief fabricated, each with its reason; verifies the real cases; flags Roe and Chevron', async () => {
    const body = await checked(MATA_BRIEF);
    expect(byText(body.citations, '925 F.3d 1339')).toMatchObject({
      status: 'not-found',
      source: 'corpus',
      message:
        'No case begins at 925 F.3d 1339; the case that begins at 925 F.3d 1291 runs through that page: ' +
        `Ortega v. Coastal Freight Lines, Inc. (11th Cir. 2019). ${AS_OF} F.3d volume 925.`,
    });
    expect(byText(body.citations, '111279-U')).toMatchObject({
      kind: 'neutral',
      status: 'not-found',
      message: `No decision is numbered 2013 IL App (1st) 111279-U. ${AS_OF} IL App (1st) of 2013.`,
    });
    expect(byText(body.citations, '905 F. Supp. 2d 121').message).toBe(
      'No case begins at 905 F. Supp. 2d 121; the case that begins at 905 F. Supp. 2d 107 runs through that page: ' +
        `Whitcombe v. District Transit Co. (D.D.C. 2012). ${AS_OF} F. Supp. 2d volume 905.`,
    );
    expect(byText(body.citations, '174 F.3d 366').message).toBe(
      'No case begins at 174 F.3d 366; the case that begins at 174 F.3d 351 runs through that page: ' +
        `Keane v. Hudson Valley Mills, Inc. (2d Cir. 1999). ${AS_OF} F.3d volume 174.`,
    );
    // The Westlaw numbers are never looked up; their courts' decisions of the cited day are (ADR 034).
    for (const [westlaw, court] of [['2019 WL 4639462', 'Court of Appeals of Texas'], ['2017 WL 2418825', 'Court of Appeals of Georgia']] as const) {
      const citation = byText(body.citations, westlaw);
      expect(citation.status).toBe('not-found');
      expect(citation.message).toContain(`Westlaw numbers are never declared complete, so ${westlaw} was not looked up;`);
      expect(citation.message).toContain(`lists every decision of the ${court}, and none filed on`);
    }
    for (const real of ['516 U.S. 217', '525 U.S. 155']) expect(byText(body.citations, real)).toMatchObject({ status: 'verified', treatment: null });
    expect(byText(body.citations, '410 U.S. 113')).toMatchObject({
      status: 'verified',
      treatment: {
        treatment: 'overruled',
        by: { name: "Dobbs v. Jackson Women's Health Organization", citation: '597 U.S. 215', year: 2022 },
        sentence: 'We hold that Roe and Casey must be overruled.',
        source: 'table',
      },
    });
    expect(byText(body.citations, '467 U.S. 837').treatment).toMatchObject({
      by: { name: 'Loper Bright Enterprises v. Raimondo', citation: '603 U.S. 369', year: 2024 },
      sentence: 'Chevron is overruled.',
    });
    expect(body.summary).toEqual({ verified: 4, 'partly-verified': 0, mismatch: 0, 'not-found': 6, unverifiable: 0, invalid: 0 });
    expect(body.flagged).toBe(2);
  });

  it('keeps a volume the snapshot does not declare unverifiable, and a page past its last case', async () => {
    const body = await checked('Doe v. Roe, 300 F.3d 5 (2d Cir. 2002); Poe v. Doe, 925 F.3d 1400 (11th Cir. 2019).');
    expect(byText(body.citations, '300 F.3d 5').status).toBe('unverifiable');
    expect(byText(body.citations, '925 F.3d 1400').status).toBe('unverifiable');
  });

  it('verifies a neutral citation the snapshot holds, and calls it a mismatch under another name', async () => {
    const body = await checked('Novak v. Lakeshore Transit Authority, 2013 IL App (1st) 111280-U; Smith v. Jones, 2013 IL App (1st) 120001.');
    expect(byText(body.citations, '111280-U')).toMatchObject({ status: 'verified', source: 'corpus' });
    expect(byText(body.citations, '120001')).toMatchObject({
      status: 'mismatch',
      message: '2013 IL App (1st) 120001 is Pruitt v. Midway Parking Co. (Ill. App. Ct. 2013), not Smith v. Jones.',
    });
  });

  it('never shows green for a parallel it could not check, and calls a parallel it knows to be wrong a mismatch', async () => {
    const body = await checked('Celotex Corp. v. Catrett, 477 U.S. 317, 106 S. Ct. 9999 (1986). Zicherman v. Korean Air Lines Co., 516 U.S. 217, 116 S. Ct. 629 (1996).');
    expect(byText(body.citations, '477 U.S. 317')).toMatchObject({
      status: 'mismatch',
      message: '106 S. Ct. 9999 is not a citation of Celotex Corp. v. Catrett, which the corpus lists at 106 S. Ct. 2548.',
    });
    const zicherman = byText(body.citations, '516 U.S. 217');
    expect(zicherman.status).toBe('partly-verified');
    expect(zicherman.message).toContain('Parallel 116 S. Ct. 629 not checked: the corpus holds no S. Ct. citation of Zicherman v. Korean Air Lines Co.');
  });

  it('puts the flag and its count in the cite-check report', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/citations/report?format=docx',
      headers: bearer(token),
      payload: { text: 'Roe v. Wade, 410 U.S. 113 (1973).' },
    });
    expect(response.statusCode).toBe(200);
    const { default: JSZip } = await import('jszip');
    const xml = await (await JSZip.loadAsync(response.rawPayload)).file('word/document.xml')!.async('string');
    const text = xml.replace(/<[^>]+>/g, '').replaceAll('&apos;', "'");
    expect(text).toContain('Authorities flagged as overruled or abrogated by a later decision: 1.');
    expect(text).toContain("Overruled by Dobbs v. Jackson Women's Health Organization, 597 U.S. 215 (2022)");
    expect(text).toContain('We hold that Roe and Casey must be overruled.');
  });
});
