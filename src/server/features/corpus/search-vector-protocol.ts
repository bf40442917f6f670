/** Messages between an import and its search-vector thread (search-vector-worker.ts). */

export type VectorWorkerData = {
  /** The writer's compiled PGlite engine: the thread shares its machine code instead of compiling its own. */
  module: WebAssembly.Module;
  /** A copy of an empty database, the thread's own. */
  dataDir: string;
};

export type VectorBatch = {
  id: number;
  texts: string[];
  /** Over a SharedArrayBuffer: the next text to claim; both threads add to it, the writer sets it past the end. */
  claim: Int32Array;
};

export type VectorWorkerReply =
  | { kind: 'ready' }
  | { kind: 'vectors'; id: number; vectors: Array<string | null> }
  | { kind: 'closed' };
