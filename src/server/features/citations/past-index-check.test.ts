import { describe, expect, it } from 'vitest';
import type { WrittenCase } from './case-check';
import type { CitationLookupRepository } from './lookup-repository';
import { checkPastPagedVolumes, type SupremeCourtTerms } from './past-index-check';

const TERMS: SupremeCourtTerms = { firstComplete: 2014, lastComplete: 2023, lastPagedVolume: 574, decisionsByYear: { 2020: 2 } };
const BOSTOCK = { case_id: '7', name: 'Bostock v. Clayton County', year: 2020, docket: '17-1618', citation: null };

/** The two lookups the check makes, over a fixed list of Supreme Court decisions. */
function lookupOf(decisions: Array<typeof BOSTOCK>, count: number) {
  return {
    supremeCourtDecisionsNamed: async (word: string, years: number[]) =>
      decisions.filter((decision) => decision.name.includes(word) && years.includes(decision.year)),
    supremeCourtDecisionCount: async () => count,
  } as unknown as CitationLookupRepository;
}

const written = (caseName: string, volume: number, page: number, year: number): WrittenCase => ({
  volume,
  reporter: 'U.S.',
  page,
  pin: null,
  caseName,
  year,
  parallels: [],
});

describe('checkPastPagedVolumes', () => {
  it('leaves volumes with pages, other reporters and citations without a name or year to the other checks', async () => {
    const lookup = lookupOf([BOSTOCK], 2);
    expect(await checkPastPagedVolumes({ written: written('Roe v. Wade', 410, 113, 1973), lookup, terms: TERMS })).toBeNull();
    expect(await checkPastPagedVolumes({ written: { ...written('Bostock v. Clayton County', 590, 644, 2020), reporter: 'S. Ct.' }, lookup, terms: TERMS })).toBeNull();
    expect(await checkPastPagedVolumes({ written: { ...written('Bostock v. Clayton County', 590, 644, 2020), year: null }, lookup, terms: TERMS })).toBeNull();
  });

  it('says not-found only when the corpus holds every decision of the year the index does', async () => {
    const fake = written('Fakename v. Nobody', 590, 700, 2020);
    expect(await checkPastPagedVolumes({ written: fake, lookup: lookupOf([BOSTOCK], 2), terms: TERMS })).toMatchObject({ status: 'not-found' });
    // A partial import (one decision of 2020 of the index's two) cannot say that no decision has the name.
    expect(await checkPastPagedVolumes({ written: fake, lookup: lookupOf([BOSTOCK], 1), terms: TERMS })).toBeNull();
    // 2024's decisions of October to December belong to a term the index does not hold whole.
    expect(await checkPastPagedVolumes({ written: written('Fakename v. Nobody', 604, 1, 2024), lookup: lookupOf([], 100), terms: TERMS })).toBeNull();
  });

  it('names a decision without a page by its docket', async () => {
    const check = await checkPastPagedVolumes({ written: written('Bostock v. Clayton County', 590, 644, 2020), lookup: lookupOf([BOSTOCK], 2), terms: TERMS });
    expect(check).toMatchObject({ status: 'verified', match: { name: 'Bostock v. Clayton County', citation: 'No. 17-1618' } });
  });
});
