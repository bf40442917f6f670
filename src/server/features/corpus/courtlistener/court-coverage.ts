import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { snapshotDateOf } from './snapshot-coverage';

/**
 * After a complete snapshot's clusters or dockets file: declares each court covered from the first to the last
 * date_filed its clusters hold (ADR 034), so a Westlaw or Lexis citation naming the court and a date in that span can
 * be judged by name against that day's decisions. A cluster's court is its docket's, so after the first of the two
 * files the spans are too narrow (never too wide) and after the second they are whole. One aggregate over all the
 * clusters each time.
 */
export async function declareCourtCoverage(db: Db, file: string): Promise<string> {
  const snapshotDate = snapshotDateOf(file);
  if (!snapshotDate) {
    throw new Error(
      `${path.basename(file)}: a complete snapshot's file is dated by its published name ` +
        '(opinion-clusters-YYYY-MM-DD.csv, dockets-YYYY-MM-DD.csv); without the date its courts cannot be declared covered',
    );
  }
  const declared = await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    const result = (await tx.execute(sql`
      insert into court_coverage (court_id, first_filed, last_filed, source, snapshot_date)
      select d.court_id, min(m.date_filed), max(m.date_filed), ${path.basename(file)}, ${snapshotDate}::date
      from courtlistener_clusters m join courtlistener_dockets d on d.id = m.docket_id
      where m.date_filed is not null and d.court_id is not null
      group by d.court_id
      on conflict (court_id) do update set first_filed = excluded.first_filed, last_filed = excluded.last_filed,
        source = excluded.source, snapshot_date = excluded.snapshot_date`)) as unknown as { rowCount?: number | null; affectedRows?: number };
    return result.rowCount ?? result.affectedRows ?? 0;
  });
  return `complete snapshot of ${snapshotDate}: ${declared} courts' decisions declared covered by date filed`;
}
