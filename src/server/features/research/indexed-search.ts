import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Runs statements that match opinions' text with the planner's sequential and plain index scans off, leaving bitmap
 * scans (ADR 027). The planner costs `search @@ query` as one cheap operator, not as detoasting each opinion's
 * tsvector, so it preferred testing every opinion (a sequential scan, or a whole b-tree walked for its order) to the
 * GIN index: on the SCOTUS corpus 100–160 ms against 20 ms for a two-word search, 680 against 16 ms for the case
 * page's search for opinions that say the most cited case was overruled.
 */
export async function withIndexedSearch<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
    return run(tx as unknown as Db);
  });
}
