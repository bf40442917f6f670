/**
 * `npm run build` builds the three parts of the app: the client (Vite), the server bundle (esbuild) and PGlite's
 * machine code with the import's empty database. `npm start` runs it with `--if-stale`: a part is rebuilt only when
 * the files it is built from changed since it was built (a fingerprint of their contents, kept in dist/), so a start
 * with nothing changed reuses the build at once (issue #39). Either way, each part's outputs are checked after it is
 * built, and the build fails, naming the file, when one is missing or empty: an import once ran without its second
 * thread because an empty database said to be made was not there.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// npm runs the build and start scripts from the project's root; tests run this script in a project of their own.
const ROOT = process.cwd();
const STAMPS = path.join(ROOT, 'dist/build-stamps.json');
const SHARED = ['package-lock.json', 'tsconfig.json'];

/** Each part: the npm script that builds it, what it is built from, and what it must leave behind. */
const PARTS = [
  {
    name: 'client',
    script: 'build:client',
    // npm start's console stays short: Vite lists every chunk it writes, some 250 lines, unless told to warn only.
    quietArgs: ['--logLevel', 'warn'],
    inputs: [...SHARED, 'index.html', 'vite.config.ts', 'public', 'content', 'src/client', 'src/shared', 'src/legal'],
    outputs: ['dist/client/index.html'],
  },
  {
    name: 'server',
    script: 'build:server',
    inputs: [...SHARED, 'scripts/build-server.mjs', 'src'],
    outputs: ['dist/server/main.mjs', 'dist/server/search-vector-worker.mjs', 'dist/server/document-reader-worker.mjs'],
  },
  {
    name: 'pglite',
    script: 'build:pglite',
    // The engine's code depends on PGlite's version (the lockfile) and how it is started, not on the app's queries.
    inputs: [...SHARED, 'scripts/compile-pglite.ts', 'src/server/db/pglite-code.ts', 'src/server/db/client.ts'],
    outputs: ['dist/pglite/pglite-code.bin', 'dist/pglite/empty-database/PG_VERSION'],
  },
];

/** Files under `entry` (a file or a folder), sorted; tests are not built from, so they do not count. */
function filesOf(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile() && !/\.test\.tsx?$/.test(item.name))
    .map((item) => path.relative(ROOT, path.join(item.parentPath, item.name)))
    .sort();
}

function fingerprint(part) {
  const hash = createHash('sha256');
  for (const file of part.inputs.flatMap(filesOf)) hash.update(file).update('\0').update(readFileSync(path.join(ROOT, file))).update('\0');
  return hash.digest('hex');
}

/** The first output that is missing or empty, or null when all are there. */
function missingOutput(part) {
  return part.outputs.find((file) => !existsSync(path.join(ROOT, file)) || statSync(path.join(ROOT, file)).size === 0) ?? null;
}

const readStamps = () => {
  try {
    return JSON.parse(readFileSync(STAMPS, 'utf8'));
  } catch {
    return {};
  }
};

const ifStale = process.argv.includes('--if-stale');
const stamps = readStamps();
const fresh = [];
for (const part of PARTS) {
  const print = fingerprint(part);
  if (ifStale && stamps[part.name] === print && missingOutput(part) === null) {
    fresh.push(part.name);
    continue;
  }
  console.log(ifStale ? `== building the ${part.name}: ${stamps[part.name] ? 'its sources changed' : 'not built yet'}` : `== building the ${part.name}`);
  // The stamp goes first: a build that fails leaves the part marked as not built.
  delete stamps[part.name];
  if (existsSync(path.dirname(STAMPS))) writeFileSync(STAMPS, JSON.stringify(stamps, null, 2));
  const quiet = ifStale && part.quietArgs ? ['--', ...part.quietArgs] : [];
  const run = spawnSync('npm', ['run', '--silent', part.script, ...quiet], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  const missing = missingOutput(part);
  if (missing) {
    console.error(`The ${part.name} build finished but did not leave ${missing} (missing or empty); the build failed.`);
    process.exit(1);
  }
  stamps[part.name] = print;
  writeFileSync(STAMPS, JSON.stringify(stamps, null, 2));
}
if (fresh.length > 0) console.log(`== reusing the current build of the ${fresh.join(', ')} (sources unchanged since it was built)`);
