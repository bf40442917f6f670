/**
 * The reporters the generated corpus cites, with how many cases each receives and the courts it reports.
 *
 * APPROXIMATION, stated plainly: CourtListener publishes no per-reporter counts we could read here, so each reporter
 * series is weighted by its approximate number of bound volumes as of 2024 (the figures below, from the series' last
 * volume numbers as commonly cited; a 2d/3d series of 999 volumes is complete). Bound volumes of these reporters hold
 * cases of the same order of number, so volumes stand in for cases. The 37 series below (Supreme Court, federal
 * appellate and trial, the seven regional reporters, California and New York) hold the bulk of American case law;
 * state official reporters and specialty reporters are left out. Date ranges are the citation checker's own
 * (src/legal/citations/reporters.ts), which corrects some of reporters-db's (F. Supp. 2d began in 1998, not 1988), so
 * that no generated citation is implausible by its year; reporters-db's where the checker has none.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findReporterEdition } from '../../src/legal/citations';

const CIRCUITS = ['ca1', 'ca2', 'ca3', 'ca4', 'ca5', 'ca6', 'ca7', 'ca8', 'ca9', 'ca10', 'ca11', 'cadc', 'cafc'];
const DISTRICTS = ['dcd', 'nysd', 'cand', 'txsd', 'ilnd', 'paed', 'mad'];
const ATLANTIC = ['pa', 'nj', 'md', 'conn', 'me', 'nh', 'vt', 'ri', 'del'];
const PACIFIC = ['cal', 'ariz', 'colo', 'wash', 'or', 'nev', 'utah', 'kan', 'okla', 'mont', 'idaho', 'wyo', 'nm', 'alaska', 'haw'];
const NORTH_EASTERN = ['ill', 'ind', 'mass', 'ny', 'ohio'];
const NORTH_WESTERN = ['mich', 'minn', 'wis', 'iowa', 'neb', 'nd', 'sd'];
const SOUTH_EASTERN = ['ga', 'nc', 'sc', 'va', 'wva'];
const SOUTHERN = ['fla', 'ala', 'miss', 'la'];
const SOUTH_WESTERN = ['tex', 'mo', 'ark', 'ky', 'tenn'];

/** [series as reporters-db spells it, approximate bound volumes, courts it reports (courts-db ids)]. */
const SERIES: ReadonlyArray<readonly [string, number, readonly string[]]> = [
  ['U.S.', 600, ['scotus']],
  ['S. Ct.', 144, ['scotus']],
  ['L. Ed.', 100, ['scotus']],
  ['L. Ed. 2d', 218, ['scotus']],
  ['F.', 300, CIRCUITS],
  ['F.2d', 999, CIRCUITS],
  ['F.3d', 999, CIRCUITS],
  ['F.4th', 110, CIRCUITS],
  ["F. App'x", 880, CIRCUITS],
  ['F. Supp.', 999, DISTRICTS],
  ['F. Supp. 2d', 999, DISTRICTS],
  ['F. Supp. 3d', 740, DISTRICTS],
  ['A.', 200, ATLANTIC],
  ['A.2d', 999, ATLANTIC],
  ['A.3d', 320, ATLANTIC],
  ['P.', 300, PACIFIC],
  ['P.2d', 999, PACIFIC],
  ['P.3d', 550, PACIFIC],
  ['N.E.', 200, NORTH_EASTERN],
  ['N.E.2d', 999, NORTH_EASTERN],
  ['N.E.3d', 240, NORTH_EASTERN],
  ['N.W.', 300, NORTH_WESTERN],
  ['N.W.2d', 999, NORTH_WESTERN],
  ['S.E.', 200, SOUTH_EASTERN],
  ['S.E.2d', 900, SOUTH_EASTERN],
  ['So.', 200, SOUTHERN],
  ['So. 2d', 999, SOUTHERN],
  ['So. 3d', 390, SOUTHERN],
  ['S.W.', 300, SOUTH_WESTERN],
  ['S.W.2d', 999, SOUTH_WESTERN],
  ['S.W.3d', 700, SOUTH_WESTERN],
  ['Cal. Rptr.', 286, ['calctapp']],
  ['Cal. Rptr. 2d', 135, ['calctapp']],
  ['Cal. Rptr. 3d', 330, ['calctapp']],
  ['N.Y.S.', 300, ['nyappdiv']],
  ['N.Y.S.2d', 999, ['nyappdiv']],
  ['N.Y.S.3d', 210, ['nyappdiv']],
];

/** The year the generated corpus ends; series still running are taken to run until then. */
export const LAST_YEAR = 2024;

export interface Series {
  reporter: string;
  volumes: number;
  courts: readonly string[];
  firstYear: number;
  lastYear: number;
  /** CourtListener's citation type: 1 federal, 2 state, 3 state regional. */
  citationType: number;
}

const CITATION_TYPES: Readonly<Record<string, number>> = { federal: 1, state: 2, state_regional: 3 };

type ReportersDb = Record<string, Array<{ cite_type: string; editions: Record<string, { start: string | null; end: string | null }> }>>;

/** The series with their years from reporters-db's `reporters.json`; fails naming a series reporters-db lacks. */
export function loadSeries(reportersJson: string): Series[] {
  const db = JSON.parse(readFileSync(reportersJson, 'utf8')) as ReportersDb;
  const editions = new Map(
    Object.values(db).flatMap((reporters) =>
      reporters.flatMap((r) => Object.entries(r.editions).map(([name, e]) => [name, { ...e, citeType: r.cite_type }] as const)),
    ),
  );
  return SERIES.map(([reporter, volumes, courts]) => {
    const edition = editions.get(reporter);
    if (!edition) throw new Error(`${path.basename(reportersJson)} has no edition '${reporter}'`);
    const year = (date: string | null, fallback: number) => (date ? Number(date.slice(0, 4)) : fallback);
    const checked = findReporterEdition(reporter);
    return {
      reporter,
      volumes,
      courts,
      firstYear: checked?.startYear ?? year(edition.start, 1790),
      lastYear: Math.min(LAST_YEAR, checked?.endYear ?? year(edition.end, LAST_YEAR)),
      citationType: CITATION_TYPES[edition.citeType] ?? 4,
    };
  });
}

export interface Court {
  id: string;
  name: string;
  citationString: string;
}

/** Every court of courts-db's `courts.json` (the courts file holds them all, as CourtListener's does). */
export function loadCourts(courtsJson: string, needed: Iterable<string>): Court[] {
  const rows = JSON.parse(readFileSync(courtsJson, 'utf8')) as Array<{ id: string; name: string; citation_string: string }>;
  const ids = new Set(rows.map((row) => row.id));
  const missing = [...new Set(needed)].filter((id) => !ids.has(id));
  if (missing.length > 0) throw new Error(`${path.basename(courtsJson)} has no court ${missing.join(', ')}`);
  return rows.map((row) => ({ id: row.id, name: row.name, citationString: row.citation_string }));
}
