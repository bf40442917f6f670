import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { reporterCoverage } from '../../../db/schema';
import type { Reference } from '../reference';

const COVERAGE_BATCH = 1000;

/** The snapshot date in a bulk file's published name ('citations-2024-12-31.csv' → '2024-12-31'), or null. */
export function snapshotDateOf(file: string): string | null {
  const match = /(\d{4})-(\d{2})-(\d{2})/.exec(path.basename(file));
  if (!match) return null;
  const date = new Date(`${match[0]}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== match[0] ? null : match[0];
}

/** A page's number for the volume's extent: '1339' → 1339, a neutral citation's '111279-U' → 111279. */
const pageNumber = (page: string) => Number(/^\d+/.exec(page)?.[0] ?? 0);

/**
 * The reporter volumes a complete snapshot's citations file holds, gathered while it streams: one entry per
 * (reporter, volume), however many rows (a few hundred thousand volumes for all of CourtListener). A volume with a
 * citation whose cluster was not imported is left undeclared: its case index would have a hole that a check would
 * read as a fabricated citation.
 */
export function createSnapshotCoverage(file: string) {
  const snapshotDate = snapshotDateOf(file);
  if (!snapshotDate) {
    throw new Error(
      `${path.basename(file)}: a complete snapshot's citations file is dated by its published name ` +
        '(citations-YYYY-MM-DD.csv); without the date its coverage cannot be declared',
    );
  }
  const volumes = new Map<string, { reporter: string; volume: number; lastCasePage: number; holed: boolean }>();
  const entryOf = ({ reporter, volume }: Reference) => {
    const key = `${reporter}|${volume}`;
    let entry = volumes.get(key);
    if (!entry) volumes.set(key, (entry = { reporter, volume, lastCasePage: 0, holed: false }));
    return entry;
  };
  return {
    snapshotDate,
    held(reference: Reference) {
      const entry = entryOf(reference);
      entry.lastCasePage = Math.max(entry.lastCasePage, pageNumber(reference.page));
    },
    clusterMissing(reference: Reference) {
      entryOf(reference).holed = true;
    },
    /** Declares every whole volume covered as of the snapshot; returns how many were declared and left out. */
    async declare(db: Db): Promise<{ declared: number; holed: number }> {
      const whole = [...volumes.values()].filter((entry) => !entry.holed);
      const source = path.basename(file);
      for (let index = 0; index < whole.length; index += COVERAGE_BATCH) {
        await db
          .insert(reporterCoverage)
          .values(whole.slice(index, index + COVERAGE_BATCH).map(({ reporter, volume, lastCasePage }) => ({ reporter, volume, lastCasePage, source, snapshotDate })))
          .onConflictDoUpdate({
            target: [reporterCoverage.reporter, reporterCoverage.volume],
            set: {
              lastCasePage: sql`greatest(${reporterCoverage.lastCasePage}, excluded.last_case_page)`,
              source: sql`excluded.source`,
              snapshotDate: sql`excluded.snapshot_date`,
            },
          });
      }
      return { declared: whole.length, holed: volumes.size - whole.length };
    },
  };
}

export type SnapshotCoverage = ReturnType<typeof createSnapshotCoverage>;
