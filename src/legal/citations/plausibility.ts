import { findReporterEdition } from './reporters';

export type PlausibilityCheck = {
  /** Any spelling of the reporter, e.g. 'F. 2d'. */
  reporter: string;
  volume: number;
  /** The decision year from the parenthetical; null when the citation gives none. */
  year: number | null;
  /** Years after this are in the future; leave out to skip that check (keeps this function free of the clock). */
  asOfYear?: number;
};

export type Plausibility = { status: 'plausible' | 'invalid'; problems: string[] };

/** Checks a reporter reference against the edition's years and volumes: '2025 F.2d' is not a real cite. */
export function checkPlausibility(check: PlausibilityCheck): Plausibility {
  const edition = findReporterEdition(check.reporter);
  if (!edition) return { status: 'invalid', problems: [`unknown reporter '${check.reporter}'`] };
  const problems: string[] = [];
  const name = edition.abbreviation;
  if (!Number.isInteger(check.volume) || check.volume < 1) problems.push(`volume ${check.volume} is not a volume`);
  if (edition.lastVolume !== undefined && check.volume > edition.lastVolume) {
    problems.push(`${name} ends at volume ${edition.lastVolume}`);
  }
  if (check.year !== null) {
    if (edition.startYear !== null && check.year < edition.startYear) problems.push(`${name} begins in ${edition.startYear}`);
    if (edition.endYear !== null && check.year > edition.endYear) problems.push(`${name} ends in ${edition.endYear}`);
    if (check.asOfYear !== undefined && check.year > check.asOfYear) problems.push(`${check.year} is in the future`);
  }
  return { status: problems.length === 0 ? 'plausible' : 'invalid', problems };
}
