import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPgliteCode, readPgliteWasm, savePgliteCode } from './pglite-code';

let dir: string;
let saved: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pglite-code-'));
  saved = path.join(dir, 'saved.bin');
  const module = await WebAssembly.compile(readPgliteWasm());
  const client = await PGlite.create({ pgliteWasmModule: module });
  await client.query('select 1');
  await client.close();
  savePgliteCode(module, saved);
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of the saved file, changed by `edit`. */
function variant(name: string, edit: (bytes: Buffer) => Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, edit(Buffer.from(readFileSync(saved))));
  return file;
}

function headerEnd(bytes: Buffer): number {
  return bytes.indexOf(10, bytes.indexOf(10) + 1);
}

describe('PGlite code compiled ahead of time', () => {
  it('loads saved code, and the database it starts answers queries', async () => {
    const code = await loadPgliteCode(saved);
    expect(code.aheadOfTime).toBe(true);
    expect(code.note).toBe(`machine code compiled ahead of time (${saved})`);
    const client = await PGlite.create({ pgliteWasmModule: code.module });
    const result = await client.query<{ words: string }>(`select to_tsvector('english', 'The courts held') as words`);
    expect(result.rows[0]?.words).toBe(`'court':2 'held':3`);
    await client.close();
  }, 120_000);

  it('compiles instead when nothing was saved, and says npm run build makes it', async () => {
    const code = await loadPgliteCode(path.join(dir, 'missing.bin'));
    expect(code.aheadOfTime).toBe(false);
    expect(code.module).toBeInstanceOf(WebAssembly.Module);
    expect(code.note).toContain('npm run build makes it');
  });

  it('never hands damaged or cut-short code to V8', async () => {
    const flipped = variant('flipped.bin', (bytes) => {
      bytes[bytes.length - 1000] = (bytes[bytes.length - 1000] ?? 0) ^ 0xff;
      return bytes;
    });
    const truncated = variant('truncated.bin', (bytes) => bytes.subarray(0, headerEnd(bytes) + 1000));
    for (const file of [flipped, truncated]) {
      const code = await loadPgliteCode(file);
      expect(code.aheadOfTime).toBe(false);
      expect(code.note).toContain('is damaged: its checksum differs');
    }
  });

  it('refuses code built for another V8 or another PGlite, naming what differs', async () => {
    const rewriteHeader = (change: (header: Record<string, string>) => void) => (bytes: Buffer) => {
      const start = bytes.indexOf(10) + 1;
      const header = JSON.parse(bytes.subarray(start, headerEnd(bytes)).toString()) as Record<string, string>;
      change(header);
      return Buffer.concat([bytes.subarray(0, start), Buffer.from(JSON.stringify(header)), bytes.subarray(headerEnd(bytes))]);
    };
    const otherV8 = await loadPgliteCode(variant('v8.bin', rewriteHeader((header) => (header.v8 = '1.2.3'))));
    expect(otherV8.aheadOfTime).toBe(false);
    expect(otherV8.note).toContain(`was built for V8 1.2.3 on ${process.arch}, this is V8 ${process.versions.v8}`);
    const otherPglite = await loadPgliteCode(variant('wasm.bin', rewriteHeader((header) => (header.wasmSha256 = '0'.repeat(64)))));
    expect(otherPglite.note).toContain('was built for another PGlite');
  });

  it('says so when the file is not saved PGlite code at all', async () => {
    const code = await loadPgliteCode(variant('other.bin', () => Buffer.from('{"hello":"world"}\n')));
    expect(code.aheadOfTime).toBe(false);
    expect(code.note).toContain('is not a saved PGlite code file');
  });
});
