import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client';
import type { FileImportResult } from '../corpus/import-file';
import type { StartSearchVectors } from '../corpus/search-vectors';
import { downloadFile } from './download';
import { holdLease, releaseLease } from './lease';
import { createImportJobsRepository, type ImportJobRow, type ImportJobUpdate } from './repository';
import { ImportInterrupted, LeaseLost, restoreIndexesOf, runImportJob, type RunProgress } from './run-import';

const SAVE_EVERY_MS = 500;

/** A pino logger (app.log), or lines for the terminal at start-up. */
export type JobLog = { info(details: object, message: string): void; warn(details: object, message: string): void };

/** Progress is saved at most twice a second; `flush` writes the last one. */
function throttledSaver(jobs: ReturnType<typeof createImportJobsRepository>, id: number, log: JobLog) {
  let pending: ImportJobUpdate | null = null;
  let lastSave = 0;
  let saving: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const values = pending;
    pending = null;
    lastSave = Date.now();
    if (values) saving = saving.then(() => jobs.update(id, values)).catch((err: unknown) => log.warn({ err }, 'could not save import progress'));
    return saving;
  };
  return {
    save(values: ImportJobUpdate) {
      pending = { ...pending, ...values };
      const wait = SAVE_EVERY_MS - (Date.now() - lastSave);
      if (wait <= 0) void flush();
      else timer ??= setTimeout(() => void flush(), wait);
    },
    flush,
  };
}

/**
 * Runs a job this process has claimed (lease.ts) to its end: the download of a URL (resumed with a Range request),
 * then the import from its checkpoint; marks it done, failed or cancelled. Stopped by `signal` without `cancelled()`,
 * it stays unfinished and its lease is released, to resume in the next process.
 */
export async function runJob(options: {
  db: Db;
  row: ImportJobRow;
  signal: AbortSignal;
  /** Aborts the run when the job was cancelled elsewhere or taken over (the lease was lost). */
  abort: () => void;
  cancelled: () => boolean;
  allowPrivateUrls: boolean;
  log: JobLog;
  onPhase?: (state: string, fraction: number) => void;
  onFile?: (result: FileImportResult) => void;
  onProgress?: (progress: RunProgress) => void;
  startSearchVectors?: StartSearchVectors;
}): Promise<void> {
  const { db, row, signal, log } = options;
  const jobs = createImportJobsRepository(db);
  const saver = throttledSaver(jobs, row.id, log);
  const stopLease = holdLease(db, row.id, options.abort);
  try {
    if (row.sourceKind === 'url' && (row.state === 'queued' || row.state === 'downloading')) {
      await mkdir(path.dirname(row.localPath), { recursive: true });
      await jobs.update(row.id, { state: 'downloading' });
      options.onPhase?.('downloading', row.bytesTotal ? row.bytesDownloaded / row.bytesTotal : 0);
      const result = await downloadFile({
        url: row.source,
        target: row.localPath,
        allowPrivate: options.allowPrivateUrls,
        signal,
        onProgress: ({ bytes, total }) => saver.save({ bytesDownloaded: bytes, bytesTotal: total }),
      });
      await saver.flush();
      await jobs.update(row.id, { bytesDownloaded: result.bytes, bytesTotal: result.total, sha256: result.sha256 });
    }
    await jobs.update(row.id, { state: 'importing' });
    const fresh = (await jobs.get(row.id))!;
    options.onPhase?.('importing', fresh.importFraction);
    const counts = await runImportJob({
      db,
      row: fresh,
      signal,
      onProgress: (p) => {
        saver.save({ ...p, importFraction: p.fraction });
        options.onProgress?.(p);
      },
      onFile: options.onFile,
      startSearchVectors: options.startSearchVectors,
    });
    await saver.flush();
    // A downloaded or uploaded copy is no longer needed once imported (a bulk file can be tens of gigabytes).
    if (row.sourceKind === 'url' || row.sourceKind === 'upload') await rm(path.dirname(row.localPath), { recursive: true, force: true });
    await jobs.update(row.id, { ...counts, state: 'done', importFraction: 1, finishedAt: new Date() });
    log.info({ job: row.id, ...counts }, 'corpus import finished');
  } catch (error) {
    await saver.flush();
    if (options.cancelled()) {
      await jobs.update(row.id, { state: 'cancelled', finishedAt: new Date() });
      await restoreIndexesOf(db, row.id);
      if (row.sourceKind === 'url' || row.sourceKind === 'upload') await rm(path.dirname(row.localPath), { recursive: true, force: true });
    } else if (signal.aborted || error instanceof LeaseLost) {
      // Stopping, or no longer this process's job (cancelled or taken over elsewhere): its state is left as it is.
      log.info({ job: row.id }, 'corpus import paused here; it resumes from its last checkpoint');
    } else {
      const message = error instanceof Error && !(error instanceof ImportInterrupted) ? error.message : String(error);
      log.warn({ job: row.id, err: error }, 'corpus import failed');
      await jobs.update(row.id, { state: 'failed', error: message.slice(0, 1000), finishedAt: new Date() });
      await restoreIndexesOf(db, row.id);
    }
  } finally {
    stopLease();
    await releaseLease(db, row.id).catch(() => {});
  }
}
