import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { corpusImportJobs } from '../../db/schema';
import { BUILTIN_INDEX_SOURCE, BUILTIN_UNPAGED_SOURCE } from '../corpus/builtin-index';
import type { FileImportResult } from '../corpus/import-file';
import type { StartSearchVectors } from '../corpus/search-vectors';
import { claimJob, LEASE_MS } from './lease';
import { ACTIVE_STATES, createImportJobsRepository, type ImportJobRow } from './repository';
import { jobFiles, type RunProgress } from './run-import';
import { runJob, type JobLog } from './run-job';

const n = (value: number) => value.toLocaleString('en-US');
const isActive = (row: ImportJobRow) => (ACTIVE_STATES as readonly string[]).includes(row.state);

/** "1,500 records, 1,500 opinions so far" as of the job's last checkpoint. */
const soFar = (row: ImportJobRow) =>
  `${n(row.committed?.records ?? 0)} records, ${n(row.committed?.opinions ?? 0)} opinions, ${n(row.committed?.edges ?? 0)} citation edges`;

/** Where a claimed job resumes, in words: "opinions.jsonl (file 1 of 2) after line 1,500". */
function checkpointOf(row: ImportJobRow): string {
  const files = jobFiles(row);
  const file = files[row.fileIndex];
  if (!file) return 'its last step';
  return `${path.basename(file)}${files.length > 1 ? ` (file ${row.fileIndex + 1} of ${files.length})` : ''} after line ${n(row.line)}`;
}

/** Runs a job this process claimed to its end, here and now; returns it as it ended (done, failed, cancelled). */
async function runHere(options: {
  db: Db;
  row: ImportJobRow;
  log: JobLog;
  startSearchVectors?: StartSearchVectors;
  onFile?: (result: FileImportResult) => void;
  onProgress?: (progress: RunProgress) => void;
}): Promise<ImportJobRow> {
  const controller = new AbortController();
  await runJob({
    ...options,
    signal: controller.signal,
    abort: () => controller.abort(),
    cancelled: () => false,
    allowPrivateUrls: false,
  });
  return (await createImportJobsRepository(options.db).get(options.row.id))!;
}

/**
 * A job that has no live process (a crash, or a stop) carries on from its last checkpoint in this one, with a log
 * line saying so; resolves when it ends. For the job queue, or any process that should pick up an orphaned import.
 * Null when there is none, or a live process holds it.
 */
export async function resumeInterruptedImports(options: { db: Db; log: JobLog; exclusive?: boolean }): Promise<ImportJobRow | null> {
  const [unfinished] = await createImportJobsRepository(options.db).unfinished();
  if (!unfinished) return null;
  const row = await claimJob(options.db, unfinished.id, { exclusive: options.exclusive ?? false });
  if (!row) return null;
  options.log.info({ job: row.id }, `Resuming corpus import ${row.id} (${row.fileName}) from ${checkpointOf(row)}: ${soFar(row)} already imported`);
  return runHere({ db: options.db, row, log: options.log });
}

/** A line logger as the job runner's pino-like logger. */
const linesLog = (log: (line: string) => void): JobLog => ({
  info: () => {}, // the first start says what it does in its own words
  warn: (details, message) => log(`${message}: ${String((details as { err?: unknown }).err ?? '')}`),
});

/**
 * `CORPUS_PATH` at start-up, as a resumable job: into an empty corpus its files are imported in order; a first-start
 * import a crash or a stop left unfinished resumes from its last checkpoint; one another process is running, or
 * that failed, is reported with the corpus's partial counts. `exclusive`: the embedded database (no other process).
 */
export async function importCorpusAtFirstStart(options: {
  db: Db;
  corpusPath: string | undefined;
  log: (line: string) => void;
  exclusive?: boolean;
  startSearchVectors?: StartSearchVectors;
}): Promise<FileImportResult[]> {
  const { db, log } = options;
  const corpusPath = options.corpusPath?.trim() ?? '';
  if (jobFiles({ sourceKind: 'corpus-path', localPath: corpusPath }).length === 0) return [];
  const [latest] = await db.select().from(corpusImportJobs).where(eq(corpusImportJobs.sourceKind, 'corpus-path')).orderBy(desc(corpusImportJobs.id)).limit(1);
  let row: ImportJobRow | null;
  if (latest && isActive(latest)) {
    row = await claimJob(db, latest.id, { exclusive: options.exclusive ?? false });
    if (!row) {
      log(
        `The corpus is partial (${soFar(latest)}): its first-start import is held by another process; if that process has died, this one resumes it once its lease runs out (${LEASE_MS / 1000} s).`,
      );
      return [];
    }
    log(`Resuming the first-start corpus import from ${checkpointOf(row)}: ${soFar(row)} were imported before it was interrupted...`);
  } else if (latest) {
    if (latest.state !== 'done') log(`The corpus is partial (${soFar(latest)}): its first-start import ${latest.state}${latest.error ? `: ${latest.error}` : ''}. Load the rest from the admin area.`);
    return [];
  } else {
    // The built-in index (paged or not) does not count: CORPUS_PATH may be set after it was loaded at a first start.
    const [loaded] = await selectRows<{ loaded: boolean }>(
      db,
      sql`select exists (select 1 from cases where source not in (${BUILTIN_INDEX_SOURCE}, ${BUILTIN_UNPAGED_SOURCE})) as loaded`,
    );
    if (loaded?.loaded) return [];
    const files = jobFiles({ sourceKind: 'corpus-path', localPath: corpusPath });
    const created = await createImportJobsRepository(db).create({
      sourceKind: 'corpus-path',
      source: corpusPath,
      fileName: files.map((file) => path.basename(file)).join(', '),
      localPath: corpusPath,
      createdBy: null,
    });
    row = created && (await claimJob(db, created.id, { exclusive: false }));
    if (!row) {
      log('The corpus is empty or partial: another import is running in another process, so CORPUS_PATH is not imported now.');
      return [];
    }
    log(`Importing the case-law corpus from ${corpusPath} (first start)...`);
  }
  const results: FileImportResult[] = [];
  const ended = await runHere({
    db,
    row,
    log: linesLog(log),
    startSearchVectors: options.startSearchVectors,
    onFile: (result) => {
      log(`${result.file}: ${result.summary}`);
      results.push(result);
    },
  });
  if (ended.state === 'done') {
    log(`The corpus import finished: ${n(ended.cases)} cases, ${n(ended.opinions)} opinions, ${n(ended.edges)} citation edges${ended.resumes > 0 ? `, resumed ${ended.resumes} time${ended.resumes === 1 ? '' : 's'} after an interruption` : ''}.`);
  } else {
    log(`The corpus is partial (${soFar(ended)}): the first-start import ${ended.state}${ended.error ? `: ${ended.error}` : ''}.`);
  }
  return results;
}

/** Runs the import of one file as a job (`npm run corpus:download`): resumes an unfinished job of the same file. */
export async function importFileAsJob(options: {
  db: Db;
  file: string;
  log: (line: string) => void;
  exclusive: boolean;
  onProgress?: (progress: RunProgress) => void;
}): Promise<ImportJobRow> {
  const { db, file } = options;
  const jobs = createImportJobsRepository(db);
  const [unfinished] = await jobs.unfinished();
  if (unfinished && unfinished.localPath !== file) throw new Error(`Another import is unfinished (${unfinished.fileName}); finish or cancel it first.`);
  const row =
    unfinished ?? (await jobs.create({ sourceKind: 'server-file', source: file, fileName: path.basename(file), localPath: file, createdBy: null }));
  const claimed = row && (await claimJob(db, row.id, { exclusive: options.exclusive }));
  if (!claimed) throw new Error(`The import of ${path.basename(file)} is running in another process.`);
  if (unfinished) options.log(`Resuming the import of ${path.basename(file)} from ${checkpointOf(claimed)}: ${soFar(claimed)} already imported`);
  return runHere({ db, row: claimed, log: linesLog(options.log), onProgress: options.onProgress });
}
