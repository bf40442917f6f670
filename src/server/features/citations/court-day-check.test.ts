import { describe, expect, it } from 'vitest';
import { extractCitations, type DatabaseCitation } from '../../../legal/citations';
import { judgeByCourtAndDay, whyNotJudged, type CourtDayFacts } from './court-day-check';
import type { CitedCourt } from './court-day-lookups';

const databaseCitation = (text: string): DatabaseCitation => {
  const [citation] = extractCitations(text);
  if (citation?.kind !== 'database') throw new Error(`no Westlaw or Lexis citation in '${text}'`);
  return citation;
};

const TEXAS: CitedCourt = {
  id: 'texapp',
  name: 'Court of Appeals of Texas',
  jurisdiction: 'SA',
  coverage: { firstFiled: '2015-03-12', lastFiled: '2024-11-20', snapshotDate: '2025-06-30' },
};
const SEPTEMBER_25 = [
  { caseId: 11, name: 'Alvarez v. Gulf Coast Movers, LLC', docket: '14-18-00562-CV' },
  { caseId: 12, name: 'Reyes v. Lone Star Freight, Inc.', docket: '05-18-01027-CV' },
];
const facts = (courts: CitedCourt[], decisions = SEPTEMBER_25): CourtDayFacts => ({ snapshotDate: '2025-06-30', courts, decisions });
const MARTINEZ = 'Martinez v. Delta Airlines, Inc., 2019 WL 4639462 (Tex. App. Sept. 25, 2019)';

describe('a Westlaw or Lexis citation judged by its court and date against a complete snapshot', () => {
  it('reads the full date of decision from the parenthetical', () => {
    expect(databaseCitation(MARTINEZ)).toMatchObject({ court: 'Tex. App.', decided: '2019-09-25' });
    expect(databaseCitation('Estate of Durden v. KLM Royal Dutch Airlines, 2017 WL 2418825 (Ga. Ct. App. June 5, 2017)').decided).toBe('2017-06-05');
    expect(databaseCitation('Doe v. Roe, 2019 U.S. App. LEXIS 1234 (2d Cir. 2019)').decided).toBeNull();
    expect(databaseCitation('Doe v. Roe, 2019 WL 1234 (2d Cir. Feb. 30, 2019)').decided).toBeNull();
  });

  it('calls a name no decision of that court that day has not-found, saying the number itself was not looked up', () => {
    expect(judgeByCourtAndDay(databaseCitation(MARTINEZ), facts([TEXAS]))).toEqual({
      status: 'not-found',
      source: 'corpus',
      message:
        'Westlaw numbers are never declared complete, so 2019 WL 4639462 was not looked up; ' +
        "CourtListener's complete snapshot of 2025-06-30 lists every decision of the Court of Appeals of Texas, and none filed on " +
        'September 25, 2019 is named Martinez v. Delta Airlines, Inc. (it lists 2 decisions of that court that day).',
      match: null,
      corpusCaseId: null,
    });
  });

  it('partly verifies a decision of that name filed that day, never green, as its Westlaw number is not checked', () => {
    const verdict = judgeByCourtAndDay(databaseCitation('Alvarez v. Gulf Coast Movers, 2019 WL 7777777, at *2 (Tex. App. Sept. 25, 2019)'), facts([TEXAS]));
    expect(verdict).toEqual({
      status: 'partly-verified',
      source: 'corpus',
      message:
        "Found by name: CourtListener's complete snapshot of 2025-06-30 lists Alvarez v. Gulf Coast Movers, LLC, decided by the " +
        'Court of Appeals of Texas on September 25, 2019. The Westlaw number 2019 WL 7777777 was not checked: the corpus has no Westlaw documents.',
      match: { caseId: 11, name: 'Alvarez v. Gulf Coast Movers, LLC', citation: 'No. 14-18-00562-CV', year: null, url: null },
      corpusCaseId: 11,
    });
  });

  it('leaves a district court’s Westlaw citation unverifiable, saying why: its orders are not all opinions there', () => {
    const district: CitedCourt = { ...TEXAS, id: 'dcd', name: 'District Court, District of Columbia', jurisdiction: 'FD' };
    const citation = databaseCitation('Petersen v. Iran Air, 2012 WL 5555555 (D.D.C. Nov. 2, 2012)');
    expect(judgeByCourtAndDay(citation, facts([district]))).toBeNull();
    expect(whyNotJudged(citation, facts([district]))).toBe(
      'The District Court, District of Columbia is not an appellate court: CourtListener does not publish every decision of district and ' +
        'trial courts as an opinion, so even its complete snapshot cannot show that this one does not exist.',
    );
  });

  it('leaves a date outside the court’s span, an uncovered or unknown court and a year-only date unverifiable, each saying why', () => {
    const early = databaseCitation('Martinez v. Delta Airlines, Inc., 2010 WL 4639462 (Tex. App. Sept. 24, 2010)');
    expect(judgeByCourtAndDay(early, facts([TEXAS]))).toBeNull();
    expect(whyNotJudged(early, facts([TEXAS]))).toBe(
      "CourtListener's complete snapshot of 2025-06-30 holds decisions of the Court of Appeals of Texas filed from March 12, 2015 to November 20, 2024 only.",
    );
    expect(whyNotJudged(databaseCitation(MARTINEZ), facts([{ ...TEXAS, coverage: null }]))).toBe(
      "CourtListener's complete snapshot of 2025-06-30 holds no decision of the Court of Appeals of Texas.",
    );
    expect(whyNotJudged(databaseCitation(MARTINEZ), facts([]))).toBe(
      "CourtListener's complete snapshot of 2025-06-30 names no court cited as “Tex. App.”, so that court’s decisions could not be read.",
    );
    expect(whyNotJudged(databaseCitation('Martinez v. Delta Airlines, Inc., 2019 WL 4639462 (Tex. App. 2019)'), facts([TEXAS]))).toMatch(
      /can judge such a citation only by the case name, the court and the full date of decision/,
    );
  });
});
