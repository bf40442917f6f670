import { caseNamesMatch } from '../../../legal/verification';
import { BUILTIN_SUPREME_COURT_TERMS } from '../corpus/builtin-terms.generated';
import { shortNamesOf } from '../research/short-names';
import type { CaseCheck, WrittenCase } from './case-check';
import type { CitationLookups } from './lookup-repository';

export type SupremeCourtTerms = {
  firstComplete: number;
  lastComplete: number;
  lastPagedVolume: number;
  /** How many decisions of each year the built-in index holds. */
  decisionsByYear: Readonly<Record<number, number>>;
};

/**
 * A U.S. Reports citation to a volume past the last one the index has pages for ('590 U.S. 644 (2020)'), judged by
 * name and year against the Supreme Court's decisions, which the built-in index holds for every term from
 * `firstComplete` to `lastComplete` whether paged or not. A decision written (Y) belongs to the October Term Y−1
 * (January to September) or Y (October to December), so the decisions of Y−1 to Y+1 are compared: the name found
 * in Y is verified, in a neighbouring year a mismatch; found in none, with both terms of Y complete, it is
 * not-found, provided the corpus holds at least as many decisions of Y as the built-in index. Null when this does
 * not apply (another reporter, an earlier volume, no name or year written).
 */
export async function checkPastPagedVolumes(options: {
  written: WrittenCase;
  lookup: CitationLookups;
  terms?: SupremeCourtTerms;
}): Promise<CaseCheck | null> {
  const { written, lookup } = options;
  const terms: SupremeCourtTerms = options.terms ?? BUILTIN_SUPREME_COURT_TERMS;
  const { caseName, year } = written;
  const [word] = shortNamesOf(caseName ?? '');
  if (written.reporter !== 'U.S.' || written.volume <= terms.lastPagedVolume || !caseName || year === null || !word) return null;

  const reference = `${written.volume} U.S. ${written.page}`;
  const candidates = await lookup.supremeCourtDecisionsNamed(word, [year - 1, year, year + 1]);
  const named = candidates.filter((candidate) => caseNamesMatch(caseName, candidate.name));
  const found = named.find((candidate) => candidate.year === year) ?? named[0];
  if (found) {
    const docket = found.docket ? `, No. ${found.docket}` : '';
    // A decision without a page is named by its docket, never by the page written for it.
    const citation = found.citation ?? (found.docket ? `No. ${found.docket}` : found.name);
    const match = { caseId: Number(found.case_id), name: found.name, year: found.year, citation, volume: written.volume, reporter: 'U.S.', page: written.page };
    if (found.year !== year) {
      const message = `${found.name}${docket} was decided in ${found.year}, not ${year}.`;
      return { status: 'mismatch', source: 'corpus', message, match, needsOnline: false };
    }
    if (found.citation && found.citation !== reference) {
      const message = `${found.name} is reported at ${found.citation}, not ${reference}.`;
      return { status: 'mismatch', source: 'corpus', message, match, needsOnline: false };
    }
    const message = `Found in the corpus: ${found.name} (${found.year}${docket}); the name and year match. U.S. page not in the index: it has pages through volume ${terms.lastPagedVolume}, so page ${written.page} is not checked.`;
    return { status: 'verified', source: 'corpus', message, match, needsOnline: false };
  }

  const termsOfYear = [year - 1, year];
  const complete = termsOfYear.every((term) => term >= terms.firstComplete && term <= terms.lastComplete);
  // A corpus holding fewer decisions of the year than the built-in index (a partial import without it) is not complete.
  const expected = terms.decisionsByYear[year];
  if (!complete || expected === undefined || (await lookup.supremeCourtDecisionCount(year)) < expected) return null;
  const message =
    `No Supreme Court decision of the ${year - 1} term has this name: the corpus lists every decision of the October ` +
    `Terms ${terms.firstComplete}–${terms.lastComplete}, and none decided in ${year - 1}–${year + 1} is ${caseName}. ` +
    `${written.volume} U.S. is past the last volume with pages in the index (${terms.lastPagedVolume}), so the name and year decide.`;
  return { status: 'not-found', source: 'corpus', message, match: null, needsOnline: false };
}
