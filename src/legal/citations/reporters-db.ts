import { JOURNALS, LAWS, REPORTERS_DB } from './reporters-db.generated';

/** An edition as reporters-db knows it, with the years of every edition written the same way. */
export type DbEdition = {
  abbreviation: string;
  series: string;
  citeType: string;
  /** The state whose courts it reports (for state and neutral reporters), else null. */
  state: string | null;
  /** Null where reporters-db does not say. */
  startYear: number | null;
  endYear: number | null;
};

/** The same spacing- and period-blind key as the compact table's ('U. S.' and 'US' meet at 'us'). */
export function dbKey(spelling: string): string {
  return spelling
    .toLowerCase()
    .replace(/[\s.,]/g, '')
    .replace(/(\d)(?:nd|rd)\b/g, '$1d');
}

const EDITIONS = new Map<string, DbEdition[]>();
const NEUTRAL_SPELLINGS: string[] = [];

function add(spelling: string, edition: DbEdition) {
  const key = dbKey(spelling);
  const list = EDITIONS.get(key) ?? [];
  if (!list.some((known) => known.abbreviation === edition.abbreviation && known.citeType === edition.citeType)) list.push(edition);
  EDITIONS.set(key, list);
  // Lowercase variants ('wl', 'mt') would read ordinary words as citations.
  if (!/[A-Z]/.test(spelling)) return;
  if (edition.citeType === 'neutral' && edition.state !== null) NEUTRAL_SPELLINGS.push(spelling);
}

for (const [series, citeType, state, editions, variations] of REPORTERS_DB) {
  const byAbbreviation = new Map<string, DbEdition>();
  for (const [abbreviation, startYear, endYear] of editions) {
    const edition = { abbreviation, series, citeType, state, startYear, endYear };
    byAbbreviation.set(abbreviation, edition);
    add(abbreviation, edition);
  }
  for (const [spelling, abbreviation] of variations) {
    const edition = byAbbreviation.get(abbreviation);
    if (edition) add(spelling, edition);
  }
}

const NOT_REPORTER_KEYS = new Set([...LAWS, ...JOURNALS].map(dbKey));
const JOURNAL_KEYS = new Set(JOURNALS.map(dbKey));

/**
 * Every edition written `spelling`, volume-numbered ones first: 'Ark.' is the Arkansas Reports and, since 2009, also
 * the Arkansas neutral citation.
 */
export function findDbEditions(spelling: string): DbEdition[] {
  const editions = EDITIONS.get(dbKey(spelling)) ?? [];
  return [...editions].sort((a, b) => Number(a.citeType === 'neutral') - Number(b.citeType === 'neutral'));
}

/** A law or journal abbreviation ('U.S.C.', 'Stat.', 'Harv. L. Rev.'): shaped like a reporter, but not one. */
export function isLawOrJournal(spelling: string): boolean {
  return NOT_REPORTER_KEYS.has(dbKey(spelling));
}

/** State neutral-citation spellings ('IL App (1st)', 'Ohio', 'NMCA', 'ND'), longest first. */
export function neutralSpellings(): string[] {
  return [...new Set(NEUTRAL_SPELLINGS)].sort((a, b) => b.length - a.length);
}

/** A journal or law review reporters-db lists ('Harv. L. Rev.', 'A.B.A. J.'). */
export function isListedJournal(spelling: string): boolean {
  return JOURNAL_KEYS.has(dbKey(spelling));
}
