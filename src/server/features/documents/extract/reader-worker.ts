/**
 * The reading thread (thread-reader.ts): reads one uploaded file, OCR included, under the heap limit it was started
 * with, answers once and ends. Whatever the file does to this thread (runs it out of memory, crashes a library,
 * never finishes) stays here; the server stops the thread and answers the upload with a sentence.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createTesseractOcr } from './ocr';
import type { ReaderJob, ReaderReply } from './reader-protocol';
import { readFormat, reasonOf } from './read-format';

const { bytes, format } = workerData as ReaderJob;
const ocr = createTesseractOcr();
let reply: ReaderReply;
try {
  reply = { ok: true, extracted: await readFormat(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), format, ocr) };
} catch (error) {
  reply = { ok: false, reason: reasonOf(error) };
}
await ocr.close().catch(() => {});
parentPort!.postMessage(reply);
