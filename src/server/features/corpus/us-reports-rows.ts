import { parseReference } from './reference';

export type UsReportsRow = { citation: string; name: string; year: number };

/** A year this many years after the rest of its volume cannot be its decision year (128 U.S. 40 as 1988). */
const LATE_YEAR_TOLERANCE = 10;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The index's rows, checked: each citation is a U.S. Reports citation with a name, and a year well after the
 * rest of its volume becomes 0 (unknown), since a volume reports its own term and the source mislabels some
 * years by a century. Earlier years stay: the first Dallas volumes report Pennsylvania cases of earlier years.
 */
export function prepareUsReportsRows(lines: string[]): { rows: UsReportsRow[]; yearsCleared: string[]; rejected: string[] } {
  const parsed: UsReportsRow[] = [];
  const rejected: string[] = [];
  for (const line of lines) {
    if (line.trim() === '' || line.startsWith('citation\t')) continue;
    const [citation = '', name = '', year = ''] = line.split('\t');
    const reference = parseReference(citation);
    const parsedYear = Number(year);
    if (reference?.reporter !== 'U.S.' || name.trim() === '' || !Number.isInteger(parsedYear)) {
      rejected.push(line);
      continue;
    }
    parsed.push({ citation: `${reference.volume} U.S. ${reference.page}`, name: name.trim(), year: parsedYear });
  }
  const yearsByVolume = new Map<string, number[]>();
  for (const row of parsed) {
    if (row.year === 0) continue;
    const volume = row.citation.split(' ')[0]!;
    yearsByVolume.set(volume, [...(yearsByVolume.get(volume) ?? []), row.year]);
  }
  const yearsCleared: string[] = [];
  const rows = parsed.map((row) => {
    const volumeYear = median(yearsByVolume.get(row.citation.split(' ')[0]!) ?? [row.year]);
    if (row.year === 0 || row.year - volumeYear <= LATE_YEAR_TOLERANCE) return row;
    yearsCleared.push(`${row.citation} (${row.year})`);
    return { ...row, year: 0 };
  });
  return { rows, yearsCleared, rejected };
}

export const toTsv = (rows: UsReportsRow[]) =>
  ['citation\tname\tyear', ...rows.map((row) => `${row.citation}\t${row.name}\t${row.year}`)].join('\n') + '\n';
