import path from 'node:path';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCorpusFile } from '../../src/server/features/corpus/import-file';
import type { VerifiedCitation } from '../../src/shared/api/citations';
import { documentCheckResponseSchema, documentDetailSchema } from '../../src/shared/api/documents';
import { bearer } from '../support/builders';
import { useBuiltinIndexApp } from '../support/corpus';
import { uploadDocument } from '../support/documents';

/**
 * Issue #35's own examples, end to end: the Mata v. Avianca brief's six fabricated authorities beside a real Second
 * Circuit case no data here holds (Ehrlich v. American Airlines, 360 F.3d 366 (2d Cir. 2004)), checked on a fresh
 * install (only the built-in U.S. Reports index) and again after a complete CourtListener snapshot
 * (tests/fixtures/courtlistener-snapshot, whose cases in the fakes' volumes are invented) has declared their volumes.
 * Offline and without a snapshot nothing can tell an invented federal case from a real one the corpus lacks, so both
 * must be "unverifiable" and say why; only declared coverage may turn the fakes into "not found": a volume's for the
 * reporter citations, the Texas and Georgia appellate courts' decisions of the cited day for the two Westlaw ones.
 */
const fixtures = path.resolve('tests/fixtures/courtlistener-snapshot');
const SNAPSHOT = ['courts-2025-06-30.csv', 'dockets-2025-06-30.csv', 'opinion-clusters-2025-06-30.csv', 'citations-2025-06-30.csv.gz'];

const FAKES = {
  varghese: 'Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019)',
  shaboon: 'Shaboon v. Egyptair, 2013 IL App (1st) 111279-U (Ill. App. Ct. 2013)',
  petersen: 'Petersen v. Iran Air, 905 F. Supp. 2d 121 (D.D.C. 2012)',
  martinez: 'Martinez v. Delta Airlines, Inc., 2019 WL 4639462 (Tex. App. Sept. 25, 2019)',
  durden: 'Estate of Durden v. KLM Royal Dutch Airlines, 2017 WL 2418825 (Ga. Ct. App. June 5, 2017)',
  miller: 'Miller v. United Airlines, Inc., 174 F.3d 366 (2d Cir. 1999)',
};
const EHRLICH = 'Ehrlich v. American Airlines, Inc., 360 F.3d 366 (2d Cir. 2004)';
const NOT_HELD = 'Online lookup is not configured, so nothing else could check it.';
const WESTLAW = 'Westlaw numbers are never declared complete: no snapshot of reported cases can show that one does not exist.';
const AS_OF = "CourtListener's complete snapshot of 2025-06-30 lists every decision in";
// The Westlaw fakes after the snapshot: the number is never looked up, the name is judged against that court's day.
const NONE_THAT_DAY = {
  martinez:
    "Westlaw numbers are never declared complete, so 2019 WL 4639462 was not looked up; CourtListener's complete snapshot of 2025-06-30 " +
    'lists every decision of the Court of Appeals of Texas, and none filed on September 25, 2019 is named Martinez v. Delta Airlines, Inc. ' +
    '(it lists 2 decisions of that court that day).',
  durden:
    "Westlaw numbers are never declared complete, so 2017 WL 2418825 was not looked up; CourtListener's complete snapshot of 2025-06-30 " +
    'lists every decision of the Court of Appeals of Georgia, and none filed on June 5, 2017 is named Estate of Durden v. KLM Royal Dutch ' +
    'Airlines (it lists 1 decision of that court that day).',
};

const MATA_PARAGRAPHS = [
  'UNITED STATES DISTRICT COURT',
  'SOUTHERN DISTRICT OF NEW YORK',
  'ROBERTO MATA, Plaintiff, v. AVIANCA, INC., Defendant.',
  'Case No. 1:22-cv-01461',
  'AFFIRMATION IN OPPOSITION TO MOTION TO DISMISS',
  `Plaintiff relies on ${FAKES.varghese}; ${FAKES.shaboon}; ${FAKES.petersen}.`,
  `See also ${FAKES.martinez}; ${FAKES.durden}; and ${FAKES.miller}.`,
  `Compare ${EHRLICH}.`,
  'See Zicherman v. Korean Air Lines Co., 516 U.S. 217 (1996); El Al Israel Airlines, Ltd. v. Tsui Yuan Tseng, 525 U.S. 155 (1999).',
  'Cf. Roe v. Wade, 410 U.S. 113 (1973); Chevron U.S.A. Inc. v. Natural Resources Defense Council, Inc., 467 U.S. 837 (1984).',
  'Respectfully submitted,',
];

const byText = <T extends { text: string }>(citations: T[], fragment: string): T => {
  const found = citations.filter((citation) => citation.text.includes(fragment));
  expect(found, fragment).toHaveLength(1);
  return found[0]!;
};

describe('issue #35’s examples: the Mata v. Avianca brief, bad law, the Supreme Court past the index', () => {
  const fresh = useBuiltinIndexApp();
  const checked = (text: string) => fresh.verify(text);

  describe('on a fresh install', () => {
    it('calls each fake and the real Ehrlich unverifiable, each saying why, never verified and never not-found', async () => {
      const { citations } = await checked(`${Object.values(FAKES).join('; ')}; ${EHRLICH}.`);
      expect(citations).toHaveLength(7);
      const reasons = Object.fromEntries(citations.map((citation: VerifiedCitation) => [citation.text, [citation.status, citation.message]]));
      expect(reasons).toEqual({
        [FAKES.varghese]: ['unverifiable', `The offline corpus does not hold F.3d volume 925. ${NOT_HELD}`],
        [FAKES.shaboon]: ['unverifiable', 'Not checked: public-domain citations of Illinois courts are not in the corpus.'],
        [FAKES.petersen]: ['unverifiable', `The offline corpus does not hold F. Supp. 2d volume 905. ${NOT_HELD}`],
        [FAKES.martinez]: ['unverifiable', `Not checked: the corpus has no Westlaw documents; look it up on Westlaw. ${WESTLAW}`],
        [FAKES.durden]: ['unverifiable', `Not checked: the corpus has no Westlaw documents; look it up on Westlaw. ${WESTLAW}`],
        [FAKES.miller]: ['unverifiable', `The offline corpus does not hold F.3d volume 174. ${NOT_HELD}`],
        [EHRLICH]: ['unverifiable', `The offline corpus does not hold F.3d volume 360. ${NOT_HELD}`],
      });
    });

    it('flags Roe v. Wade, Chevron and Michigan v. Jackson from the sourced table, with no opinion text loaded', async () => {
      const body = await checked('Roe v. Wade, 410 U.S. 113 (1973); Chevron U.S.A. Inc. v. NRDC, 467 U.S. 837 (1984); Michigan v. Jackson, 475 U.S. 625 (1986).');
      expect(byText(body.citations, '410 U.S. 113')).toMatchObject({
        status: 'verified',
        treatment: { treatment: 'overruled', by: { citation: '597 U.S. 215', year: 2022 }, sentence: 'We hold that Roe and Casey must be overruled.', source: 'table' },
      });
      expect(byText(body.citations, '467 U.S. 837').treatment).toMatchObject({ by: { name: 'Loper Bright Enterprises v. Raimondo', citation: '603 U.S. 369' }, sentence: 'Chevron is overruled.' });
      expect(byText(body.citations, '475 U.S. 625').treatment).toMatchObject({ by: { name: 'Montejo v. Louisiana', citation: '556 U.S. 778' }, sentence: 'Michigan v. Jackson should be and now is overruled.' });
      expect(body.flagged).toBe(3);
    });

    it('verifies a citation whose commas have no space after them against the index', async () => {
      const [loving] = (await checked('See Loving v. United States,517 U. S. 748,773 (1996).')).citations;
      expect(loving).toMatchObject({ status: 'verified', normalized: 'Loving v. United States, 517 U.S. 748, 773 (1996)' });
    });

    it('never shows a parallel it cannot check as green: the wrong 106 S. Ct. 9999 is partly verified', async () => {
      const [celotex] = (await checked('Celotex Corp. v. Catrett, 477 U.S. 317, 106 S. Ct. 9999 (1986).')).citations;
      expect(celotex).toMatchObject({ status: 'partly-verified' });
      expect(celotex!.message).toContain('Parallel 106 S. Ct. 9999 not checked: the corpus holds no S. Ct. citation of Celotex Corp. v. Catrett.');
    });
  });

  describe('after a complete CourtListener snapshot is imported', () => {
    beforeAll(async () => {
      for (const file of SNAPSHOT) await importCorpusFile({ db: fresh.t.database.db, file: path.join(fixtures, file), complete: true });
    });

    it('tells the fakes in covered volumes from the real Ehrlich, whose volume the snapshot does not hold', async () => {
      const { citations } = await checked(`${FAKES.varghese}; ${FAKES.miller}; ${EHRLICH}.`);
      expect(byText(citations, '925 F.3d 1339')).toMatchObject({ status: 'not-found', source: 'corpus' });
      expect(byText(citations, '174 F.3d 366').message).toBe(
        'No case begins at 174 F.3d 366; the case that begins at 174 F.3d 351 runs through that page: ' +
          `Keane v. Hudson Valley Mills, Inc. (2d Cir. 1999). ${AS_OF} F.3d volume 174.`,
      );
      expect(byText(citations, '360 F.3d 366')).toMatchObject({ status: 'unverifiable', message: `The offline corpus does not hold F.3d volume 360. ${NOT_HELD}` });
    });

    it('judges a Westlaw citation of an appellate court by name against that court’s decisions of the day, never by its number', async () => {
      const { citations } = await checked(
        `${FAKES.martinez}; ${FAKES.durden}; Alvarez v. Gulf Coast Movers, 2019 WL 7777777 (Tex. App. Sept. 25, 2019); ` +
          'Whitcombe v. District Transit Co., 2012 WL 5555555 (D.D.C. Oct. 30, 2012); Martinez v. Delta Airlines, Inc., 2010 WL 4639462 (Tex. App. Sept. 24, 2010).',
      );
      expect(byText(citations, '2019 WL 4639462')).toMatchObject({ status: 'not-found', source: 'corpus', message: NONE_THAT_DAY.martinez });
      expect(byText(citations, '2017 WL 2418825')).toMatchObject({ status: 'not-found', message: NONE_THAT_DAY.durden });
      expect(byText(citations, '2019 WL 7777777')).toMatchObject({
        status: 'partly-verified',
        match: { name: 'Alvarez v. Gulf Coast Movers, LLC', citation: 'No. 14-18-00562-CV' },
        message: expect.stringContaining('The Westlaw number 2019 WL 7777777 was not checked'),
      });
      // A real district-court decision of that day stays unverifiable: district courts' orders are not all opinions there.
      expect(byText(citations, '2012 WL 5555555')).toMatchObject({
        status: 'unverifiable',
        message: expect.stringMatching(/^Not checked: the corpus has no Westlaw documents.*The District Court, District of Columbia is not an appellate court/),
      });
      expect(byText(citations, '2010 WL 4639462')).toMatchObject({
        status: 'unverifiable',
        message: expect.stringContaining(
          "CourtListener's complete snapshot of 2025-06-30 holds decisions of the Court of Appeals of Texas filed from March 12, 2015 to November 20, 2024 only.",
        ),
      });
    });

    it('never calls a real Supreme Court decision not-found because the snapshot’s list of its volume lacks it', async () => {
      // The fixture lists only Dobbs in 597 U.S.; the built-in index holds the term's other decisions without pages.
      const { citations } = await checked(
        'New York State Rifle & Pistol Assn., Inc. v. Bruen, 597 U.S. 1 (2022); Kennedy v. Bremerton School Dist., 597 U.S. 507 (2022); ' +
          'Fakename v. Nobody, 597 U.S. 100 (2022); Fakename v. Nobody, 597 U.S. 600 (2022).',
      );
      const bruen = byText(citations, '597 U.S. 1 ');
      expect(bruen).toMatchObject({ status: 'verified', match: { citation: 'No. 20-843' } });
      expect(bruen.message).toContain(
        "U.S. page not in the index: it has pages through volume 574, so page 1 is not checked. CourtListener's complete snapshot of 2025-06-30 " +
          'has no case beginning at 597 U.S. 1 but lacks this decision too, so it cannot show that the page is wrong.',
      );
      expect(byText(citations, '597 U.S. 507').status).toBe('verified');
      expect(byText(citations, '597 U.S. 100')).toMatchObject({ status: 'not-found', message: `No case begins at 597 U.S. 100. ${AS_OF} U.S. volume 597.` });
      expect(byText(citations, '597 U.S. 600').message).toMatch(/^No Supreme Court decision of the 2021 term has this name/);
    });

    it('checks the uploaded Mata brief: six of six fakes not found, each saying why, bad law flagged', async () => {
      const doc = new Document({ sections: [{ children: MATA_PARAGRAPHS.map((text) => new Paragraph({ children: [new TextRun(text)] })) }] });
      const upload = await uploadDocument(fresh.t.app, bearer(fresh.token), { name: 'mata-opposition.docx', bytes: await Packer.toBuffer(doc) });
      expect(upload.statusCode, upload.body.slice(0, 200)).toBe(201);
      const { id } = documentDetailSchema.parse(upload.json());
      const response = await fresh.t.app.inject({ method: 'GET', url: `/api/documents/${id}/check`, headers: bearer(fresh.token) });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      const result = documentCheckResponseSchema.parse(response.json());

      for (const cited of ['925 F.3d 1339', '111279-U', '905 F. Supp. 2d 121', '174 F.3d 366']) {
        const fake = byText(result.citations, cited);
        expect(fake.status, cited).toBe('not-found');
        expect(fake.message, cited).toContain(AS_OF);
      }
      expect(byText(result.citations, '2019 WL 4639462')).toMatchObject({ status: 'not-found', message: NONE_THAT_DAY.martinez });
      expect(byText(result.citations, '2017 WL 2418825')).toMatchObject({ status: 'not-found', message: NONE_THAT_DAY.durden });
      expect(byText(result.citations, '360 F.3d 366').status).toBe('unverifiable');
      for (const real of ['516 U.S. 217', '525 U.S. 155']) expect(byText(result.citations, real)).toMatchObject({ status: 'verified', treatment: null });
      expect(byText(result.citations, '410 U.S. 113').treatment).toMatchObject({ by: { citation: '597 U.S. 215' } });
      expect(byText(result.citations, '467 U.S. 837').treatment).toMatchObject({ by: { citation: '603 U.S. 369' } });
      expect(result.summary).toEqual({ verified: 4, 'partly-verified': 0, mismatch: 0, 'not-found': 6, unverifiable: 1, invalid: 0 });
      expect(result.flagged).toBe(2);
    }, 120_000);
  });
});
