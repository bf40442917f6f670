import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { z } from 'zod';

/**
 * PGlite's machine code, compiled ahead of time (ADR 031). V8 optimises PGlite's SQL parser with 600 MB of compiler
 * memory in whichever process runs it; `npm run build` does that once, in its own process, and saves the optimised
 * code here, so that the server and the importer load it instead of compiling it again.
 */
export const PGLITE_CODE_FILE = fileURLToPath(new URL('../../../dist/pglite/pglite-code.bin', import.meta.url));

const MAGIC = 'volnadraft-pglite-code/1';

/** What the saved code was built for; it is used only where all of it is the same. */
const headerSchema = z.object({ v8: z.string(), arch: z.string(), wasmSha256: z.string(), codeSha256: z.string() });
type Header = z.infer<typeof headerSchema>;

function parseHeader(line: string): Header | null {
  try {
    return headerSchema.parse(JSON.parse(line));
  } catch {
    return null;
  }
}

export type PgliteCode = {
  /** The compiled engine, for `PGlite.create({ pgliteWasmModule })`. */
  module: WebAssembly.Module;
  aheadOfTime: boolean;
  /** One line for the operator: where the code came from, or why the saved code was not used. */
  note: string;
};

export function readPgliteWasm(): Buffer<ArrayBuffer> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  // A file's contents are never in shared memory.
  return readFileSync(new URL('pglite.wasm', pathToFileURL(entry))) as Buffer<ArrayBuffer>;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Serialising and deserialising compiled WebAssembly are V8 runtime functions that Node does not expose; they are
 * reachable only through V8's native syntax, which is switched on just while these two calls are compiled and run.
 * Passed anything but the argument types used below, they abort the process, so nothing else calls them.
 */
function withNativeSyntax<T>(run: (natives: Natives) => T): T {
  const alreadyOn = process.execArgv.includes('--allow-natives-syntax');
  if (!alreadyOn) v8.setFlagsFromString('--allow-natives-syntax');
  try {
    return run({
      serialize: new Function('module', 'return %SerializeWasmModule(module)') as Natives['serialize'],
      deserialize: new Function('code', 'wasm', 'return %DeserializeWasmModule(code, wasm)') as Natives['deserialize'],
    });
  } finally {
    if (!alreadyOn) v8.setFlagsFromString('--no-allow-natives-syntax');
  }
}
type Natives = {
  serialize(module: WebAssembly.Module): ArrayBuffer;
  deserialize(code: ArrayBuffer, wasm: Uint8Array): WebAssembly.Module | undefined;
};

/**
 * Saves the code V8 has compiled for `module` (made from `wasm`) so far, the optimised functions only; returns its
 * size in bytes.
 */
export function savePgliteCode(module: WebAssembly.Module, file = PGLITE_CODE_FILE, wasm: Uint8Array = readPgliteWasm()): number {
  const code = new Uint8Array(withNativeSyntax((natives) => natives.serialize(module)));
  const header: Header = {
    v8: process.versions.v8,
    arch: process.arch,
    wasmSha256: sha256(wasm),
    codeSha256: sha256(code),
  };
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.concat([Buffer.from(`${MAGIC}\n${JSON.stringify(header)}\n`), code]));
  renameSync(partial, file);
  return code.byteLength;
}

/**
 * PGlite's engine: the code saved by `npm run build` when it was built for this Node, this machine's architecture
 * and this PGlite, and is intact; otherwise compiled now, as PGlite would (V8 then optimises the parser in this
 * process). Code that fails its checksum is never handed to V8, which does not check it and would run it.
 */
export async function loadPgliteCode(file = PGLITE_CODE_FILE): Promise<PgliteCode> {
  const wasm = readPgliteWasm();
  const saved = loadSavedCode(file, wasm);
  if ('module' in saved) return { module: saved.module, aheadOfTime: true, note: `machine code compiled ahead of time (${file})` };
  return { module: await WebAssembly.compile(wasm), aheadOfTime: false, note: `compiling its machine code: ${saved.reason}` };
}

/** The module V8 makes of the saved code, or why there is none. */
function loadSavedCode(file: string, wasm: Buffer<ArrayBuffer>): { module: WebAssembly.Module } | { reason: string } {
  const refused = (reason: string) => ({ reason });
  let saved: Buffer;
  try {
    saved = readFileSync(file);
  } catch {
    return refused(`no code compiled ahead of time at ${file} (npm run build makes it)`);
  }
  const firstBreak = saved.indexOf(10);
  const secondBreak = saved.indexOf(10, firstBreak + 1);
  const header = secondBreak > 0 ? parseHeader(saved.subarray(firstBreak + 1, secondBreak).toString()) : null;
  if (saved.subarray(0, firstBreak).toString() !== MAGIC || !header) return refused(`${file} is not a saved PGlite code file`);
  if (header.v8 !== process.versions.v8 || header.arch !== process.arch) {
    return refused(`${file} was built for V8 ${header.v8} on ${header.arch}, this is V8 ${process.versions.v8} on ${process.arch} (npm run build makes it again)`);
  }
  if (header.wasmSha256 !== sha256(wasm)) return refused(`${file} was built for another PGlite (npm run build makes it again)`);
  const code = saved.subarray(secondBreak + 1);
  if (header.codeSha256 !== sha256(code)) return refused(`${file} is damaged: its checksum differs (npm run build makes it again)`);
  const buffer = code.buffer.slice(code.byteOffset, code.byteOffset + code.byteLength) as ArrayBuffer;
  try {
    const module = withNativeSyntax((natives) => natives.deserialize(buffer, new Uint8Array(wasm)));
    if (module instanceof WebAssembly.Module) return { module };
  } catch {
    return refused('this Node cannot load code compiled ahead of time');
  }
  return refused(`V8 refused ${file} (its flags or this CPU's features differ from the build's; npm run build makes it again)`);
}
