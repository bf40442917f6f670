import { randomUUID } from 'node:crypto';
import { mkdir, realpath, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { CORPUS_FILE_NAME, type CorpusImportJob, type StartCorpusImport } from '../../../shared/api/corpus-imports';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { StartSearchVectors } from '../corpus/search-vectors';
import { checkOutboundUrl } from '../../http/outbound-address';
import { claimJob, isInterrupted } from './lease';
import { createImportJobsRepository, type ImportJobRow } from './repository';
import { restoreIndexesOf } from './run-import';
import { runJob } from './run-job';

type Running = {
  id: number;
  controller: AbortController;
  cancelled: boolean;
  done: Promise<void>;
  /** Where the current phase started, for the time-left estimate. */
  phase: { at: number; fraction: number; state: string };
};

/** "Load case law": background imports from a URL, a server file or an upload, one at a time, resumed at start. */
export function createCorpusImports(options: {
  db: Db;
  importDir: string;
  allowPrivateUrls: boolean;
  log: FastifyBaseLogger;
  /** The embedded database: one process at a time, so an unfinished job found at start-up is never running elsewhere. */
  exclusive: boolean;
  startSearchVectors?: StartSearchVectors;
}) {
  const { db, log, allowPrivateUrls, exclusive, startSearchVectors } = options;
  const importDir = path.resolve(options.importDir);
  const jobs = createImportJobsRepository(db);
  let running: Running | null = null;
  let stopped = false;

  const jobPath = (name: string) => path.join(importDir, '.jobs', randomUUID(), name);

  function fractionOf(row: ImportJobRow): number {
    if (row.state === 'downloading') return row.bytesTotal ? row.bytesDownloaded / row.bytesTotal : 0;
    return row.importFraction;
  }

  function toJob(row: ImportJobRow): CorpusImportJob {
    let secondsLeft: number | null = null;
    if (running?.id === row.id && running.phase.state === row.state) {
      const done = fractionOf(row) - running.phase.fraction;
      const elapsed = (Date.now() - running.phase.at) / 1000;
      if (done > 0.01) secondsLeft = Math.max(0, Math.round((elapsed / done) * (1 - fractionOf(row))));
    }
    return {
      id: row.id,
      sourceKind: row.sourceKind,
      source: row.source,
      fileName: row.fileName,
      complete: row.complete,
      state: row.state,
      bytesTotal: row.bytesTotal,
      bytesDownloaded: row.bytesDownloaded,
      importFraction: row.importFraction,
      records: row.records,
      cases: row.cases,
      opinions: row.opinions,
      edges: row.edges,
      skipped: row.skipped,
      secondsLeft,
      sha256: row.sha256,
      error: row.error,
      interrupted: running?.id !== row.id && isInterrupted(row),
      resumes: row.resumes,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  }

  function launch(row: ImportJobRow): void {
    const run: Running = { id: row.id, controller: new AbortController(), cancelled: false, done: Promise.resolve(), phase: { at: Date.now(), fraction: 0, state: row.state } };
    running = run;
    run.done = runJob({
      db,
      row,
      signal: run.controller.signal,
      abort: () => run.controller.abort(),
      cancelled: () => run.cancelled,
      allowPrivateUrls,
      log,
      startSearchVectors,
      onPhase: (state, fraction) => (run.phase = { at: Date.now(), fraction, state }),
    }).finally(() => {
      if (running === run) running = null;
    });
  }

  /** Takes the job for this process (it may be running in another) and runs it; false when another holds it. */
  async function claimAndLaunch(id: number): Promise<boolean> {
    const claimed = await claimJob(db, id, { exclusive });
    if (!claimed) return false;
    launch(claimed);
    return true;
  }

  async function create(values: Parameters<typeof jobs.create>[0]): Promise<ImportJobRow> {
    const row = await jobs.create(values);
    if (!row) throw new AppError('already-exists', 'An import is already running. Wait for it to finish or cancel it.');
    await claimAndLaunch(row.id);
    return row;
  }

  /** A path the user named, resolved inside the import directory; anything outside it (or missing) is refused. */
  async function serverFile(relative: string): Promise<string> {
    const root = await realpath(importDir).catch(() => null);
    const resolved = root ? await realpath(path.resolve(root, relative)).catch(() => null) : null;
    if (!root || !resolved || !resolved.startsWith(root + path.sep)) {
      throw new AppError('invalid-argument', `Name a file inside the server's import directory (${importDir}).`);
    }
    if (!(await stat(resolved)).isFile()) throw new AppError('invalid-argument', `${relative} is not a file.`);
    return resolved;
  }

  const checkName = (name: string) => {
    if (!CORPUS_FILE_NAME.test(name)) {
      throw new AppError(
        'invalid-argument',
        `${name || 'This file'} is not a kind the importer reads: opinions as .jsonl or .jsonl.gz, a U.S. Reports index .tsv, or a CourtListener bulk .csv or .csv.gz (decompress a .bz2 file first).`,
      );
    }
    return name;
  };

  return {
    importDir,
    toJob,

    async start(input: StartCorpusImport & { userId: string }): Promise<CorpusImportJob> {
      if (input.source === 'server-file') {
        const file = await serverFile(input.path);
        const fileName = checkName(path.basename(file));
        const values = { sourceKind: 'server-file' as const, source: path.relative(importDir, file), fileName, localPath: file, createdBy: input.userId };
        return toJob(await create({ ...values, complete: input.complete }));
      }
      const url = new URL(input.url);
      const fileName = checkName(decodeURIComponent(path.posix.basename(url.pathname)));
      await checkOutboundUrl(url, allowPrivateUrls);
      const values = { sourceKind: 'url' as const, source: url.href, fileName, localPath: jobPath(fileName), createdBy: input.userId };
      return toJob(await create({ ...values, complete: input.complete }));
    },

    /** Refuses before an upload is read when another import is unfinished. */
    async assertIdle(): Promise<void> {
      if ((await jobs.unfinished()).length > 0) throw new AppError('already-exists', 'An import is already running. Wait for it to finish or cancel it.');
    },

    /** An uploaded file already checked and saved under the import directory becomes a job. */
    async startUpload(input: { file: string; fileName: string; userId: string; complete: boolean }): Promise<CorpusImportJob> {
      const target = jobPath(checkName(input.fileName));
      await mkdir(path.dirname(target), { recursive: true });
      await rename(input.file, target);
      try {
        const values = { sourceKind: 'upload' as const, source: input.fileName, fileName: input.fileName, localPath: target, createdBy: input.userId };
        return toJob(await create({ ...values, complete: input.complete }));
      } catch (error) {
        await rm(path.dirname(target), { recursive: true, force: true });
        throw error;
      }
    },

    async get(id: number): Promise<CorpusImportJob> {
      const row = await jobs.get(id);
      if (!row) throw new AppError('not-found', 'There is no such import.');
      return toJob(row);
    },

    async list(): Promise<CorpusImportJob[]> {
      return (await jobs.latest(10)).map(toJob);
    },

    async cancel(id: number): Promise<CorpusImportJob> {
      const row = await jobs.get(id);
      if (!row) throw new AppError('not-found', 'There is no such import.');
      if (running?.id === id) {
        running.cancelled = true;
        running.controller.abort();
        await running.done;
      } else if (row.state === 'queued' || row.state === 'downloading' || row.state === 'importing') {
        // Running in another process, that stops at its next heartbeat or checkpoint; or interrupted.
        await jobs.update(id, { state: 'cancelled', finishedAt: new Date() });
        await restoreIndexesOf(db, id);
      } else {
        throw new AppError('failed-precondition', `This import has already ${row.state === 'done' ? 'finished' : row.state === 'failed' ? 'failed' : 'been cancelled'}.`);
      }
      return this.get(id);
    },

    /**
     * At start-up, and as a scheduled job once a lease (services.ts, jobs.ts): an import a stop or a crash left
     * unfinished carries on here from its last checkpoint, once no live process holds it.
     */
    async resumeUnfinished(): Promise<void> {
      const [row] = await jobs.unfinished();
      if (!row || running || stopped) return;
      if (await claimAndLaunch(row.id)) {
        log.info(
          { job: row.id, state: row.state, file: row.fileIndex, line: row.line, records: row.committed?.records ?? 0 },
          `resuming corpus import ${row.id} (${row.fileName}) from its checkpoint: ${(row.committed?.records ?? 0).toLocaleString('en-US')} records already imported`,
        );
      }
    },

    /** On shutdown: the running import stops after its current batch and stays unfinished, to resume later. */
    async stop(): Promise<void> {
      stopped = true;
      const run = running;
      if (!run) return;
      run.controller.abort();
      await run.done;
    },

    /** Waits for the running import (tests and the command line). */
    async idle(): Promise<void> {
      await running?.done;
    },
  };
}
export type CorpusImports = ReturnType<typeof createCorpusImports>;
