import type { Db } from '../../db/client';
import { analyzeCorpus } from './authority';

/**
 * Analyzes the corpus tables after an import's 1st, 2nd, 4th, 8th… committed batch. A foreign-key check keeps the
 * plan it made at its first use for the whole connection, until the table's statistics change: made while `opinions`
 * was empty, it read every opinion to check each new citation edge, so a snapshot's import grew with the square of its
 * size (100k generated opinions on PostgreSQL: 140 opinions/s after an ANALYZE, 15/s before; issue #38). PGlite runs
 * no autovacuum, and a server's may not come round in time. Doubling keeps it to a few dozen analyses at most.
 */
export function statisticsAsTablesGrow(db: Db): () => Promise<void> {
  let batches = 0;
  let next = 1;
  return async () => {
    batches += 1;
    if (batches < next) return;
    next *= 2;
    await analyzeCorpus(db);
  };
}
