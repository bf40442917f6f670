import { sql } from 'drizzle-orm';
import { bigint, bigserial, integer, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const CORPUS_IMPORT_STATES = ['queued', 'downloading', 'importing', 'done', 'failed', 'cancelled'] as const;
export const CORPUS_IMPORT_SOURCES = ['url', 'server-file', 'upload'] as const;

/**
 * A background corpus import ("Load case law"): where it reads from, how far it got and its counts, so a restart
 * resumes it. `local_path` is the file imported (the download's target for a URL); `records` are the records read
 * and committed, which a resumed JSON Lines import skips.
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
  },
  (table) => [
    uniqueIndex('corpus_import_jobs_one_active')
      .on(sql`(true)`)
      .where(sql`${table.state} IN ('queued', 'downloading', 'importing')`),
  ],
);
