import { caseNameBefore } from './case-name';
import { canonicalReporter, groupsOf, spanOf, stickyMatch } from './matching';
import { isJournal, mayBeLawReport } from './journals';
import { isOtherReporter, OTHER_REPORTER } from './other-reporters';
import { AFTER_PIN, AT_PIN, NOMINATIVE, PIN, REPORTER, VOLUME, collapseWhitespace, normalizePin, pinOf } from './patterns';
import { findReporterEdition, usReportsVolume } from './reporters';
import type { CaseCitation, ReporterReference, ShortCaseCitation, SlipOpinionCitation } from './types';

const PAGE = String.raw`(?<page>\d{1,5})(?!\w)`;
// One scan for both: a reporter of the compact table, else any reporter-shaped abbreviation (`other`).
const FULL_REFERENCE = new RegExp(
  String.raw`(?<volume>${VOLUME})\s+(?:(?<reporter>${REPORTER})(?:\s*${NOMINATIVE})?|(?<other>${OTHER_REPORTER}))\s*${PAGE}`,
  'g',
);
const PIN_AFTER = new RegExp(String.raw`,\s*(?<pin>${PIN})${AFTER_PIN}`, 'y');
// Justia's link text for a pin: '319 U. S. 624, 319 U. S. 638' is the court's '319 U.S. 624, 638', and
// '4 Wheat. 316, 17 U. S. 407' names the pin by the U.S. Reports volume that 4 Wheat. became.
const LINKED_PIN_AFTER = new RegExp(
  String.raw`,\s*(?<volume>\d{1,4})\s+(?<reporter>${REPORTER})\s*(?<pin>${PIN})${AFTER_PIN}`,
  'y',
);
const PARALLEL_AFTER = new RegExp(String.raw`,\s*(?<volume>\d{1,4})\s+(?<reporter>${REPORTER})\s*${PAGE}`, 'y');
const OTHER_PARALLEL_AFTER = new RegExp(String.raw`,\s*(?<volume>\d{1,4})\s+(?<reporter>${OTHER_REPORTER})\s*${PAGE}`, 'y');
// A pin range the source damaged ('116-  (1973)', '116-1 7 (1973)'): its first page is kept, and so is the year after it.
const DAMAGED_PIN = /,\s*(?<pin>\d{1,5})[\s\d–-]*?(?=,?\s*\()/y;
// A stray comma before it ('105-106, (1934)') is a typo in some opinions, not the end of the citation.
const PARENTHETICAL_AFTER = /,?\s*\((?<court>[^()]{0,60}?)\s*(?<year>1[6-9]\d\d|20\d\d)\s*\)/y;
// A court abbreviation is capitalised words and ordinals ('9th Cir.', 'S.D.N.Y.', 'Cal. Ct. App.'), not prose.
const COURT = /^(?:[A-Z0-9][\w.&'’]*\s*){1,6}$/;
const DATE_IN_COURT = /\s*(?:Jan|Feb|Mar|Apr|May|June?|July?|Aug|Sept?|Oct|Nov|Dec)\.?\s+\d{1,2},?$/;

/**
 * References that point into the opinion itself rather than cite another decision: Justia's page markers
 * ('Page 409 U. S. 323'), the syllabus's 'Pp. 475 U. S. 567-572' and its cross-references to the other opinions
 * ('post, p. 409 U. S.\n309'), and 'ante at 443 U. S. 536', 'post at', 'infra at'.
 * After 'Id. at' and 'supra, at' the reference is Justia's link text for the pin, which those patterns read.
 */
const SELF_REFERENCE_BEFORE = /(?:\bPage|\bPp?\.|\b(?:[Aa]nte|[Pp]ost),?\s*pp?\.|\b(?:[Aa]nte|[Pp]ost|[Ii]nfra|[Ss]upra|[Ii]d\.|[Ii]bid\.),?\s*at)\s*$/;

// '597 U. S. ___ (2022)' and '___ U. S. ___, ___ (2023)': blanks where the volume and page will go.
const BLANK = '_{2,}';
const SLIP_OPINION = new RegExp(
  String.raw`(?:(?<volume>${VOLUME})|(?<![\w])${BLANK})\s+(?<reporter>${REPORTER})\s*${BLANK}(?:\s*,\s*${BLANK})?` +
    String.raw`\s*\((?<year>(?:17|18|19|20)\d\d)\)`,
  'g',
);

// '373 U.S. at 373 U. S. 361' and '1 Cranch at 5 U. S. 163': AT_PIN reads over Justia's link text.
const SHORT_CASE = new RegExp(
  String.raw`(?<volume>${VOLUME})\s+(?:(?<reporter>${REPORTER})|(?<other>${OTHER_REPORTER})),?\s*${AT_PIN}`,
  'g',
);

function reference(groups: Record<string, string | undefined>): ReporterReference {
  return {
    volume: Number(groups.volume),
    reporter: canonicalReporter(groups.reporter ?? groups.other ?? ''),
    page: Number(groups.page),
    pin: null,
  };
}

function isLinkTo(current: ReporterReference, volume: number, reporterSpelling: string): boolean {
  const reporter = canonicalReporter(reporterSpelling);
  if (reporter === current.reporter) return volume === current.volume;
  return reporter === 'U.S.' && volume === usReportsVolume(current.reporter, current.volume);
}

/** Reads ', 116', ', 116, 120' and Justia's ', 410 U. S. 116' after a reference, returning where they end. */
function readPins(text: string, at: number, current: ReporterReference): number {
  const pins: string[] = [];
  let end = at;
  for (;;) {
    const linked = stickyMatch(LINKED_PIN_AFTER, text, end);
    const linkedGroups = linked ? groupsOf(linked) : {};
    const isLinked = linked !== null && isLinkTo(current, Number(linkedGroups.volume), linkedGroups.reporter ?? '');
    const pin = isLinked ? linked : stickyMatch(PIN_AFTER, text, end);
    if (!pin) break;
    pins.push(normalizePin(groupsOf(pin).pin ?? ''));
    end += pin[0].length;
  }
  if (pins.length > 0) current.pin = pins.join(', ');
  return end;
}

export function parseParenthetical(
  text: string,
  at: number,
): { court: string | null; year: number; date: string | null; end: number } | null {
  const match = stickyMatch(PARENTHETICAL_AFTER, text, at);
  if (!match) return null;
  const written = collapseWhitespace(groupsOf(match).court ?? '');
  const court = written.replace(DATE_IN_COURT, '');
  if (court !== '' && !COURT.test(court)) return null;
  const year = Number(groupsOf(match).year);
  const date = isoDate(DATE_IN_COURT.exec(written), year);
  return { court: court === '' ? null : court, year, date, end: at + match[0].length };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** 'Sept. 25,' of 2019 → '2019-09-25'; null for no date or one that does not exist ('Feb. 30,'). */
function isoDate(written: RegExpExecArray | null, year: number): string | null {
  const parts = written ? /([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2})/.exec(written[0]) : null;
  if (!parts) return null;
  const month = MONTHS.indexOf(parts[1]!.toLowerCase()) + 1;
  const day = Number(parts[2]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month === 0 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A full citation starting at a volume-reporter-page match, with its pins, parallels and parenthetical. */
function readCase(text: string, match: RegExpExecArray): CaseCitation {
  const primary = reference(groupsOf(match));
  const parallels: ReporterReference[] = [];
  let current = primary;
  let end = match.index + match[0].length;
  for (;;) {
    end = readPins(text, end, current);
    const parallel = stickyMatch(PARALLEL_AFTER, text, end) ?? otherParallelAt(text, end);
    if (!parallel) break;
    current = reference(groupsOf(parallel));
    parallels.push(current);
    end += parallel[0].length;
  }
  let parenthetical = parseParenthetical(text, end);
  const damaged = parenthetical ? null : stickyMatch(DAMAGED_PIN, text, end);
  if (damaged) {
    parenthetical = parseParenthetical(text, end + damaged[0].length);
    if (parenthetical) current.pin ??= groupsOf(damaged).pin ?? null;
  }
  end = parenthetical?.end ?? end;
  return {
    kind: 'case',
    start: match.index,
    end,
    text: text.slice(match.index, end),
    caseName: null,
    ...primary,
    parallels,
    court: parenthetical?.court ?? null,
    year: parenthetical?.year ?? null,
  };
}

/** A parallel in a reporter only reporters-db knows ('236 Ga. 804, 225 S.E.2d 241' read from the S.E.2d side). */
function otherParallelAt(text: string, at: number): RegExpExecArray | null {
  const match = stickyMatch(OTHER_PARALLEL_AFTER, text, at);
  const reporter = match?.groups?.reporter ?? '';
  return match && isOtherReporter(reporter) && findReporterEdition(reporter) ? match : null;
}

const isSelfReference = (text: string, at: number) => SELF_REFERENCE_BEFORE.test(text.slice(Math.max(0, at - 12), at));

/**
 * Full case citations, without their case names (those are added once overlaps are settled). A reporter outside the
 * compact table counts only with a case name before it, a year after it or a parallel citation after it (the
 * syllabus's '262 Ore. 375, 498 P.2d 757, affirmed'), so that statutes, dates and measurements are not taken for
 * citations.
 */
export function extractCases(text: string): CaseCitation[] {
  // Where the last self-reference ended: 'ante pp. 413 U. S. 149,\n413 U. S. 166' lists two pages of this case.
  let selfReferenceEnd = -1;
  return readAll(FULL_REFERENCE, text, (match) => {
    const listed = selfReferenceEnd >= 0 && /^,\s*$/.test(text.slice(selfReferenceEnd, match.index));
    if (listed || isSelfReference(text, match.index)) {
      selfReferenceEnd = match.index + match[0].length;
      return null;
    }
    const other = match.groups?.other;
    if (other === undefined) return readCase(text, match);
    const named = () => caseNameBefore({ text, end: match.index, notBefore: 0 }) !== null;
    // A journal-shaped abbreviation after a case name is a law report of decisions ('55 A.L.J.R. 258').
    const spelling = collapseWhitespace(other);
    if (!isOtherReporter(other) && !(isJournal(spelling) && mayBeLawReport(spelling) && named())) return null;
    const citation = readCase(text, match);
    const supported = citation.year !== null || citation.parallels.length > 0 || named();
    return supported ? citation : null;
  });
}

/**
 * What `read` makes of each match of a pattern with an `other` reporter group. Where it reads nothing from an other
 * reporter, the scan goes on inside that match, so '1983 Smith 410 U.S. 113' still finds the citation.
 */
function readAll<T>(pattern: RegExp, text: string, read: (match: RegExpExecArray) => T | null): T[] {
  const results: T[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const result = read(match);
    if (result) results.push(result);
    else if (match.groups?.other !== undefined) pattern.lastIndex = match.index + 1;
  }
  return results;
}

/** Slip-opinion citations, without their case names (added with the full citations' names). */
export function extractSlipOpinions(text: string): SlipOpinionCitation[] {
  return [...text.matchAll(SLIP_OPINION)].map((match) => {
    const groups = groupsOf(match);
    return {
      kind: 'slip-opinion',
      ...spanOf(match),
      caseName: null,
      volume: groups.volume ? Number(groups.volume) : null,
      reporter: canonicalReporter(groups.reporter ?? ''),
      year: Number(groups.year),
    };
  });
}

export function extractShortCases(text: string): ShortCaseCitation[] {
  return readAll(SHORT_CASE, text, (match): ShortCaseCitation | null => {
    const groups = groupsOf(match);
    if (groups.other !== undefined && !isOtherReporter(groups.other)) return null;
    return {
      kind: 'short-case',
      ...spanOf(match),
      name: null,
      volume: Number(groups.volume),
      reporter: canonicalReporter(groups.reporter ?? groups.other ?? ''),
      pin: pinOf(groups) ?? '',
    };
  });
}
