import { checkPlausibility } from '../../../legal/citations';
import { caseNamesMatch, pinRanges } from '../../../legal/verification';
import type { VerificationStatus } from '../../../shared/api/citations';
import { parseReference } from '../corpus/reference';
import { shortNamesOf } from '../research/short-names';
import { checkPastPagedVolumes } from './past-index-check';
import type { CitationLookups, CorpusCase, VolumeCoverage } from './lookup-repository';

export type CaseCheck = {
  status: VerificationStatus;
  source: 'corpus' | 'format' | null;
  message: string;
  match: CorpusCase | null;
  /** Not settled offline; an online lookup may still settle it. */
  needsOnline: boolean;
};

/** What the check needs of a written case citation (a full one, or a short form's page with its full one's name). */
export type WrittenCase = {
  volume: number;
  reporter: string;
  page: number;
  pin: string | null;
  caseName: string | null;
  year: number | null;
  parallels: Array<{ volume: number; reporter: string; page: number }>;
};

const firstPinPage = (pin: string | null) => {
  const match = /^\d+/.exec(pin ?? '');
  return match ? Number(match[0]) : null;
};

/** Compares what the writer said of a found case with the case: name, year and pin page. */
async function compare(written: WrittenCase, found: CorpusCase, lookup: CitationLookups): Promise<CaseCheck> {
  const problems: string[] = [];
  if (written.caseName && !caseNamesMatch(written.caseName, found.name)) {
    problems.push(`${found.citation} is ${found.name}, not ${written.caseName}`);
  }
  if (written.year !== null && found.year !== null && written.year !== found.year) {
    problems.push(`${found.name} was decided in ${found.year}, not ${written.year}`);
  }
  const pin = firstPinPage(written.pin);
  if (pin !== null && found.volume === written.volume && found.reporter === written.reporter) {
    // Page markers in the opinion's text say exactly where it ends; without them the next case in the volume does.
    const pages = await lookup.opinionPages(found.caseId);
    const outside = pages && pinRanges(written.pin ?? '').flat().find((page) => page < pages.first || page > pages.last);
    if (pages) {
      if (outside !== undefined) problems.push(`pin page ${outside} is outside the opinion, pages ${pages.first}–${pages.last}`);
    } else if (pin < found.page) problems.push(`pin page ${pin} comes before the opinion's first page, ${found.page}`);
    else {
      const after = await lookup.caseAfter(found.volume, found.reporter, found.page);
      if (after && pin >= after.page) {
        problems.push(`pin page ${pin} is past the end of the opinion (${after.name} begins at page ${after.page})`);
      }
    }
  }
  if (problems.length > 0) {
    const message = `${capitalise(problems.join('; '))}.`;
    return { status: 'mismatch', source: 'corpus', message, match: found, needsOnline: false };
  }
  const message = written.caseName
    ? `Found in the corpus: ${found.name}, ${found.citation}.`
    : `Found in the corpus: ${found.name}, ${found.citation} (no case name was written to compare).`;
  return { status: 'verified', source: 'corpus', message, match: found, needsOnline: false };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** '11th Cir. 2019', or the year alone for the Supreme Court (and a court the corpus does not know). */
export const courtAndYear = (found: CorpusCase) => [found.court, found.year].filter((part) => part !== null && part !== undefined).join(' ');

/** Who declared the volume (or a neutral series' year) complete, and as of when. */
export function coverageSentence(coverage: VolumeCoverage, what: string): string {
  return coverage.snapshotDate
    ? `CourtListener's complete snapshot of ${coverage.snapshotDate} lists every decision in ${what}.`
    : `The corpus lists every decision in ${what} (${coverage.source}).`;
}

/**
 * Settles one case citation against the corpus: invalid when the reporter or its years make it impossible, found
 * (verified or mismatch) under its own or a parallel reference, not-found only where the corpus holds the whole
 * volume, and otherwise left for an online lookup.
 */
export async function checkCaseCitation(options: {
  written: WrittenCase;
  lookup: CitationLookups;
  currentYear: number;
}): Promise<CaseCheck> {
  const { written, lookup, currentYear } = options;
  const plausibility = checkPlausibility({
    reporter: written.reporter,
    volume: written.volume,
    year: written.year,
    asOfYear: currentYear,
  });
  if (plausibility.status === 'invalid') {
    const message = `${capitalise(plausibility.problems.join('; '))}: no such citation can exist.`;
    return { status: 'invalid', source: 'format', message, match: null, needsOnline: false };
  }

  // All references asked at once (one batched question per reference); the first found, in the order written, wins.
  const references = [written, ...written.parallels];
  const founds = await Promise.all(references.map((reference) => lookup.caseAt(reference.volume, reference.reporter, reference.page)));
  const found = founds.find((candidate) => candidate !== null);
  if (found) return compare(written, found, lookup);

  const coverage = await lookup.coverage(written.volume, written.reporter);
  const reference = `${written.volume} ${written.reporter} ${written.page}`;
  const listed = coverage !== null && written.page <= coverage.lastCasePage;
  // A U.S. volume past the index's pages: the Court's decisions of that term, by name and year. A real decision is
  // judged so even in a covered volume, whose list may lack one the built-in index holds without a page.
  const byTerm = await checkPastPagedVolumes({ written, lookup });
  if (byTerm && !(listed && byTerm.status === 'not-found')) {
    if (!listed || byTerm.status !== 'verified') return byTerm;
    const list = coverage.snapshotDate ? `CourtListener's complete snapshot of ${coverage.snapshotDate}` : `The corpus's list (${coverage.source})`;
    const lacks = `${list} has no case beginning at ${reference} but lacks this decision too, so it cannot show that the page is wrong.`;
    return { ...byTerm, message: `${byTerm.message} ${lacks}` };
  }
  if (listed) {
    // The case that begins before the page runs through it, since the next case of the volume begins after it.
    const before = await lookup.caseBefore(written.volume, written.reporter, written.page);
    const spanning = before ? `; the case that begins at ${before.citation} runs through that page: ${before.name} (${courtAndYear(before)})` : '';
    const message = `No case begins at ${reference}${spanning}. ${coverageSentence(coverage, `${written.reporter} volume ${written.volume}`)}`;
    return { status: 'not-found', source: 'corpus', message, match: null, needsOnline: false };
  }
  const message = coverage
    ? `${reference} lies past the last opinion in the volume, among orders the corpus does not hold.`
    : `The offline corpus does not hold ${written.reporter} volume ${written.volume}.`;
  const sameCase = await caseByNameAndYear(written, lookup);
  if (sameCase && !sameCase.reported) {
    const docket = sameCase.docket ? `, No. ${sameCase.docket}` : '';
    const found = `${message} It holds ${sameCase.name} (${sameCase.year}${docket}) without that page; quotations are checked against its text.`;
    return { status: 'unverifiable', source: null, message: found, match: sameCase, needsOnline: true };
  }
  return { status: 'unverifiable', source: null, message, match: null, needsOnline: true };
}

type NamedCase = CorpusCase & { docket: string | null; reported: boolean };

/** The case named and dated as written, from the corpus; `reported` when it has a citation in that reporter. */
async function caseByNameAndYear(
  written: { caseName: string | null; year: number | null; reporter: string },
  lookup: CitationLookups,
): Promise<NamedCase | null> {
  const [distinctiveWord] = shortNamesOf(written.caseName ?? '');
  if (!written.caseName || written.year === null || !distinctiveWord) return null;
  const candidates = await lookup.casesNamed(distinctiveWord, written.year, written.reporter);
  const found = candidates.find((candidate) => caseNamesMatch(written.caseName!, candidate.name));
  if (!found) return null;
  const reference = found.citation ? parseReference(found.citation) : null;
  return {
    caseId: Number(found.case_id),
    name: found.name,
    year: found.year,
    citation: found.citation ?? (found.docket ? `No. ${found.docket}` : found.name),
    volume: reference?.volume ?? 0,
    reporter: written.reporter,
    page: Number(reference?.page ?? 0),
    docket: found.docket,
    reported: reference !== null,
  };
}

/**
 * A slip opinion ('597 U. S. ___ (2022)') has no page to look up: it is verified when the corpus holds a case of
 * that name decided that year, and otherwise left unverifiable (never not-found: no page was claimed).
 */
export async function checkSlipOpinion(options: {
  written: { caseName: string | null; volume: number | null; reporter: string; year: number | null };
  lookup: CitationLookups;
  currentYear: number;
}): Promise<CaseCheck> {
  const { written, lookup, currentYear } = options;
  if (written.volume !== null) {
    const plausibility = checkPlausibility({ ...written, volume: written.volume, asOfYear: currentYear });
    if (plausibility.status === 'invalid') {
      const message = `${capitalise(plausibility.problems.join('; '))}: no such citation can exist.`;
      return { status: 'invalid', source: 'format', message, match: null, needsOnline: false };
    }
  }
  const found = await caseByNameAndYear(written, lookup);
  if (!found) {
    const message = written.caseName
      ? `A slip-opinion citation names no page, and the corpus holds no ${written.caseName} decided in ${written.year}.`
      : 'A slip-opinion citation without a case name cannot be checked.';
    return { status: 'unverifiable', source: null, message, match: null, needsOnline: false };
  }
  const where = found.reported ? `, now reported at ${found.citation}` : found.docket ? `, No. ${found.docket}` : '';
  const message = `Found in the corpus: ${found.name} (${found.year}${where}); the name and year match.`;
  return { status: 'verified', source: 'corpus', message, match: found, needsOnline: false };
}
