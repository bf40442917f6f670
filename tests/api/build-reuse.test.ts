import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const BUILD = path.resolve('scripts/build.mjs');

/**
 * A project laid out as VolnaDraft's, whose three build scripts only write the files each part must leave (and note
 * that they ran), so scripts/build.mjs is tried as `npm start` and `npm run build` run it, in seconds. MISSING names
 * a file a part then fails to write, as a build once left the empty database out while saying it made it.
 */
function fakeProject(dir: string) {
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('make.mjs', `
    import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
    import path from 'node:path';
    const part = process.argv[2];
    const outputs = {
      client: ['dist/client/index.html'],
      server: ['dist/server/main.mjs', 'dist/server/search-vector-worker.mjs', 'dist/server/document-reader-worker.mjs'],
      pglite: ['dist/pglite/pglite-code.bin', 'dist/pglite/empty-database/PG_VERSION'],
    }[part];
    for (const file of outputs.filter((file) => file !== process.env.MISSING)) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, 'built');
    }
    appendFileSync('built.log', [part, ...process.argv.slice(3)].join(' ') + '\\n');
  `);
  write('package.json', JSON.stringify({
    name: 'fake',
    private: true,
    scripts: { 'build:client': 'node make.mjs client', 'build:server': 'node make.mjs server', 'build:pglite': 'node make.mjs pglite' },
  }));
  write('package-lock.json', '{}');
  write('tsconfig.json', '{}');
  write('src/client/main.tsx', 'export {};');
  write('src/server/main.ts', 'export {};');
  write('src/server/db/client.ts', 'export {};');
  write('scripts/compile-pglite.ts', 'export {};');
}

describe('the build npm start runs (scripts/build.mjs)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'vd-build-'));
    fakeProject(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs the build in the project and returns what it printed and which parts it built. */
  const build = (args: string[], env: Record<string, string> = {}) => {
    rmSync(path.join(dir, 'built.log'), { force: true });
    const run = spawnSync(process.execPath, [BUILD, ...args], { cwd: dir, env: { ...process.env, ...env }, encoding: 'utf8' });
    let built: string[] = [];
    try {
      built = readFileSync(path.join(dir, 'built.log'), 'utf8').split('\n').filter(Boolean);
    } catch {
      // Nothing was built.
    }
    return { status: run.status, output: run.stdout + run.stderr, built };
  };

  it('a second start with nothing changed reuses the build, and a change rebuilds only the parts made from it', () => {
    expect(build([]).built).toEqual(['client', 'server', 'pglite']);

    const again = build(['--if-stale']);
    expect(again.status).toBe(0);
    expect(again.built).toEqual([]);
    expect(again.output).toContain('reusing the current build of the client, server, pglite');

    writeFileSync(path.join(dir, 'src/client/main.tsx'), 'export const changed = true;');
    const changed = build(['--if-stale']);
    // The server is built from all of src/ (it serves the client and shares src/shared); the database engine is not.
    // Vite is asked for warnings only, not its list of every chunk.
    expect(changed.built).toEqual(['client --logLevel warn', 'server']);
    expect(changed.output).toContain('== building the client: its sources changed');
    expect(changed.output).toContain('reusing the current build of the pglite');
  });

  it('fails, naming the file, when a part does not leave what it must, and builds that part again at the next start', () => {
    const broken = build([], { MISSING: 'dist/pglite/empty-database/PG_VERSION' });
    expect(broken.status).toBe(1);
    expect(broken.output).toContain('The pglite build finished but did not leave dist/pglite/empty-database/PG_VERSION (missing or empty); the build failed.');

    const next = build(['--if-stale']);
    expect(next.status).toBe(0);
    expect(next.built).toEqual(['pglite']);
  });
});
