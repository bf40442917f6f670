/**
 * The server's memory under load on PGlite with the full SCOTUS corpus: the real server (dist/server/main.mjs, built
 * first and run with `npm start`'s Node flags) in a child process on a copy of the corpus database, started once to finish its first-start
 * work and then again, loaded with authenticated GET /api/me at 50 connections (autocannon in a process of its own)
 * while a few dozen searches run: its warm RSS is the median of /proc samples every 250 ms under the load, its peak the
 * kernel's high-water mark (VmHWM), never a sample. Beside it in the same run, a
 * bare Fastify JSON server in its own Node process under the same /api/me load. Run with `npm run bench -- memory`, or
 * alone with `npx tsx bench/memory.ts` (BENCH_DATA_DIR: a data directory whose pglite/ holds the corpus, copied and
 * never written; without it the corpus is imported into a temporary one first).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/server/db/client';
import { MALLOC_TUNABLES } from '../src/server/malloc-tunables';
import { FULL_CORPUS_OPINIONS, countOpinions, importScotus, scotusFiles } from './corpus';
import { count, megabytes, percentile, seconds, timed } from './format';
import { SERVER_BUNDLE, startFlags } from './start-flags';
import { loadInOwnProcess } from './load';
import type { MemoryProbeRequest, MemoryProbeSample } from './memory-probe';
import { QUERIES } from './queries';
import { recordRow } from './report';

const CONNECTIONS = 50;
const LOAD_SECONDS = 10;
const SEARCH_ROUNDS = 2; // twice through the 23 queries: under the search route's 60 a minute
const SAMPLE_MS = 250;
const SETTLE_MS = 3_000;
const GOAL_BYTES = 250 * 1024 * 1024;
const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Kernel {
  rss: number;
  hwm: number;
  anon: number;
  file: number;
}

/** VmRSS, its high-water mark VmHWM, and RSS split into anonymous and file-backed pages, from /proc/<pid>/status. */
function kernelMemory(pid: number): Kernel {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM'), anon: kb('RssAnon'), file: kb('RssFile') };
}

/**
 * The resident part of the process's WebAssembly memories (PGlite's Postgres heap). V8 reserves each one with a
 * guard region of several GB behind it, so in /proc/<pid>/smaps it is the writable mapping just before a huge
 * inaccessible one.
 */
function wasmResident(pid: number): number {
  const mappings = readFileSync(`/proc/${pid}/smaps`, 'utf8').split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/);
  let resident = 0;
  mappings.forEach((mapping, i) => {
    const guard = /^([0-9a-f]+)-([0-9a-f]+) ---p/.exec(mappings[i + 1] ?? '');
    const guardBytes = guard ? Number.parseInt(guard[2] ?? '0', 16) - Number.parseInt(guard[1] ?? '0', 16) : 0;
    if (/^\S+ rw-p/.test(mapping) && guardBytes >= 4 * 1024 ** 3) resident += Number(/^Rss:\s+(\d+) kB/m.exec(mapping)?.[1] ?? 0) * 1024;
  });
  return resident;
}

/** Samples a process's RSS every 250 ms while `work` runs; returns the samples and work's result. */
async function sampled<T>(pid: number, work: () => Promise<T>): Promise<{ value: T; samples: number[] }> {
  const samples: number[] = [kernelMemory(pid).rss];
  const timer = setInterval(() => samples.push(kernelMemory(pid).rss), SAMPLE_MS);
  try {
    return { value: await work(), samples };
  } finally {
    clearInterval(timer);
  }
}

/** Resolves with the URL once the child prints its listening line. */
/** The first group of `pattern` in the child's output, and what the child has printed so far. */
function listening(child: ChildProcess, pattern: RegExp): Promise<{ url: string; output: () => string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match?.[1]) resolve({ url: match[1], output: () => output });
    });
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.once('exit', (code) => reject(new Error(`exited (${code}) before listening:\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function probe(child: ChildProcess, request: MemoryProbeRequest): Promise<MemoryProbeSample> {
  return new Promise((resolve) => {
    child.once('message', (reply) => resolve(reply as MemoryProbeSample));
    child.send(request);
  });
}

/** A port free now, so the server's own address (its trusted origin for sign-up) is known before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The load runs in its own process, so this one (which samples the server's RSS) stays out of the server's way. */
const load = (url: string, headers: Record<string, string>) =>
  loadInOwnProcess({ url, connections: CONNECTIONS, durationS: LOAD_SECONDS, headers });

/** The corpus database to copy: BENCH_DATA_DIR, or a temporary one the corpus is imported into now. */
async function corpusDataDir(): Promise<{ dir: string; remove: () => void }> {
  if (process.env.BENCH_DATA_DIR) return { dir: process.env.BENCH_DATA_DIR, remove: () => {} };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'volnadraft-bench-memory-corpus-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
    const imported = await timed(() => importScotus(database, scotusFiles()));
    console.log(`Memory: imported the corpus into ${dir} first in ${seconds(imported.ms)} (not measured below)`);
  } finally {
    await database.close();
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function opinionsIn(dataDir: string): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    return await countOpinions(database.db);
  } finally {
    await database.close();
  }
}

async function bearerHeaders(baseUrl: string): Promise<Record<string, string>> {
  const email = `bench-${Date.now()}@bench.test`;
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: 'bench-password', name: 'Bench User' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const tokenReply = await fetch(`${baseUrl}/api/auth/token`, { headers: { cookie } });
  const { token } = (await tokenReply.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function searches(baseUrl: string): Promise<number> {
  let done = 0;
  for (let round = 0; round < SEARCH_ROUNDS; round += 1) {
    for (const { q, court, from, to } of QUERIES) {
      const params = new URLSearchParams({ q });
      if (court) params.set('court', court);
      if (from !== undefined) params.set('from', String(from));
      if (to !== undefined) params.set('to', String(to));
      const reply = await fetch(`${baseUrl}/api/research/search?${params}`);
      if (!reply.ok) throw new Error(`search "${q}" failed: ${reply.status} ${await reply.text()}`);
      await reply.arrayBuffer();
      done += 1;
    }
  }
  return done;
}

const breakdown = (s: MemoryProbeSample, wasmRss: number) =>
  `JS heap ${megabytes(s.heapUsed)} used of ${megabytes(s.heapTotal)}, external ${megabytes(s.external)} ` +
  `(array buffers ${megabytes(s.arrayBuffers)}, WebAssembly memory ${megabytes(s.wasm)}: ${megabytes(wasmRss)} resident)`;

/**
 * The real server on a data directory, as `npm start` runs it: the bundle under plain Node, without tsx's loader
 * (this process's execArgv), with the probe, which Node loads by stripping its types. The bundle sets glibc's malloc
 * tunables by relaunching itself, which it skips for a child with an IPC channel: they are set here instead.
 */
async function startServer(dataDir: string) {
  const probeUrl = new URL('./memory-probe.ts', import.meta.url).href;
  const port = String(await freePort());
  const started = performance.now();
  const child = spawn(process.execPath, [...startFlags(), '--import', probeUrl, SERVER_BUNDLE], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      ...process.env,
      GLIBC_TUNABLES: process.env.GLIBC_TUNABLES ?? MALLOC_TUNABLES,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: port,
      LOG_LEVEL: 'warn',
      CLIENT_DIST_DIR: '/nonexistent',
      DATABASE_URL: '',
      // The key api-me's server sealed the database's secrets with, in a run of `npm run bench`.
      ...(process.env.BENCH_MASTER_KEY ? { MASTER_KEY: process.env.BENCH_MASTER_KEY } : {}),
    },
  });
  const { url: baseUrl, output } = await listening(child, /running at (http:\/\/\S+)/);
  // How the server loaded PGlite's engine (ADR 031) decides its peak: it prints that on the line after.
  const engineNote = () => /^PGlite: (.+)$/m.exec(output())?.[1] ?? 'not reported';
  return { child, baseUrl, pid: child.pid ?? 0, startMs: performance.now() - started, engineNote };
}

/**
 * The first start loads the built-in citation index into the copy; its peak is reported, then the server restarts,
 * as it runs from then on, and that one is measured: RSS idle, warm under load (median), peak, and where it sits.
 */
async function measureServer(dataDir: string) {
  const first = await startServer(dataDir);
  const firstStart = { ms: first.startMs, peak: kernelMemory(first.pid).hwm };
  await stop(first.child);
  const { child, baseUrl, pid, startMs, engineNote } = await startServer(dataDir);
  try {
    // PGlite's WebAssembly code is still being optimised in the background when the server starts listening.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const idle = kernelMemory(pid);
    const idleProbe = await probe(child, { kind: 'sample' });
    const idleWasm = wasmResident(pid);
    const headers = await bearerHeaders(baseUrl);
    const { value, samples } = await sampled(pid, () => Promise.all([load(`${baseUrl}/api/me`, headers), searches(baseUrl)]));
    const [me, searched] = value;
    // A timeout while a search holds PGlite is slowness, measured elsewhere; an error status is a broken run.
    if (me.non2xx > 0) throw new Error(`${me.non2xx} of ${me.total} GET /api/me answered with an error status`);
    const after = kernelMemory(pid);
    const afterProbe = await probe(child, { kind: 'sample' });
    const afterWasm = wasmResident(pid);
    if (process.env.BENCH_HEAP_SNAPSHOT) await probe(child, { kind: 'heap-snapshot', file: process.env.BENCH_HEAP_SNAPSHOT });
    const warm = percentile(samples, 50);
    return { firstStart, startMs, engineNote: engineNote(), idle, idleProbe, idleWasm, warm, peak: after.hwm, after, afterProbe, afterWasm, me, searched };
  } finally {
    await stop(child);
  }
}

// Plain CommonJS: the baseline process runs without tsx, and require() finds fastify from the project root.
const BARE_SERVER = `
const app = require('fastify')({ logger: false });
app.get('/api/me', async () => ({ uid: 'bench', email: 'bench@bench.test', tokenCount: 0 }));
app.listen({ host: '127.0.0.1', port: 0 }).then((url) => console.log('running at ' + url));
`;

async function measureBare() {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const { url: baseUrl } = await listening(child, /running at (http:\/\/\S+)/);
    const pid = child.pid ?? 0;
    const { samples } = await sampled(pid, () => load(`${baseUrl}/api/me`, {}));
    return { warm: percentile(samples, 50), peak: kernelMemory(pid).hwm };
  } finally {
    await stop(child);
  }
}

// The bundle as `npm start` builds it (the client is not needed: the server runs without it here).
execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
const corpus = await corpusDataDir();
// The server runs on a copy: opening a PGlite directory writes to it, and the given one must stay as it was.
const copy = mkdtempSync(path.join(os.tmpdir(), 'volnadraft-bench-memory-'));
try {
  execFileSync('cp', ['-a', path.join(corpus.dir, 'pglite'), copy]);
  const opinions = await opinionsIn(copy);
  if (opinions < FULL_CORPUS_OPINIONS) throw new Error(`${corpus.dir} holds ${opinions} opinions, not the full corpus`);
  console.log(
    `Server memory: ${SERVER_BUNDLE} on a copy of PGlite with ${count(opinions)} opinions, GET /api/me at ` +
      `${CONNECTIONS} connections for ${LOAD_SECONDS} s with ${SEARCH_ROUNDS}×${QUERIES.length} searches beside, RSS every ${SAMPLE_MS} ms`,
  );
  const server = await measureServer(copy);
  const bare = await measureBare();
  const meRate = count(server.me.perSecond);
  console.log(
    `  first start (loads the built-in citation index) ${seconds(server.firstStart.ms)}, peak ${megabytes(server.firstStart.peak)}; ` +
      `restarted in ${seconds(server.startMs)}, measured from here`,
  );
  console.log(`  PGlite: ${server.engineNote}`);
  console.log(`  under load: ${meRate} req/s on /api/me (${server.me.timeouts} timed out), ${server.searched} searches`);
  console.log(`  ${`RSS idle (${SETTLE_MS / 1000} s in)`.padEnd(25)} ${megabytes(server.idle.rss)}   (${breakdown(server.idleProbe, server.idleWasm)})`);
  console.log(`  RSS warm (median in load) ${megabytes(server.warm)}`);
  console.log(`  RSS peak (VmHWM)          ${megabytes(server.peak)}`);
  console.log(`  RSS after the load        ${megabytes(server.after.rss)}   (anonymous ${megabytes(server.after.anon)}, file-backed ${megabytes(server.after.file)})`);
  console.log(`    where: ${breakdown(server.afterProbe, server.afterWasm)}`);
  console.log(`  bare Fastify process      ${megabytes(bare.warm)} warm, ${megabytes(bare.peak)} peak under the same /api/me load`);
  console.log(`  ratio (ours / bare, warm) ${(server.warm / bare.warm).toFixed(1)}×`);
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  recordRow({
    path: 'server memory under that load',
    database: 'PGlite',
    measured: `${mb(server.warm)} warm, ${mb(server.peak)} peak`,
    baseline: `bare Fastify process: ${mb(bare.warm)}`,
    ratio: `${(server.warm / bare.warm).toFixed(1)}× its RSS`,
    goal: '≤ 250 MB warm',
    met: server.warm <= GOAL_BYTES,
  });
} finally {
  rmSync(copy, { recursive: true, force: true });
  corpus.remove();
}
