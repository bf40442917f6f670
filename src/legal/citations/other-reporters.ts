import { detachedCopy, isTableReporter } from './reporters';
import { isJournal } from './journals';
import { findDbEditions, isLawOrJournal } from './reporters-db';

// One word of a reporter's abbreviation ('Mass.', 'App.', "Int'l") or an ordinal series ('2d', '4th').
const TOKEN = String.raw`(?:[A-Z][A-Za-z'’&]*\.?|[1-9]\d?(?:d|st|nd|rd|th)\b)`;

/** Any reporter-shaped abbreviation: 'Mass. App. Ct.', 'I.B.L.A.', 'Wash. 2d', 'Foo.'. */
export const OTHER_REPORTER = String.raw`${TOKEN}(?:(?:(?<=\.)\s*|\s+)${TOKEN}){0,6}`;

// Citation-shaped sources that are not case reporters and that reporters-db's laws and journals leave out
// (Bluebook R14 and T1), and words that mark a journal, code or register.
const NOT_CASE_REPORTERS = new Set(['fedreg', 'congrec', 'congglobe', 'usca', 'uscs', 'revstat', 'ust', 'tias', 'unts']);
const NOT_CASE_WORDS = /(?:^|[\s.])(?:L|Rev|J|Q|Rec|Reg|Stat|Code|Const|Ann|Supp|Op|Att'y|Gen)\.(?:\s|$)|\b(?:Code|Laws)\b/;
// Captions, dates and references within the opinion ('No. 88-1319 Argued Oct. 31', '328 U.S. Page 499', 'Ante, at').
const NOT_CASE_CONTEXT = /\b(?:Argued|Decided|Filed|Submitted|Page|Ante|Post|Infra|Supra|The|Jan|Feb|Mar|Apr|Aug|Sept?|Oct|Nov|Dec)\b/;
const MONTHS = /^(?:Jan|Feb|Mar|Apr|May|June?|July?|Aug|Sept?|Oct|Nov|Dec)[a-z]*\.?$/;
// 'Page 410 U. S. 120 Id. at 116': the words that start a short form or a signal are never a reporter.
const NOT_A_REPORTER_START = /^(?:Id|Ibid|See|Cf|But|Accord|Compare|Contra|Supra|Infra|Page|Pp?)\b/;
// Neutral and database citations ('2015 IL 118151', '2019 WL 4639462') are read by their own patterns.
const OWN_PATTERNS = new Set(['neutral', 'specialty_west', 'specialty_lexis']);

// Opinions repeat the same spellings; bounded, as a pasted text may hold any number of different ones.
const READ = new Map<string, boolean>();
const READ_LIMIT = 10_000;

/**
 * Whether a reporter-shaped spelling outside the compact table is read as a case reporter: one reporters-db knows
 * (other than neutral and database forms), or an unknown one written with a period, which is not a law, journal,
 * register or month.
 */
export function isOtherReporter(spelling: string): boolean {
  const cached = READ.get(spelling);
  if (cached !== undefined) return cached;
  if (READ.size >= READ_LIMIT) READ.clear();
  const read = readAsReporter(spelling);
  READ.set(detachedCopy(spelling), read);
  return read;
}

function readAsReporter(spelling: string): boolean {
  if (isTableReporter(spelling) || isLawOrJournal(spelling) || isJournal(spelling) || MONTHS.test(spelling)) return false;
  if (NOT_A_REPORTER_START.test(spelling)) return false;
  const editions = findDbEditions(spelling);
  if (editions.length > 0) return editions.some((edition) => !OWN_PATTERNS.has(edition.citeType));
  const key = spelling.toLowerCase().replace(/[\s.,]/g, '');
  return spelling.includes('.') && !NOT_CASE_REPORTERS.has(key) && !NOT_CASE_WORDS.test(spelling) && !NOT_CASE_CONTEXT.test(spelling);
}
