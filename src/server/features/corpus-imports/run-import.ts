import { stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { ImportCheckpointCounts } from '../../db/schema/corpus-imports';
import { dropDeferrableIndexes, restoreDeferredIndexes } from '../corpus/deferred-indexes';
import { importCorpusFile, type FileImportResult } from '../corpus/import-file';
import { importOpinions, resolveCitationEdges, type ImportProgress, type ImportTotals } from '../corpus/importer';
import { readLines, type ReadPosition } from '../corpus/read-lines';
import { withSearchVectors, type StartSearchVectors } from '../corpus/search-vectors';
import { PROCESS_OWNER } from './lease';
import type { ImportJobRow } from './repository';

export type RunProgress = ImportProgress & { fraction: number };

/** Thrown through the importer when the job is cancelled or the server stops; the caller tells which. */
export class ImportInterrupted extends Error {}
/** Thrown inside a batch's transaction (rolling it back) when this process no longer holds the job. */
export class LeaseLost extends Error {}

const ZERO: ImportCheckpointCounts = { records: 0, cases: 0, opinions: 0, edges: 0, skipped: 0 };
const isOpinionLines = (file: string) => !/\.(tsv|csv)(\.gz)?$/i.test(file);

/** The files a job reads: one, or for the first-start import every file of CORPUS_PATH in order. */
export const jobFiles = (row: Pick<ImportJobRow, 'sourceKind' | 'localPath'>): string[] =>
  row.sourceKind === 'corpus-path'
    ? row.localPath.split(path.delimiter).map((file) => file.trim()).filter(Boolean)
    : [row.localPath];

type Mark = { line: number; offset: number };

/**
 * The non-blank lines of a file from a checkpoint on, noting after each where it ends (line number and offset in
 * the decompressed text) under its record number, so the checkpoint of a batch can say where that batch ended.
 */
async function* linesFrom(file: string, from: Mark, firstRecord: number, marks: Map<number, Mark>, read: ReadPosition, signal: AbortSignal) {
  let line = from.line;
  let record = firstRecord;
  for await (const text of readLines(file, read, from.offset, { linesBefore: from.line })) {
    if (signal.aborted) throw new ImportInterrupted('interrupted');
    line += 1;
    if (text.trim() === '') continue;
    record += 1;
    marks.set(record, { line, offset: read.lineEnd ?? from.offset });
    yield text;
  }
}

/** Cases and opinions this job has written so far, when it resumes: rows it upserted since it started. */
async function writtenSince(db: Db, jobId: number): Promise<Pick<ImportTotals, 'caseIds' | 'opinionIds'>> {
  const since = sql`(select import_started_at from corpus_import_jobs where id = ${jobId})`;
  const cases = await selectRows<{ id: string }>(db, sql`select id from cases where updated_at >= ${since}`);
  const opinions = await selectRows<{ id: string }>(db, sql`select id from opinions where updated_at >= ${since}`);
  return { caseIds: new Set(cases.map((r) => Number(r.id))), opinionIds: new Set(opinions.map((r) => Number(r.id))) };
}

/** Writes the checkpoint; in a batch's transaction, so it commits with the batch or not at all. */
async function saveCheckpoint(tx: Db, jobId: number, at: Mark & { fileIndex: number }, counts: ImportCheckpointCounts, fraction: number) {
  const rows = await selectRows<{ id: number }>(
    tx,
    sql`update corpus_import_jobs set file_index = ${at.fileIndex}, line = ${at.line}, byte_offset = ${at.offset},
          committed = ${JSON.stringify(counts)}::jsonb, records = ${counts.records}, cases = ${counts.cases},
          opinions = ${counts.opinions}, edges = ${counts.edges}, skipped = ${counts.skipped},
          import_fraction = ${fraction}, heartbeat_at = now(), updated_at = now()
        where id = ${jobId} and owner = ${PROCESS_OWNER} and state = 'importing' returning id`,
  );
  if (rows.length === 0) throw new LeaseLost('this import was cancelled or taken over by another process');
}

/** Into an empty corpus the secondary indexes are dropped for the whole job (flag first, so a crash never hides that). */
async function prepareIndexes(db: Db, row: ImportJobRow): Promise<boolean> {
  const [filled] = await selectRows<{ filled: boolean }>(db, sql`select exists (select 1 from opinions) as filled`);
  const deferred = row.indexesDeferred || !filled?.filled;
  if (deferred && !row.indexesDeferred) await db.execute(sql`update corpus_import_jobs set indexes_deferred = true where id = ${row.id}`);
  if (deferred) await dropDeferrableIndexes(db);
  else await restoreDeferredIndexes(db);
  return deferred;
}

/** After a job failed or was cancelled: the indexes it deferred are built again, so search is not left slow. */
export async function restoreIndexesOf(db: Db, jobId: number): Promise<void> {
  const [row] = await selectRows<{ deferred: boolean }>(db, sql`select indexes_deferred as deferred from corpus_import_jobs where id = ${jobId}`);
  if (row?.deferred) await restoreDeferredIndexes(db);
}

/**
 * Imports a job's files from its checkpoint on. Each batch of a JSON Lines file commits with the checkpoint (file,
 * line, byte offset, counts), so a process killed at any point resumes after the last batch it committed, counting
 * nothing twice; the other kinds restart their file, which their upserts make harmless. The job must be claimed
 * by this process (lease.ts) and in the 'importing' state. Counts include the earlier runs'.
 */
export async function runImportJob(options: {
  db: Db;
  row: ImportJobRow;
  signal: AbortSignal;
  onProgress: (progress: RunProgress) => void;
  onFile?: (result: FileImportResult) => void;
  /** The opinions' search vectors beside the load: a second thread on PGlite (ADR 032), a second connection on PostgreSQL (ADR 047). */
  startSearchVectors?: StartSearchVectors;
}): Promise<ImportCheckpointCounts> {
  const { db, row, signal } = options;
  const files = jobFiles(row);
  await db.execute(sql`update corpus_import_jobs set import_started_at = coalesce(import_started_at, now()) where id = ${row.id}`);
  const resumed = row.committed !== null;
  const totals: ImportTotals = {
    progress: { ...(row.committed ?? ZERO) },
    ...(resumed ? await writtenSince(db, row.id) : { caseIds: new Set<number>(), opinionIds: new Set<number>() }),
  };
  if (resumed) Object.assign(totals.progress, { cases: totals.caseIds.size, opinions: totals.opinionIds.size });
  const deferred = await prepareIndexes(db, row);

  // The thread's memory is gone before the index builds below.
  await withSearchVectors(options.startSearchVectors, async (searchVectors) => {
    let from: Mark = { line: row.line, offset: row.byteOffset };
    for (let fileIndex = row.fileIndex; fileIndex < files.length; fileIndex += 1, from = { line: 0, offset: 0 }) {
      const file = files[fileIndex]!;
      const size = (await stat(file)).size || 1;
      const read: ReadPosition = { bytesRead: 0 };
      const fraction = () => Math.min(1, (fileIndex + Math.min(1, read.bytesRead / size)) / files.length);
      const before = { ...totals.progress };
      let records = before.records;
      const report = (p: ImportProgress) => {
        if (signal.aborted) throw new ImportInterrupted('interrupted');
        records = p.records;
        options.onProgress({ ...p, fraction: fraction() });
      };
      let summary: string;
      if (isOpinionLines(file)) {
        const marks = new Map<number, Mark>();
        const counts = await importOpinions({
          db,
          lines: linesFrom(file, from, before.records, marks, read, signal),
          source: path.basename(file),
          start: totals,
          indexes: 'caller',
          searchVectors,
          onProgress: report,
          checkpoint: async (tx, p) => {
            const mark = marks.get(p.records) ?? from;
            for (const key of marks.keys()) if (key <= p.records) marks.delete(key);
            await saveCheckpoint(tx, row.id, { fileIndex, ...mark }, p, fraction());
          },
        });
        totals.progress = { ...counts, records };
        const delta = (key: keyof ImportCheckpointCounts) => totals.progress[key] - before[key];
        summary = `${delta('cases')} cases, ${delta('opinions')} opinions, ${delta('edges')} citation edges, ${delta('skipped')} skipped`;
      } else {
        let last: ImportProgress = { ...ZERO };
        const result = await importCorpusFile({ db, file, complete: row.complete, searchVectors, indexes: 'caller', onProgress: (p) => report(sum(before, (last = p))) });
        totals.progress = sum(before, last);
        summary = result.summary;
      }
      if (signal.aborted) throw new ImportInterrupted('interrupted');
      await db.transaction((tx) => saveCheckpoint(tx as unknown as Db, row.id, { fileIndex: fileIndex + 1, line: 0, offset: 0 }, totals.progress, (fileIndex + 1) / files.length));
      options.onFile?.({ file: path.basename(file), summary });
    }
  });
  if (deferred) await restoreDeferredIndexes(db);
  await resolveCitationEdges(db);
  return totals.progress;
}

const sum = (a: ImportProgress, b: ImportProgress): ImportProgress => ({
  records: a.records + b.records,
  cases: a.cases + b.cases,
  opinions: a.opinions + b.opinions,
  edges: a.edges + b.edges,
  skipped: a.skipped + b.skipped,
});
