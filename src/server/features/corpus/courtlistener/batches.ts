import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ImportProgress } from '../importer';
import type { SearchVectors } from '../search-vectors';
import { statisticsAsTablesGrow } from '../statistics-as-tables-grow';
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
  /** 'caller': the caller resolves the citation edges once after its last file (withIndexesBuiltOnce, the import job). */
  indexes?: 'auto' | 'caller';
  /** The opinions file's search vectors computed beside the writes (ADR 032, ADR 047). */
  searchVectors?: SearchVectors;
}

/**
 * Rows per transaction. Each batch costs a few round trips whatever its size, and a complete snapshot holds millions
 * of rows (issue #38); the largest statement a batch sends (a cluster's case: 8 parameters a row) stays far below
 * PostgreSQL's 65,535 parameters.
 */
const BULK_BATCH_ROWS = 2000;

/**
 * Streams a bulk file's rows, turns each into an item (null: the row cannot be used and is counted as skipped), and
 * hands them to `write` one batch at a time, each in its own transaction, in order. `prepare` starts a batch's work
 * outside the database as soon as the batch is read (the opinions' citations, their search vectors on a second
 * thread or connection); the batch is written once the next one has been read too, so that this work and the
 * reading go on while the batch before is written. `write` adds its own counts to `progress`.
 */
export async function importInBatches<T, P = T[]>(
  options: BulkImportOptions & {
    required: readonly RequiredColumn[];
    itemOf: (row: BulkRow) => T | null;
    prepare?: (batch: T[]) => P;
    write: (tx: Tx, batch: P, progress: ImportProgress) => Promise<void>;
  },
): Promise<ImportProgress> {
  const { db, file, required, itemOf, write, onProgress } = options;
  const prepare = options.prepare ?? ((items: T[]) => items as unknown as P);
  const batchSize = options.batchSize ?? BULK_BATCH_ROWS;
  // What the writes counted, and apart from it what the reading has got to, which runs a batch or two ahead.
  const progress: ImportProgress = { records: 0, cases: 0, opinions: 0, edges: 0, skipped: 0 };
  const reading = { records: 0, skipped: 0 };
  const asOf = (at: typeof reading): ImportProgress => ({ ...progress, records: at.records, skipped: progress.skipped + at.skipped });
  const read: Array<{ prepared: P; at: typeof reading }> = [];
  let writing: Promise<void> = Promise.resolve();
  let batch: T[] = [];
  const analyzeAsTablesGrow = statisticsAsTablesGrow(db);

  const writeOldest = async () => {
    const next = read.shift()!;
    await writing;
    writing = db
      .transaction(async (tx) => {
        // A batch's commit does not wait for its WAL to reach the disk (a snapshot has thousands of batches): a
        // crash loses at most the last few, which resuming writes again as a CSV restarts its file (ADR 021), and
        // any later synchronous commit (the import job's record of a finished file) flushes them all first.
        await tx.execute(sql`set local synchronous_commit = off`);
        await write(tx, next.prepared, progress);
      })
      .then(() => onProgress?.(asOf(next.at)))
      .then(analyzeAsTablesGrow);
    // Its failure is thrown where it is next awaited, not reported as unhandled in between.
    writing.catch(() => {});
  };
  const cut = async () => {
    if (batch.length > 0) read.push({ prepared: prepare(batch), at: { ...reading } });
    batch = [];
    if (read.length >= 2) await writeOldest();
  };
  try {
    for await (const row of readBulkRows(file, required)) {
      reading.records += 1;
      const item = itemOf(row);
      if (item === null) reading.skipped += 1;
      else batch.push(item);
      if (batch.length >= batchSize) await cut();
    }
    await cut();
    while (read.length > 0) await writeOldest();
    await writing;
  } finally {
    // A failed read or write leaves no statement running after the import returns.
    await writing.catch(() => {});
  }
  onProgress?.(asOf(reading));
  return asOf(reading);
}

/** The natural key of the case a CourtListener cluster is, while no other source holds that decision. */
export const clusterKey = (clusterId: number) => `cl:${clusterId}`;
