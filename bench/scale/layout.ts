/**
 * Where each generated case is reported: its series, volume and first page, and the year that volume covers. Each
 * series' expected share of the corpus is spread evenly over all its volumes, so a small corpus still spans every
 * volume and year (a thin slice of each), and within a volume cases begin at increasing pages, as in a bound reporter.
 */
import { weightedPicker, type Prng } from './prng';
import type { Series } from './reporters';

/** Pages in a bound volume, about. */
const PAGES_PER_VOLUME = 1_400;
/** Supreme Court cases carry these parallels when their years allow (S. Ct. from 1882, L. Ed. throughout). */
const SUPREME_COURT_PARALLELS = ['S. Ct.', 'L. Ed.', 'L. Ed. 2d'];
export const PARALLEL_CHANCE = 0.9;

export interface Placement {
  series: Series;
  volume: number;
  page: number;
}

interface Cursor {
  taken: number;
  volume: number;
  page: number;
  /** Cases this series is expected to receive in the whole corpus. */
  expected: number;
}

export function createLayout(allSeries: readonly Series[], expectedCases: number) {
  const primary = allSeries.filter((series) => !SUPREME_COURT_PARALLELS.includes(series.reporter));
  const parallels = allSeries.filter((series) => SUPREME_COURT_PARALLELS.includes(series.reporter));
  const totalVolumes = primary.reduce((sum, series) => sum + series.volumes, 0);
  const cursors = new Map<Series, Cursor>();
  const cursorOf = (series: Series, expected: number) => {
    let cursor = cursors.get(series);
    if (!cursor) cursors.set(series, (cursor = { taken: 0, volume: 0, page: 0, expected: Math.max(1, expected) }));
    return cursor;
  };
  const next = (series: Series, cursor: Cursor, prng: Prng): Placement => {
    const volume = Math.min(series.volumes, 1 + Math.floor((cursor.taken * series.volumes) / cursor.expected));
    const perVolume = Math.max(1, cursor.expected / series.volumes);
    const meanStep = Math.max(1, Math.min(PAGES_PER_VOLUME / 2, PAGES_PER_VOLUME / perVolume));
    cursor.page = volume !== cursor.volume ? prng.int(1, Math.ceil(meanStep)) : cursor.page + prng.int(1, Math.ceil(2 * meanStep));
    cursor.volume = volume;
    cursor.taken += 1;
    return { series, volume, page: cursor.page };
  };
  const pickPrimary = weightedPicker(primary, (series) => series.volumes);
  return {
    /** A new case's own citation. */
    place(prng: Prng): Placement {
      const series = pickPrimary(prng);
      return next(series, cursorOf(series, (expectedCases * series.volumes) / totalVolumes), prng);
    },
    /** A Supreme Court case's parallel citations for its year, each with PARALLEL_CHANCE. */
    parallelsOf(year: number, prng: Prng): Placement[] {
      const scotusCases = (expectedCases * (primary.find((s) => s.reporter === 'U.S.')?.volumes ?? 0)) / totalVolumes;
      return parallels
        .filter((series) => series.firstYear <= year && year <= series.lastYear && prng.chance(PARALLEL_CHANCE))
        .map((series) => {
          const span = Math.max(1, series.lastYear - series.firstYear + 1);
          // A parallel series is expected to hold its share of the Supreme Court's cases: those of its years.
          const usSpan = LAST_SUPREME_COURT_YEAR - FIRST_US_YEAR + 1;
          return next(series, cursorOf(series, (scotusCases * PARALLEL_CHANCE * span) / usSpan), prng);
        });
    },
  };
}

const FIRST_US_YEAR = 1875;
const LAST_SUPREME_COURT_YEAR = 2024;

/** The year a volume covers: the series' years spread evenly over its volumes. */
export function yearOf({ series, volume }: Placement): number {
  const span = series.lastYear - series.firstYear + 1;
  return Math.min(series.lastYear, series.firstYear + Math.floor(((volume - 1) / series.volumes) * span));
}
