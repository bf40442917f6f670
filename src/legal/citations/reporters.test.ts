import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORTER_EDITIONS, findReporterEdition } from './reporters';

describe('findReporterEdition', () => {
  it.each([
    ['U. S.', 'U.S.'],
    ['F. 2d', 'F.2d'],
    ['S.Ct.', 'S. Ct.'],
    ['Sup. Ct.', 'S. Ct.'],
    ['L.Ed.2d', 'L. Ed. 2d'],
    ['F.Supp.3d', 'F. Supp. 3d'],
    ['So. 2nd', 'So. 2d'],
    ['Cal.Rptr.3d', 'Cal. Rptr. 3d'],
    ['N. Y. S. 2d', 'N.Y.S.2d'],
    ['Fed.', 'F.'],
    ['Fed. Appx.', "F. App'x"],
    ['Cal.App.4th', 'Cal. App. 4th'],
    ['AD3d', 'A.D.3d'],
    ['Wheat.', 'Wheat.'],
  ])('reads %j as %j', (spelling, canonical) => {
    expect(findReporterEdition(spelling)?.abbreviation).toBe(canonical);
  });

  it('returns null for a reporter it does not know', () => {
    expect(findReporterEdition('Foo.')).toBeNull();
    expect(findReporterEdition('Wash. App.')?.series).toBe('Washington Appellate Reports');
  });

  it('gives every edition years in order', () => {
    for (const edition of REPORTER_EDITIONS) {
      expect(edition.endYear === null || edition.endYear >= (edition.startYear ?? 0), edition.abbreviation).toBe(true);
    }
  });
});

type DbEdition = { start: string | null; end: string | null };
type DbReporter = { name: string; editions: Record<string, DbEdition> };

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const reportersDbPath = path.resolve(repoRoot, process.env.REPORTERS_DB_PATH ?? '../shared/data/reporters-db');
const reportersJson = path.join(reportersDbPath, 'reporters.json');
const hasReportersDb = existsSync(reportersJson);
if (!hasReportersDb) {
  console.log(`reporters-db cross-check skipped: ${reportersJson} not found (set REPORTERS_DB_PATH)`);
}

/**
 * Where reporters-db's dates are known to be wrong, with its value pinned so a fix upstream shows up here:
 * U.S. Reports cites volumes 1-90 (the renumbered nominative reporters, from 1790); F.R.D. began in 1940;
 * F. Supp. ran to 1998 (reporters-db has 1988); How., Black and Wall. hold decisions of the year after their last
 * term (see the table's comment), where reporters-db ends them with the term.
 */
const KNOWN_DISAGREEMENTS: Record<string, { field: 'start' | 'end'; reportersDbYear: number }> = {
  'U.S.': { field: 'start', reportersDbYear: 1875 },
  'F.R.D.': { field: 'start', reportersDbYear: 2001 },
  'F. Supp.': { field: 'end', reportersDbYear: 1988 },
  'How.': { field: 'end', reportersDbYear: 1860 },
  Black: { field: 'end', reportersDbYear: 1862 },
  'Wall.': { field: 'end', reportersDbYear: 1874 },
};

function yearOf(date: string | null): number | null {
  return date === null ? null : Number(date.slice(0, 4));
}

function simplified(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}

describe.skipIf(!hasReportersDb)('reporter table against reporters-db', () => {
  const database = hasReportersDb
    ? (JSON.parse(readFileSync(reportersJson, 'utf8')) as Record<string, DbReporter[]>)
    : {};
  const byEdition = new Map<string, { series: string; edition: DbEdition }>();
  for (const reporters of Object.values(database)) {
    for (const reporter of reporters) {
      for (const [abbreviation, edition] of Object.entries(reporter.editions)) {
        if (!byEdition.has(abbreviation)) byEdition.set(abbreviation, { series: reporter.name, edition });
      }
    }
  }

  it.each(REPORTER_EDITIONS.map((edition) => [edition.abbreviation, edition] as const))(
    '%s agrees on name and years',
    (abbreviation, edition) => {
      const entry = byEdition.get(abbreviation);
      expect(entry, `${abbreviation} is an edition in reporters-db`).toBeDefined();
      if (!entry) return;
      expect(simplified(entry.series)).toBe(simplified(edition.series));
      const dbStart = yearOf(entry.edition.start);
      const dbEnd = yearOf(entry.edition.end);
      const disagreement = KNOWN_DISAGREEMENTS[abbreviation];
      if (disagreement?.field === 'start') expect(dbStart).toBe(disagreement.reportersDbYear);
      else if (dbStart !== null) expect(edition.startYear).toBeGreaterThanOrEqual(dbStart);
      if (disagreement?.field === 'end') expect(dbEnd).toBe(disagreement.reportersDbYear);
      else if (dbEnd !== null) {
        expect(edition.endYear, `${abbreviation} has ended`).not.toBeNull();
        expect(edition.endYear ?? Infinity).toBeLessThanOrEqual(dbEnd);
      }
    },
  );
});
