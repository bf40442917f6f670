import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { startBulkFileServer, type BulkFileServer } from '../support/bulk-file-server';

const run = promisify(execFile);
const corpus = gzipSync(await readFile(path.resolve('tests/fixtures/research-corpus.jsonl')));
const NAME = 'research-corpus.jsonl.gz';
const sha = createHash('sha256').update(corpus).digest('hex');

let server: BulkFileServer | undefined;
let dir: string | undefined;
afterEach(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const download = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/corpus-download.ts', ...args], {
    env: { ...process.env, DATABASE_URL: '', CORPUS_IMPORT_DIR: '', DATA_DIR: dir! },
  }).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
  );

describe('npm run corpus:download', () => {
  it('continues a partial download with a Range request, prints and checks the SHA-256, then imports', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vd-download-'));
    server = await startBulkFileServer({ [NAME]: corpus });
    await mkdir(path.join(dir, 'imports', 'downloads'), { recursive: true });
    // An earlier run stopped after 2,000 bytes.
    await writeFile(path.join(dir, 'imports', 'downloads', NAME), corpus.subarray(0, 2000));
    const wrong = await download(server.url(NAME), '--sha256', '0'.repeat(64));
    expect(wrong.code).toBe(1);
    expect(wrong.err).toMatch(/Checksum mismatch/);
    expect(server.ranges).toEqual(['bytes=2000-']);
    const right = await download(server.url(NAME), '--sha256', sha);
    expect(right.out).toContain(`SHA-256 ${sha}`);
    expect(right.out).toMatch(/research-corpus\.jsonl\.gz: 4 cases, 4 opinions, \d+ citation edges, 0 skipped/);
    expect(right.err).toMatch(/Importing \[#{30}\] 100%/);
    expect(right.code).toBe(0);
  }, 120_000);
});
