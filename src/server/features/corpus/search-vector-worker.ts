/**
 * The search-vector thread of a PGlite import (ADR 032): a second PGlite, opened on a copy of an empty database,
 * computes `setweight(to_tsvector('english', text), 'D')` for the opinions of the batches it is given, while the
 * importer's own thread writes. Each batch comes with a shared counter from which this thread and the writer both
 * claim texts, so whatever this thread has not started when the writer needs the batch, the writer's database
 * computes (the opinions table's trigger) instead of waiting.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { VectorBatch, VectorWorkerData, VectorWorkerReply } from './search-vector-protocol';

const { module, dataDir } = workerData as VectorWorkerData;
const port = parentPort!;
// Only functions run here: the smallest buffer pool PostgreSQL accepts leaves the memory to the writer's database.
const db = await PGlite.create(dataDir, {
  pgliteWasmModule: module,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=128kB'],
});

const queue: VectorBatch[] = [];
let draining = false;
let closing = false;

const reply = (message: VectorWorkerReply) => port.postMessage(message);

/** Claims and computes the batch's texts until the writer has taken the rest; null where PostgreSQL refused one. */
async function compute(batch: VectorBatch): Promise<Array<string | null>> {
  const vectors: Array<string | null> = [];
  for (;;) {
    const index = Atomics.add(batch.claim, 0, 1);
    if (index >= batch.texts.length) return vectors;
    try {
      const result = await db.query<{ vector: string }>(
        `select setweight(to_tsvector('english'::regconfig, $1), 'D')::text as vector`,
        [batch.texts[index]],
      );
      vectors[index] = result.rows[0]?.vector ?? null;
    } catch {
      // The writer's database computes it again and reports the error where the import can (a text too long for a tsvector).
      vectors[index] = null;
    }
  }
}

async function drain(): Promise<void> {
  draining = true;
  for (let batch = queue.shift(); batch; batch = queue.shift()) {
    reply({ kind: 'vectors', id: batch.id, vectors: await compute(batch) });
  }
  draining = false;
  if (closing) await close();
}

async function close(): Promise<void> {
  await db.close();
  reply({ kind: 'closed' });
}

port.on('message', (message: VectorBatch | 'close') => {
  if (message === 'close') {
    // The import is over (or stopped): batches it will never take are not worth computing.
    queue.length = 0;
    closing = true;
    if (!draining) void close();
    return;
  }
  queue.push(message);
  if (!draining) void drain();
});
reply({ kind: 'ready' });
