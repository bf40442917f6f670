import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * A first start compiles the sources under tsx, copies the empty database and loads the built-in U.S. Reports index
 * (31,079 cases): about 20 s on a quiet machine, and a minute on a loaded one (57 s at load 6), so the tests that start
 * a server wait longer than the API tests' default 30 s.
 */
const START_MS = 100_000;

/** Starts `src/server/main.ts` from the sources under tsx and returns the URL it prints (the bundle `npm start` runs: server-bundle.test.ts). */
async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), START_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s"]+)/.exec(output);
      if (match && output.includes('Database:')) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, url, output: () => output };
}

describe('starting the server', () => {
  let dataDir: string | undefined;
  afterEach(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the embedded database under DATA_DIR, applies migrations, and prints URL and database', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vd-start-'));
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      expect(server.output()).toMatch(/Database: embedded PGlite/);
      // The console speaks plain lines, the first administrator's set-up code alone on its own (issue #39).
      expect(server.output()).toMatch(/^\d\d:\d\d:\d\d WARN {2}Admin setup code: [A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/m);
      // Every line in that one format, the start-up lines (database, where it runs) included: a time and a level, or
      // the indented rest of a message.
      expect(server.output().split('\n').filter((line) => line !== '' && !/^(\d\d:\d\d:\d\d [A-Z]{4,5} | {15})/.test(line))).toEqual([]);
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', ok: true } });
      const visit = await fetch(`${server.url}/api/track-visit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: '/' }),
      });
      expect(visit.status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await once(server.child, 'exit');
    }
  }, START_MS + 20_000);

  it('with LOG_FORMAT=json writes every line as JSON, the start-up lines included', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vd-start-'));
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_FORMAT: 'json', BUILTIN_CITATION_INDEX: 'false' });
    try {
      const lines = server.output().split('\n').filter((line) => line !== '');
      const notJson = lines.filter((line) => {
        try {
          return typeof (JSON.parse(line) as { msg?: unknown }).msg !== 'string';
        } catch {
          return true;
        }
      });
      expect(notJson).toEqual([]);
      expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toContain(`VolnaDraft is running at ${server.url}`);
    } finally {
      server.child.kill('SIGTERM');
      await once(server.child, 'exit');
    }
  }, START_MS + 20_000);

  it('stops with a message naming a bad setting', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toMatch(/Invalid configuration:\s+PORT/);
  });
});
