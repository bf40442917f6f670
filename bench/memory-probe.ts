/**
 * Loaded into the server process by bench/memory.ts (`node --import`), never by the app: it answers the benchmark's
 * IPC requests with where the server's memory is. PGlite's Postgres lives in a WebAssembly.Memory that Node counts in
 * neither the JS heap nor `external`, so the probe notes each one created and reports their sizes.
 */
import { writeHeapSnapshot } from 'node:v8';

export interface MemoryProbeSample {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** The bytes of every WebAssembly.Memory (PGlite's Postgres heap, shared_buffers included); they never shrink. */
  wasm: number;
}

export type MemoryProbeRequest = { kind: 'sample' } | { kind: 'heap-snapshot'; file: string };

const memories: WebAssembly.Memory[] = [];
WebAssembly.Memory = new Proxy(WebAssembly.Memory, {
  construct(target, args: ConstructorParameters<typeof WebAssembly.Memory>) {
    const memory = Reflect.construct(target, args) as WebAssembly.Memory;
    memories.push(memory);
    return memory;
  },
});

function sample(): MemoryProbeSample {
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  const wasm = memories.reduce((sum, memory) => sum + memory.buffer.byteLength, 0);
  return { rss, heapUsed, heapTotal, external, arrayBuffers, wasm };
}

process.on('message', (request: MemoryProbeRequest) => {
  if (request.kind === 'sample') process.send?.(sample());
  else process.send?.({ file: writeHeapSnapshot(request.file) });
});
// The IPC channel must not keep the server alive once it decides to exit.
process.channel?.unref();
