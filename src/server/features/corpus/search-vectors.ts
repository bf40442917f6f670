/**
 * A PGlite import's second thread for search vectors (ADR 032). PostgreSQL's to_tsvector was half of a PGlite
 * import's time, on the one thread PGlite runs on; here a second PGlite, on a worker thread, computes the vectors of
 * the batches being read while the importer's thread writes the previous one. The writer claims whatever the thread
 * has not started, and its database computes those (the opinions trigger), so neither thread waits on the other.
 * On PostgreSQL a second connection does the same (search-vectors-postgres.ts, ADR 047).
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Database } from '../../db/client';
import { EMPTY_DATABASE_DIR } from '../../db/empty-database';
import type { VectorWorkerData, VectorWorkerReply } from './search-vector-protocol';
import { postgresSearchVectors } from './search-vectors-postgres';

export type VectorClaim = {
  /** The batch's vectors in order: the thread's, and null for each text the writer's database is to compute. */
  take(): Promise<Array<string | null>>;
};

export type SearchVectors = {
  /** What computes them beside the writer: 'a second thread' (PGlite), 'a second connection' (PostgreSQL). */
  readonly beside: string;
  /** Hands a batch's opinion texts to the thread, which starts on them once it has finished the batches before. */
  submit(texts: string[]): VectorClaim;
  /** Texts whose vector was computed beside the writer, and those left to the writer's database. */
  readonly counts: { thread: number; database: number };
  /** Why the helper stopped, if it failed; the writer's database then computes every vector. */
  readonly failure: string | null;
  close(): Promise<void>;
};

export type SearchVectorsStart = { vectors: SearchVectors | null; note: string };

/** How an import gets its thread when it starts loading (the server's jobs, the CLI, the benchmarks). */
export type StartSearchVectors = () => Promise<SearchVectorsStart>;

export const searchVectorsFor =
  (database: Database): StartSearchVectors =>
  () =>
    startSearchVectors({ database });

const WITHOUT_THREAD: StartSearchVectors = async () => ({ vectors: null, note: 'no thread was asked for' });

/** The bundled worker beside the server's bundle (npm start), else its source through tsx (tests, scripts). */
function workerEntry(): { file: string; execArgv: string[] } {
  const bundled = path.join(import.meta.dirname, 'search-vector-worker.mjs');
  if (existsSync(bundled)) return { file: bundled, execArgv: [] };
  return { file: fileURLToPath(new URL('./search-vector-worker.ts', import.meta.url)), execArgv: ['--import', 'tsx'] };
}

const COPY_PREFIX = 'volnadraft-search-vectors-';

const COPY_PID = new RegExp(`^${COPY_PREFIX}(\\d+)-`);

/** A process killed during an import leaves its thread's copy (39 MB) behind; the next import removes it. */
function removeOrphanedCopies(scratchDir: string): void {
  for (const name of readdirSync(scratchDir)) {
    const pid = Number(COPY_PID.exec(name)?.[1]);
    if (!pid || pid === process.pid || isAlive(pid)) continue;
    rmSync(path.join(scratchDir, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Starts the thread for an import into `database`, or says why there is none. It never throws: an import without
 * it is as correct, only slower.
 */
export async function startSearchVectors(options: {
  database: Database;
  emptyDatabaseDir?: string;
  /** Where the thread's copy goes; the system's temporary directory by default. */
  scratchDir?: string;
}): Promise<SearchVectorsStart> {
  const { database } = options;
  const template = options.emptyDatabaseDir ?? EMPTY_DATABASE_DIR;
  if (database.kind !== 'pglite') return { vectors: postgresSearchVectors(database.db), note: 'computed on a second connection' };
  if (!database.pgliteModule) return { vectors: null, note: 'this database was opened without its engine at hand' };
  if (!existsSync(path.join(template, 'PG_VERSION'))) {
    return { vectors: null, note: `no empty database at ${template} (npm run build makes it)` };
  }
  const scratchDir = options.scratchDir ?? tmpdir();
  let dataDir: string | undefined;
  try {
    removeOrphanedCopies(scratchDir);
    dataDir = mkdtempSync(path.join(scratchDir, `${COPY_PREFIX}${process.pid}-`));
    cpSync(template, dataDir, { recursive: true });
    const entry = workerEntry();
    const workerData: VectorWorkerData = { module: database.pgliteModule, dataDir };
    const worker = new Worker(entry.file, { workerData, execArgv: entry.execArgv });
    const copy = dataDir;
    const vectors = await connect(worker, () => rmSync(copy, { recursive: true, force: true }));
    return { vectors, note: 'computed on a second thread' };
  } catch (error) {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    return { vectors: null, note: `its thread did not start: ${(error as Error).message}` };
  }
}

/** Waits for the thread's database to open, then hands out claims on it. */
function connect(worker: Worker, removeData: () => void): Promise<SearchVectors> {
  const replies = new Map<number, (vectors: Array<string | null>) => void>();
  const counts = { thread: 0, database: 0 };
  let failure: string | null = null;
  let nextId = 0;
  let closed: Promise<void> | null = null;
  let onClosed: () => void = () => {};

  const fail = (reason: string) => {
    failure ??= reason;
    for (const resolve of replies.values()) resolve([]);
    replies.clear();
  };

  const vectors: SearchVectors = {
    beside: 'a second thread',
    counts,
    get failure() {
      return failure;
    },
    submit(texts) {
      const claim = new Int32Array(new SharedArrayBuffer(4));
      const id = (nextId += 1);
      const reply = new Promise<Array<string | null>>((resolve) => {
        if (failure) resolve([]);
        else replies.set(id, resolve);
      });
      if (!failure) worker.postMessage({ id, texts, claim });
      return {
        async take() {
          // Whatever the thread has not claimed is the writer's from here on.
          const claimed = Math.min(Atomics.exchange(claim, 0, texts.length), texts.length);
          const computed = claimed === 0 ? [] : await reply;
          if (claimed === 0) replies.delete(id);
          const result = Array.from(texts, (_, index) => computed[index] ?? null);
          const byThread = result.filter((vector) => vector !== null).length;
          counts.thread += byThread;
          counts.database += texts.length - byThread;
          return result;
        },
      };
    },
    close() {
      closed ??= new Promise<void>((resolve) => {
        onClosed = resolve;
        if (failure) resolve();
        else worker.postMessage('close');
      }).then(async () => {
        await worker.terminate();
        removeData();
      });
      return closed;
    },
  };

  return new Promise<SearchVectors>((resolve, reject) => {
    worker.on('message', (message: VectorWorkerReply) => {
      if (message.kind === 'ready') resolve(vectors);
      else if (message.kind === 'closed') onClosed();
      else {
        replies.get(message.id)?.(message.vectors);
        replies.delete(message.id);
      }
    });
    worker.on('error', (error) => {
      fail(error.message);
      reject(error);
      onClosed();
    });
    worker.on('exit', (code) => {
      if (!closed) fail(`its thread ended (exit code ${code})`);
      reject(new Error(`its thread ended (exit code ${code})`));
      onClosed();
    });
  });
}

/** One line on where an import's search vectors were computed. */
function describe(start: SearchVectorsStart): string {
  if (!start.vectors) return `Search vectors: computed by the database (${start.note})`;
  const { thread, database } = start.vectors.counts;
  const failed = start.vectors.failure ? `; the thread stopped: ${start.vectors.failure}` : '';
  return `Search vectors: ${thread} computed on ${start.vectors.beside}, ${database} by the database${failed}`;
}

/**
 * Runs an import's load with a search-vector thread when the database can have one, and closes the thread when the
 * load ends, so that its memory is gone before the index builds.
 */
export async function withSearchVectors<T>(
  begin: StartSearchVectors | undefined,
  load: (vectors: SearchVectors | undefined) => Promise<T>,
): Promise<{ result: T; summary: string }> {
  const start = await (begin ?? WITHOUT_THREAD)();
  try {
    const result = await load(start.vectors ?? undefined);
    return { result, summary: describe(start) };
  } finally {
    await start.vectors?.close();
  }
}
