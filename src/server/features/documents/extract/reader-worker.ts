/**
 * A reading thread (thread-reader.ts): reads uploaded files one at a time, OCR included, under the heap limit it was
 * started with, answering each. Whatever a file does to this thread (runs it out of memory, crashes a library, never
 * finishes) stays here; the server stops the thread and answers the upload with a sentence. A thread that answered
 * is kept a while for the next file, with its libraries loaded.
 */
import { parentPort } from 'node:worker_threads';
import { createTesseractOcr } from './ocr';
import type { ReaderJob, ReaderReply } from './reader-protocol';
import { readFormat, reasonOf } from './read-format';

const ocr = createTesseractOcr();
const port = parentPort!;

port.on('message', async ({ bytes, format }: ReaderJob) => {
  let reply: ReaderReply;
  try {
    reply = { ok: true, extracted: await readFormat(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), format, ocr) };
  } catch (error) {
    reply = { ok: false, reason: reasonOf(error) };
  }
  port.postMessage(reply);
});
