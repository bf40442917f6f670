/**
 * The Supreme Court's decisions that have no U.S. Reports page yet, as the built-in index ships them: docket, name,
 * decision year and term. Facts only, taken from the opinion records of the shared SCOTUS data.
 */
export type UnpagedDecision = { docket: string; name: string; year: number; term: number };

export type OpinionFacts = { citation: string | null; docket: string | null; name: string; year: number | null; text: string };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// A slip opinion's caption dates it in brackets: '[June 15, 2020]'.
const CAPTION_DATE = new RegExp(String.raw`\[(${MONTHS.join('|')})\s+\d{1,2},\s*(\d{4})\]`);
const CAPTION_REACH = 2000;
const CITATION_AS_DOCKET = /^\d+\s+U\.?\s*S\.?\s+\d+$/;

/**
 * The October Term a decision belongs to. A term opens on the first Monday of October and its last opinions come
 * down by early July, so a decision of October to December belongs to that year's term, and one of January to
 * September to the term that opened the October before. Without a month, the second (most decisions are handed
 * down from January to June).
 */
export function termOf(year: number, month: number | null): number {
  return month !== null && month >= 10 ? year : year - 1;
}

/** The decision date in an opinion's caption, where it has one. */
export function captionDate(text: string): { year: number; month: number } | null {
  const match = CAPTION_DATE.exec(text.slice(0, CAPTION_REACH));
  return match ? { year: Number(match[2]), month: MONTHS.indexOf(match[1]!) + 1 } : null;
}

const mostCommon = <T>(values: T[]): T | undefined => {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
};

/**
 * One row per decision (its majority, concurrences and dissents are one decision) of every record without a U.S.
 * Reports citation: the date most of its opinions give (a separate opinion's caption can be misdated), else the
 * record's year.
 */
export function prepareUnpagedDecisions(records: Iterable<OpinionFacts>): UnpagedDecision[] {
  const byDecision = new Map<string, { docket: string; name: string; years: number[]; dates: string[] }>();
  for (const record of records) {
    const docket = record.docket?.trim();
    // Some records carry their U.S. Reports citation in the docket field ('540 US 31'): they have a page.
    if (record.citation || !docket || CITATION_AS_DOCKET.test(docket) || record.name.trim() === '') continue;
    const key = `${docket}|${record.name.trim()}`;
    const decision = byDecision.get(key) ?? { docket, name: record.name.trim(), years: [], dates: [] };
    if (record.year) decision.years.push(record.year);
    const date = captionDate(record.text);
    if (date) decision.dates.push(`${date.year}-${date.month}`);
    byDecision.set(key, decision);
  }
  const rows: UnpagedDecision[] = [];
  for (const decision of byDecision.values()) {
    const date = mostCommon(decision.dates)?.split('-').map(Number);
    const year = date?.[0] ?? mostCommon(decision.years);
    if (year === undefined) continue;
    rows.push({ docket: decision.docket, name: decision.name, year, term: termOf(year, date?.[1] ?? null) });
  }
  return rows.sort((a, b) => a.term - b.term || a.year - b.year || a.docket.localeCompare(b.docket));
}

/**
 * The terms whose every decision the shipped index holds: from the term of the last paged volume's decisions (its
 * later decisions are the unpaged ones) to the last term closed before the data's date (a term still sitting may
 * yet add decisions).
 */
export function completeTerms(options: { lastPagedYear: number; dataDate: string }): { first: number; last: number } {
  const [year, month] = options.dataDate.split('-').map(Number);
  return { first: termOf(options.lastPagedYear, null), last: termOf(year!, month!) - 1 };
}

export const toUnpagedTsv = (rows: UnpagedDecision[]) =>
  ['docket\tname\tyear\tterm', ...rows.map((row) => `${row.docket}\t${row.name}\t${row.year}\t${row.term}`)].join('\n') + '\n';

/** A row of the shipped file; null for the header or a line that is not one. */
export function parseUnpagedLine(line: string): UnpagedDecision | null {
  const [docket = '', name = '', year = '', term = ''] = line.split('\t');
  if (docket === 'docket' || docket.trim() === '' || name.trim() === '') return null;
  const parsedYear = Number(year);
  const parsedTerm = Number(term);
  if (!Number.isInteger(parsedYear) || !Number.isInteger(parsedTerm)) return null;
  return { docket: docket.trim(), name: name.trim(), year: parsedYear, term: parsedTerm };
}
