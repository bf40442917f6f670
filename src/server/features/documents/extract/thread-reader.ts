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

/**
 * Each file is read on a worker thread of its own, started for it and stopped after it: a heap limit (past it the
 * thread, not the server, runs out of memory), a time limit, and cancellation by `signal` each stop the thread at
 * once, OCR with it (tesseract's thread is the reading thread's child).
 */
export function createThreadReader(limits: { heapMb: number; timeoutMs: number } = DOCUMENT_READING): DocumentReader {
  const refusal = (reason: string) => new AppError('invalid-argument', DOCUMENT_MESSAGES.unreadable(reason));
  return {
    read(bytes, format, signal) {
      if (signal?.aborted) return Promise.reject(new ReadingCancelled());
      return new Promise((resolve, reject) => {
        const entry = workerEntry();
        const job: ReaderJob = { bytes: new Uint8Array(bytes), format };
        const worker = new Worker(entry.file, {
          workerData: job,
          execArgv: entry.execArgv,
          resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
        });
        let settled = false;
        const finish = (settle: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          void worker.terminate();
          settle();
        };
        const refuse = (reason: string) => finish(() => reject(refusal(reason)));
        const seconds = Math.round(limits.timeoutMs / 1000);
        const timer = setTimeout(() => refuse(`it took longer than ${seconds} second${seconds === 1 ? '' : 's'} to read.`), limits.timeoutMs);
        const onAbort = () => finish(() => reject(new ReadingCancelled()));
        signal?.addEventListener('abort', onAbort, { once: true });
        worker.on('message', (reply: ReaderReply) => (reply.ok ? finish(() => resolve(reply.extracted)) : refuse(reply.reason)));
        worker.on('error', (error: NodeJS.ErrnoException) =>
          refuse(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `it expands past ${limits.heapMb} MB in memory.` : STOPPED),
        );
        worker.on('exit', () => refuse(STOPPED));
      });
    },
  };
}
