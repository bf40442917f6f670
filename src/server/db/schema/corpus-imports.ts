import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const CORPUS_IMPORT_STATES = ['queued', 'downloading', 'importing', 'done', 'failed', 'cancelled'] as const;
export const CORPUS_IMPORT_SOURCES = ['url', 'server-file', 'upload', 'corpus-path'] as const;

/** The counts as of a job's last checkpoint, committed with the batch they count. */
export type ImportCheckpointCounts = { records: number; cases: number; opinions: number; edges: number; skipped: number };

/**
 * A background corpus import ("Load case law", or `CORPUS_PATH` at a first start): where it reads from, how far it
 * got and its counts, so a restart resumes it. `local_path` is the file imported (the download's target for a
 * URL); for 'corpus-path', CORPUS_PATH itself, its files separated like PATH. The checkpoint (`file_index`, `line`
 * and `byte_offset` in the decompressed text after the last committed batch, and `committed`, the counts then) is
 * written in each batch's transaction; the counts beside it are what the admin sees, saved more often. `owner` and
 * `heartbeat_at` are the lease: a running process renews it, so another can tell a dead run from a live one.
 */
export const corpusImportJobs = pgTable(
  'corpus_import_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sourceKind: text('source_kind', { enum: CORPUS_IMPORT_SOURCES }).notNull(),
    source: text('source').notNull(),
    fileName: text('file_name').notNull(),
    localPath: text('local_path').notNull(),
    state: text('state', { enum: CORPUS_IMPORT_STATES }).notNull().default('queued'),
    bytesTotal: bigint('bytes_total', { mode: 'number' }),
    bytesDownloaded: bigint('bytes_downloaded', { mode: 'number' }).notNull().default(0),
    importFraction: real('import_fraction').notNull().default(0),
    records: integer('records').notNull().default(0),
    cases: integer('cases').notNull().default(0),
    opinions: integer('opinions').notNull().default(0),
    edges: integer('edges').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    sha256: text('sha256'),
    error: text('error'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    importStartedAt: timestamp('import_started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    fileIndex: integer('file_index').notNull().default(0),
    line: integer('line').notNull().default(0),
    byteOffset: bigint('byte_offset', { mode: 'number' }).notNull().default(0),
    committed: jsonb('committed').$type<ImportCheckpointCounts>(),
    indexesDeferred: boolean('indexes_deferred').notNull().default(false),
    owner: text('owner'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    resumes: integer('resumes').notNull().default(0),
    /** The file is part of a complete snapshot: a citations file declares coverage of every volume it holds. */
    complete: boolean('complete').notNull().default(false),
  },
  (table) => [
    uniqueIndex('corpus_import_jobs_one_active')
      .on(sql`(true)`)
      .where(sql`${table.state} IN ('queued', 'downloading', 'importing')`),
  ],
);
