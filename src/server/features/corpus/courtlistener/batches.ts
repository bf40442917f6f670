import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ImportProgress } from '../importer';
import { readBulkRows, type BulkRow, type RequiredColumn } from './bulk-file';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface BulkImportOptions {
  db: Db;
  file: string;
  /** Rows written per transaction; memory stays bounded by one batch. */
  batchSize?: number;
  /** Called after each batch. */
  onProgress?: (progress: ImportProgress) => void;
  /** The file is part of a complete snapshot: a citations file declares coverage of every volume it holds. */
  complete?: boolean;
}

/**
 * Rows per transaction. Each batch costs a few round trips whatever its size, and a complete snapshot holds millions
 * of rows (issue #38); the largest statement a batch sends (a cluster's case: 8 parameters a row) stays far below
 * PostgreSQL's 65,535 parameters.
 */
const BULK_BATCH_ROWS = 2000;

/**
 * Streams a bulk file's rows, turns each into an item (null: the row cannot be used and is counted as skipped), and
 * hands them to `write` one batch at a time, each in its own transaction. `write` adds its own counts to `progress`.
 */
export async function importInBatches<T>(
  options: BulkImportOptions & {
    required: readonly RequiredColumn[];
    itemOf: (row: BulkRow) => T | null;
    write: (tx: Tx, batch: T[], progress: ImportProgress) => Promise<void>;
  },
): Promise<ImportProgress> {
  const { db, file, required, itemOf, write, onProgress } = options;
  const batchSize = options.batchSize ?? BULK_BATCH_ROWS;
  const progress: ImportProgress = { records: 0, cases: 0, opinions: 0, edges: 0, skipped: 0 };
  let batch: T[] = [];
  const flush = async () => {
    if (batch.length > 0) {
      const items = batch;
      await db.transaction(async (tx) => {
        // A batch's commit does not wait for its WAL to reach the disk (a snapshot has thousands of batches): a
        // crash loses at most the last few, which resuming writes again as a CSV restarts its file (ADR 021), and
        // any later synchronous commit (the import job's record of a finished file) flushes them all first.
        await tx.execute(sql`set local synchronous_commit = off`);
        await write(tx, items, progress);
      });
    }
    batch = [];
    onProgress?.({ ...progress });
  };
  for await (const row of readBulkRows(file, required)) {
    progress.records += 1;
    const item = itemOf(row);
    if (item === null) progress.skipped += 1;
    else batch.push(item);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return progress;
}

/** The natural key of the case a CourtListener cluster is, while no other source holds that decision. */
export const clusterKey = (clusterId: number) => `cl:${clusterId}`;
