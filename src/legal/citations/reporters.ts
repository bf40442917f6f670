import { findDbEditions } from './reporters-db';

/**
 * The compact reporter table: each edition's canonical Bluebook abbreviation, the years its cases were decided
 * and the spellings seen in practice. Written from public facts; years are inclusive bounds used by the
 * plausibility check, so where two editions change over within a year both include that year.
 */

export type ReporterEdition = {
  /** Canonical Bluebook abbreviation, e.g. 'F. Supp. 2d'. */
  abbreviation: string;
  /** The series the edition belongs to, e.g. 'Federal Supplement'. */
  series: string;
  /** Null only for reporters-db editions whose start it does not know. */
  startYear: number | null;
  /** Null while the edition is still being published. */
  endYear: number | null;
  /** The last volume of a closed edition, where it is a well-known fact. */
  lastVolume?: number;
  /** Spellings other than the canonical one that must not be found by the spacing-blind key alone. */
  variants?: readonly string[];
};

/** The reporters of the early Court that U.S. Reports renumbered, in order. */
const NOMINATIVE_REPORTERS = new Set(['Dall.', 'Cranch', 'Wheat.', 'Pet.', 'How.', 'Black', 'Wall.']);

export const REPORTER_EDITIONS: readonly ReporterEdition[] = [
  // U.S. Reports: volumes 1-90 are the renumbered nominative reporters (Dallas, Cranch, ...), hence 1790.
  { abbreviation: 'U.S.', series: 'United States Supreme Court Reports', startYear: 1790, endYear: null },
  {
    abbreviation: 'S. Ct.',
    series: "West's Supreme Court Reporter",
    startYear: 1882,
    endYear: null,
    variants: ['Sup. Ct.'],
  },
  // The nominative reporters that U.S. Reports renumbered as volumes 1-90 (4 Dall. is 4 U.S., 23 Wall. is 90 U.S.).
  // Dallas's volumes also reprint Pennsylvania cases (from 1754 in the first, to 1806 in the fourth); the start year
  // is that of his Supreme Court cases, as in reporters-db. A term's decisions run into the next calendar year, so
  // How., Black and Wall. end a year after their last term: Kentucky v. Dennison, 65 U.S. (24 How.) 66, was decided
  // in 1861, the Prize Cases, 67 U.S. (2 Black) 635, in 1863, and Minor v. Happersett, 88 U.S. (21 Wall.) 162, in 1875.
  { abbreviation: 'Dall.', series: "Dallas' Supreme Court Reports", startYear: 1790, endYear: 1806, lastVolume: 4 },
  { abbreviation: 'Cranch', series: "Cranch's Supreme Court Reports", startYear: 1801, endYear: 1815, lastVolume: 9 },
  { abbreviation: 'Wheat.', series: "Wheaton's Supreme Court Reports", startYear: 1816, endYear: 1827, lastVolume: 12 },
  { abbreviation: 'Pet.', series: "Peters' Supreme Court Reports", startYear: 1828, endYear: 1842, lastVolume: 16 },
  { abbreviation: 'How.', series: "Howard's Supreme Court Reports", startYear: 1843, endYear: 1861, lastVolume: 24 },
  { abbreviation: 'Black', series: "Black's Supreme Court Reports", startYear: 1861, endYear: 1863, lastVolume: 2 },
  { abbreviation: 'Wall.', series: "Wallace's Supreme Court Reports", startYear: 1863, endYear: 1875, lastVolume: 23 },
  { abbreviation: 'L. Ed.', series: "Lawyers' Edition", startYear: 1790, endYear: 1956, lastVolume: 100 },
  { abbreviation: 'L. Ed. 2d', series: "Lawyers' Edition", startYear: 1956, endYear: null },
  { abbreviation: 'F.', series: 'Federal Reporter', startYear: 1880, endYear: 1924, lastVolume: 300, variants: ['Fed.'] },
  { abbreviation: 'F.2d', series: 'Federal Reporter', startYear: 1924, endYear: 1993, lastVolume: 999 },
  { abbreviation: 'F.3d', series: 'Federal Reporter', startYear: 1993, endYear: 2021, lastVolume: 999 },
  { abbreviation: 'F.4th', series: 'Federal Reporter', startYear: 2021, endYear: null },
  // F. Supp. ran to volume 999 in 1998, when F. Supp. 2d began.
  { abbreviation: 'F. Supp.', series: 'Federal Supplement', startYear: 1932, endYear: 1998, lastVolume: 999 },
  { abbreviation: 'F. Supp. 2d', series: 'Federal Supplement', startYear: 1998, endYear: 2014, lastVolume: 999 },
  { abbreviation: 'F. Supp. 3d', series: 'Federal Supplement', startYear: 2014, endYear: null },
  // Federal Rules Decisions began in 1940, two years after the Federal Rules of Civil Procedure took effect.
  { abbreviation: 'F.R.D.', series: 'Federal Rules Decisions', startYear: 1940, endYear: null },
  { abbreviation: "F. App'x", series: 'Federal Appendix', startYear: 2001, endYear: null, variants: ['F. Appx.', 'Fed. Appx.', 'F. App’x'] },
  { abbreviation: 'B.R.', series: 'Bankruptcy Reporter', startYear: 1979, endYear: null },
  { abbreviation: 'A.', series: 'Atlantic Reporter', startYear: 1885, endYear: 1938 },
  { abbreviation: 'A.2d', series: 'Atlantic Reporter', startYear: 1938, endYear: 2010 },
  { abbreviation: 'A.3d', series: 'Atlantic Reporter', startYear: 2010, endYear: null },
  { abbreviation: 'N.E.', series: 'North Eastern Reporter', startYear: 1884, endYear: 1936 },
  { abbreviation: 'N.E.2d', series: 'North Eastern Reporter', startYear: 1936, endYear: 2013 },
  { abbreviation: 'N.E.3d', series: 'North Eastern Reporter', startYear: 2013, endYear: null },
  { abbreviation: 'N.W.', series: 'North Western Reporter', startYear: 1880, endYear: 1942 },
  { abbreviation: 'N.W.2d', series: 'North Western Reporter', startYear: 1942, endYear: 2023 },
  { abbreviation: 'P.', series: 'Pacific Reporter', startYear: 1883, endYear: 1931 },
  { abbreviation: 'P.2d', series: 'Pacific Reporter', startYear: 1931, endYear: 2000 },
  { abbreviation: 'P.3d', series: 'Pacific Reporter', startYear: 2000, endYear: null },
  { abbreviation: 'S.E.', series: 'South Eastern Reporter', startYear: 1887, endYear: 1939 },
  { abbreviation: 'S.E.2d', series: 'South Eastern Reporter', startYear: 1939, endYear: null },
  { abbreviation: 'So.', series: 'Southern Reporter', startYear: 1886, endYear: 1941 },
  { abbreviation: 'So. 2d', series: 'Southern Reporter', startYear: 1941, endYear: 2008 },
  { abbreviation: 'So. 3d', series: 'Southern Reporter', startYear: 2008, endYear: null },
  { abbreviation: 'S.W.', series: 'South Western Reporter', startYear: 1886, endYear: 1928 },
  { abbreviation: 'S.W.2d', series: 'South Western Reporter', startYear: 1928, endYear: 1999, lastVolume: 999 },
  { abbreviation: 'S.W.3d', series: 'South Western Reporter', startYear: 1999, endYear: null },
  { abbreviation: 'Cal. Rptr.', series: "West's California Reporter", startYear: 1959, endYear: 1991 },
  { abbreviation: 'Cal. Rptr. 2d', series: "West's California Reporter", startYear: 1992, endYear: 2003 },
  { abbreviation: 'Cal. Rptr. 3d', series: "West's California Reporter", startYear: 2003, endYear: null },
  { abbreviation: 'Cal.', series: 'California Reports', startYear: 1850, endYear: 1934 },
  { abbreviation: 'Cal. 2d', series: 'California Reports', startYear: 1934, endYear: 1969 },
  { abbreviation: 'Cal. 3d', series: 'California Reports', startYear: 1969, endYear: 1991 },
  // The exact Cal. 4th → Cal. 5th changeover is not confirmed here; 2016 is a safe upper bound, not a fact.
  { abbreviation: 'Cal. 4th', series: 'California Reports', startYear: 1991, endYear: 2016 },
  { abbreviation: 'Cal. 5th', series: 'California Reports', startYear: 2015, endYear: null },
  { abbreviation: 'Cal. App.', series: 'California Appellate Reports', startYear: 1905, endYear: 1934 },
  { abbreviation: 'Cal. App. 2d', series: 'California Appellate Reports', startYear: 1934, endYear: 1969 },
  { abbreviation: 'Cal. App. 3d', series: 'California Appellate Reports', startYear: 1969, endYear: 1991 },
  // As with Cal. 4th and 5th, the changeover year (2014-2016) is not confirmed here; the bounds cover all three.
  { abbreviation: 'Cal. App. 4th', series: 'California Appellate Reports', startYear: 1991, endYear: 2016 },
  { abbreviation: 'Cal. App. 5th', series: 'California Appellate Reports', startYear: 2014, endYear: null },
  { abbreviation: 'N.Y.S.', series: 'New York Supplement', startYear: 1888, endYear: 1937 },
  // The N.Y.S.2d → N.Y.S.3d changeover (2014 or 2015) is not confirmed here; both bounds cover either year.
  { abbreviation: 'N.Y.S.2d', series: 'New York Supplement', startYear: 1938, endYear: 2015 },
  { abbreviation: 'N.Y.S.3d', series: 'New York Supplement', startYear: 2014, endYear: null },
  { abbreviation: 'N.Y.', series: 'New York Reports', startYear: 1847, endYear: 1956 },
  { abbreviation: 'N.Y.2d', series: 'New York Reports', startYear: 1956, endYear: 2004 },
  { abbreviation: 'N.Y.3d', series: 'New York Reports', startYear: 2004, endYear: null },
  { abbreviation: 'A.D.2d', series: 'New York Supreme Court Appellate Division Reports', startYear: 1955, endYear: 2004 },
  { abbreviation: 'A.D.3d', series: 'New York Supreme Court Appellate Division Reports', startYear: 2003, endYear: null },
  // The official Texas and Florida reports ended in 1962 and 1948 (reporters-db); later cases cite S.W. and So.
  { abbreviation: 'Tex.', series: 'Texas Reports', startYear: 1846, endYear: 1962 },
  { abbreviation: 'Fla.', series: 'Florida Reports', startYear: 1846, endYear: 1948 },
  // reporters-db dates 'Ill.' from 1849, so a cite to an earlier volume reads as implausible.
  { abbreviation: 'Ill.', series: 'Illinois Reports', startYear: 1849, endYear: null },
  { abbreviation: 'Ill. Dec.', series: "West's Illinois Decisions", startYear: 1976, endYear: null },
  // Ill. 2d began in 1953 or 1954 (not confirmed which); the earlier year keeps real cites plausible.
  { abbreviation: 'Ill. 2d', series: 'Illinois Reports', startYear: 1953, endYear: null },
];

/**
 * The U.S. Reports volume a nominative volume became ('4 Wheat.' → 17), or null for other reporters: the nominative
 * editions follow each other in the table, so each begins after the last volumes of those before it.
 */
export function usReportsVolume(abbreviation: string, volume: number): number | null {
  let before = 0;
  for (const edition of REPORTER_EDITIONS) {
    if (!NOMINATIVE_REPORTERS.has(edition.abbreviation)) continue;
    if (edition.abbreviation === abbreviation) return before + volume;
    before += edition.lastVolume ?? 0;
  }
  return null;
}

/**
 * Spacing- and period-blind key: 'U. S.', 'U.S.' and 'US' meet at 'us', 'L.Ed.2d' and 'L. Ed. 2d' at 'led2d'.
 * Ordinals are folded too ('So. 2nd' → 'so2d').
 */
export function reporterKey(spelling: string): string {
  return spelling
    .toLowerCase()
    .replace(/[\s.,]/g, '')
    .replace(/(\d)(?:nd)\b/g, '$1d')
    .replace(/(\d)(?:rd)\b/g, '$1d');
}

const EDITIONS_BY_KEY = new Map<string, ReporterEdition>();
for (const edition of REPORTER_EDITIONS) {
  for (const spelling of [edition.abbreviation, ...(edition.variants ?? [])]) {
    EDITIONS_BY_KEY.set(reporterKey(spelling), edition);
  }
}

/**
 * A reporters-db edition as one edition of this table. Where several share the spelling, their years are joined, so
 * that a citation any of them could hold stays plausible.
 */
function fromReportersDb(spelling: string): ReporterEdition | null {
  const editions = findDbEditions(spelling);
  const [first] = editions;
  if (!first) return null;
  const starts = editions.map((edition) => edition.startYear);
  const ends = editions.map((edition) => edition.endYear);
  return {
    abbreviation: first.abbreviation,
    series: first.series,
    startYear: starts.includes(null) ? null : Math.min(...(starts as number[])),
    endYear: ends.includes(null) ? null : Math.max(...(ends as number[])),
  };
}

/** Whether the compact table (rather than reporters-db alone) knows `spelling`: those need no case name to be read. */
export function isTableReporter(spelling: string): boolean {
  return EDITIONS_BY_KEY.has(reporterKey(spelling));
}

// Extraction asks for the same few spellings over and over ('U. S.' in every opinion); the cache is bounded because
// a pasted text may hold any number of unknown ones.
const FOUND = new Map<string, ReporterEdition | null>();
const FOUND_LIMIT = 10_000;

/**
 * The edition written as `spelling` in any of its variants: the compact table's, whose years were checked by hand,
 * else reporters-db's; null when neither knows the reporter.
 */
export function findReporterEdition(spelling: string): ReporterEdition | null {
  const cached = FOUND.get(spelling);
  if (cached !== undefined) return cached;
  const edition = EDITIONS_BY_KEY.get(reporterKey(spelling)) ?? fromReportersDb(spelling);
  if (FOUND.size >= FOUND_LIMIT) FOUND.clear();
  FOUND.set(detachedCopy(spelling), edition);
  return edition;
}

/**
 * A copy of a string cut from a longer text that no longer points into it. A cache key sliced out of an opinion
 * otherwise keeps that whole opinion in memory for as long as it is cached: importing the SCOTUS files held
 * hundreds of megabytes of texts alive through these caches.
 */
export const detachedCopy = (text: string) => ` ${text}`.slice(1);

/** Every spelling the extractor looks for, canonical and variant, longest first so 'F. Supp. 2d' beats 'F.'. */
export function reporterSpellings(): string[] {
  const spellings = REPORTER_EDITIONS.flatMap((edition) => [edition.abbreviation, ...(edition.variants ?? [])]);
  return spellings.sort((a, b) => b.length - a.length);
}
