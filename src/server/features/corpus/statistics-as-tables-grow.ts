import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Analyzes the corpus tables after an import's 1st, 2nd, 4th, 8th… committed batch. A foreign-key check keeps the
 * plan it made at its first use for the whole connection, until the table's statistics change: made while `opinions`
 * was empty, it read every opinion to check each new citation edge, so a snapshot's import grew with the square of its
 * size (100k generated opinions on PostgreSQL: 140 opinions/s after an ANALYZE, 15/s before; issue #38). PGlite runs
 * no autovacuum, and a server's may not come round in time. Doubling keeps it to a few dozen analyses at most, and
 * each reads only the key columns the checks and joins look up: the opinions' search vectors, whose statistics take
 * seconds to gather, wait for the analysis that ends the import (analyzeCorpus).
 */
export function statisticsAsTablesGrow(db: Db): () => Promise<void> {
  let batches = 0;
  let next = 1;
  return async () => {
    batches += 1;
    if (batches < next) return;
    next *= 2;
    await db.execute(sql`analyze cases (id), opinions (id, case_id), citation_edges (citing_opinion_id, cited_case_id),
      case_citations (case_id, volume, reporter, page)`);
  };
}
