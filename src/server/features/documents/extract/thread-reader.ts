import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DOCUMENT_MESSAGES, type DocumentFormat } from '../../../../shared/api/documents';
import { DOCUMENT_READING } from '../../../../shared/constants';
import { AppError } from '../../../http/errors';
import type { ReaderJob, ReaderReply } from './reader-protocol';
import type { Extracted } from './types';

/** Reads an uploaded file into blocks; refuses it with AppError (400, a sentence) when it cannot be read. */
export interface DocumentReader {
  read(bytes: Buffer, format: DocumentFormat, signal?: AbortSignal): Promise<Extracted>;
  close(): Promise<void>;
}

/** The reading was stopped because its request is gone (the client disconnected); the 499 is for the log. */
export class ReadingCancelled extends AppError {
  constructor() {
    super('cancelled', 'The upload was cancelled before its file was read.');
  }
}

/** The bundled thread beside the server's bundle (npm start), else its source through tsx (tests, scripts). */
function workerEntry(): { file: string; execArgv: string[] } {
  const bundled = path.join(import.meta.dirname, 'document-reader-worker.mjs');
  if (existsSync(bundled)) return { file: bundled, execArgv: [] };
  return { file: fileURLToPath(new URL('./reader-worker.ts', import.meta.url)), execArgv: ['--import', 'tsx'] };
}

const STOPPED = 'the reader stopped on it unexpectedly.';

/** An idle thread is kept this long for the next file: its libraries stay loaded (starting one costs about a second). */
const IDLE_MS = 30_000;
/** How often a reading thread's memory is looked at while it reads. */
const WATCH_MS = 100;
const MB = 1024 * 1024;

export interface ReaderLimits {
  heapMb: number;
  /** The heap and the buffers outside it (ArrayBuffers), which resourceLimits does not bound, grown while reading one file. */
  memoryMb: number;
  timeoutMs: number;
  /** Idle threads kept for the next files, at most. */
  concurrency: number;
}

/**
 * Files are read on worker threads: a heap limit (past it the thread, not the server, runs out of memory), a memory
 * limit watched from here (a thread's buffers live outside its heap, in the server's memory), a time limit, and
 * cancellation by `signal` each stop the file's thread at once, OCR with it (tesseract's thread is the reading
 * thread's child). A thread that answered, even with a refusal, is healthy and kept idle for the next file;
 * a stopped one is never reused.
 */
export function createThreadReader(limits: ReaderLimits = DOCUMENT_READING): DocumentReader {
  const refusal = (reason: string) => new AppError('invalid-argument', DOCUMENT_MESSAGES.unreadable(reason));
  const idle = new Map<Worker, NodeJS.Timeout>();

  function take(): Worker {
    const [kept] = idle.keys();
    if (kept) {
      clearTimeout(idle.get(kept));
      idle.delete(kept);
      kept.ref();
      return kept;
    }
    const entry = workerEntry();
    const worker = new Worker(entry.file, {
      execArgv: entry.execArgv,
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
    // A thread that fails while idle has no upload to answer (an unheard 'error' would end the process): it is dropped.
    worker.on('error', () => {});
    worker.on('exit', () => {
      clearTimeout(idle.get(worker));
      idle.delete(worker);
    });
    return worker;
  }

  function keep(worker: Worker): void {
    if (idle.size >= limits.concurrency) {
      void worker.terminate();
      return;
    }
    // An idle thread does not keep the process alive.
    worker.unref();
    const timer = setTimeout(() => {
      idle.delete(worker);
      void worker.terminate();
    }, IDLE_MS);
    timer.unref();
    idle.set(worker, timer);
  }

  return {
    read(bytes, format, signal) {
      if (signal?.aborted) return Promise.reject(new ReadingCancelled());
      return new Promise((resolve, reject) => {
        const worker = take();
        let settled = false;
        const finish = (settle: () => void, healthy: boolean) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          clearInterval(watch);
          signal?.removeEventListener('abort', onAbort);
          worker.off('message', onMessage).off('error', onError).off('exit', onExit);
          if (healthy) keep(worker);
          else void worker.terminate();
          settle();
        };
        const stop = (reason: string) => finish(() => reject(refusal(reason)), false);
        const onMessage = (reply: ReaderReply) =>
          reply.ok ? finish(() => resolve(reply.extracted), true) : finish(() => reject(refusal(reply.reason)), true);
        const onError = (error: NodeJS.ErrnoException) =>
          stop(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `it expands past ${limits.heapMb} MB in memory.` : STOPPED);
        const onExit = () => stop(STOPPED);
        const onAbort = () => finish(() => reject(new ReadingCancelled()), false);
        const seconds = Math.round(limits.timeoutMs / 1000);
        const timer = setTimeout(() => stop(`it took longer than ${seconds} second${seconds === 1 ? '' : 's'} to read.`), limits.timeoutMs);
        const watch = watchMemory(worker, limits.memoryMb, () => stop(`it expands past ${limits.memoryMb} MB in memory.`));
        signal?.addEventListener('abort', onAbort, { once: true });
        worker.on('message', onMessage).on('error', onError).on('exit', onExit);
        const job: ReaderJob = { bytes: new Uint8Array(bytes), format };
        worker.postMessage(job);
      });
    },

    async close() {
      const workers = [...idle.keys()];
      for (const timer of idle.values()) clearTimeout(timer);
      idle.clear();
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/**
 * Calls `overrun` once the thread holds more than `memoryMb` beyond what it held when the file was given to it. The
 * statistics are read by interrupting the thread, so this works while it is busy in one long synchronous step (pdf.js
 * inflating a stream); a kept thread's leftovers from its last file are not charged to this one.
 */
function watchMemory(worker: Worker, memoryMb: number, overrun: () => void): NodeJS.Timeout {
  const held = async () => {
    const stats = await worker.getHeapStatistics();
    return stats.used_heap_size + stats.external_memory;
  };
  // A thread still starting has nothing to report yet: its first answer is its starting point.
  let baseline: Promise<number | null> = held().catch(() => null);
  return setInterval(() => {
    void Promise.all([baseline, held()]).then(
      ([start, now]) => {
        if (start === null) baseline = Promise.resolve(now);
        else if (now - start > memoryMb * MB) overrun();
      },
      // A thread that has stopped answers no statistics: its exit or error settles the reading.
      () => {},
    );
  }, WATCH_MS);
}
