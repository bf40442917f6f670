import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker } from 'tesseract.js';

/** What OCR read on one image: its text and the engine's mean word confidence (0–100). */
export interface OcrResult {
  text: string;
  confidence: number;
}

/** Reads text from an image (PNG or JPEG bytes). */
export interface OcrEngine {
  recognize(image: Buffer): Promise<OcrResult>;
  close(): Promise<void>;
}

/** A worker unused this long is terminated: its WebAssembly engine and language data hold about 100 MB (issue #16). */
const IDLE_MS = 30_000;

/** The English data shipped in @tesseract.js-data/eng (the 4.0.0 "fast" model, gzipped): read from disk, never the CDN. */
function languageDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
}

/**
 * OCR with tesseract.js, entirely offline. One worker is created on first use (loading tesseract only then, so the
 * server does not hold it from start-up), reused by the jobs that follow (it runs them one after another), and
 * terminated once idle.
 */
export function createTesseractOcr(options: { idleMs?: number } = {}): OcrEngine {
  const idleMs = options.idleMs ?? IDLE_MS;
  let worker: Promise<Worker> | null = null;
  let running = 0;
  let idleTimer: NodeJS.Timeout | null = null;

  async function start(): Promise<Worker> {
    const { createWorker, OEM } = await import('tesseract.js');
    // cacheMethod 'none': the language data is read from the package every time, never copied into the working directory.
    // errorHandler: without one, tesseract.js rethrows a job's failure ("Error attempting to read image") inside its
    // message listener, where nothing can catch it and the process exits (issue #41); the job's promise rejects anyway.
    return createWorker('eng', OEM.LSTM_ONLY, { langPath: languageDir(), gzip: true, cacheMethod: 'none', errorHandler: () => {} });
  }

  async function stop(): Promise<void> {
    const current = worker;
    worker = null;
    if (current) await (await current.catch(() => null))?.terminate();
  }

  function scheduleStop() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (running === 0) void stop();
    }, idleMs);
    idleTimer.unref();
  }

  return {
    async recognize(image) {
      running += 1;
      try {
        worker ??= start();
        worker.catch(() => (worker = null));
        const ready = await worker;
        // tesseract rejects with its own words ("Error attempting to read image") when the pixels cannot be decoded.
        const { data } = await ready.recognize(image).catch((reason: unknown) => {
          throw new Error('the image data is damaged.', { cause: reason });
        });
        return { text: data.text, confidence: Math.round(data.confidence * 10) / 10 };
      } finally {
        running -= 1;
        scheduleStop();
      }
    },
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      await stop();
    },
  };
}
