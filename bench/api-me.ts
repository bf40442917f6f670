/**
 * The authenticated API hot path: GET /api/me with a bearer token, 50 connections, beside a bare Fastify JSON reply
 * started in the same run. Run with `npm run bench -- api-me`. The load comes from a worker thread (keep-alive
 * node:http, no dependency) so it does not share the servers' event loop; both servers get the same client, so the
 * ratio is what our stack (hooks, token check, database, serialisation) costs per request.
 */
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { fromPglite } from '../src/server/db/client';
import { count, megabytes, millis } from './format';

const CONNECTIONS = 50;
const WARM_UP_MS = 2_000;
const DURATION_MS = 8_000;

interface Load {
  requests: number;
  errors: number;
  ms: number;
  p50: number;
  p99: number;
}

// Plain JavaScript: the worker runs without tsx's loader.
const LOAD_SCRIPT = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, connections, durationMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let errors = 0;
const started = performance.now();
const deadline = started + durationMs;
function once() {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => { if (res.statusCode !== 200) errors++; latencies.push(performance.now() - t0); resolve(); });
    });
    req.on('error', () => { errors++; resolve(); });
  });
}
async function loop() { while (performance.now() < deadline) await once(); }
Promise.all(Array.from({ length: connections }, loop)).then(() => {
  const ms = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.max(0, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
  agent.destroy();
  parentPort.postMessage({ requests: latencies.length, errors, ms, p50: at(50), p99: at(99) });
});
`;

function drive(url: string, headers: Record<string, string>, durationMs: number): Promise<Load> {
  const worker = new Worker(LOAD_SCRIPT, { eval: true, workerData: { url, headers, connections: CONNECTIONS, durationMs } });
  return new Promise((resolve, reject) => {
    worker.once('message', (load: Load) => resolve(load));
    worker.once('error', reject);
  });
}

async function measure(url: string, headers: Record<string, string>): Promise<Load> {
  await drive(url, headers, WARM_UP_MS);
  const load = await drive(url, headers, DURATION_MS);
  if (load.errors > 0) throw new Error(`${load.errors} of ${load.requests} requests to ${url} failed`);
  return load;
}

const database = fromPglite(await PGlite.create(), 'memory://bench');
await database.migrate();
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: '/nonexistent', MASTER_KEY: randomBytes(32).toString('base64') });
const app = await buildApp({ config, database, logger: false });
const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
const bare = Fastify({ logger: false });
bare.get('/api/me', async () => ({ uid: 'bench', email: 'bench@bench.test', tokenCount: 0 }));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

async function bearerHeaders(): Promise<Record<string, string>> {
  const email = `bench-${randomBytes(4).toString('hex')}@bench.test`;
  const signUp = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email, password: 'bench-password', name: 'Bench User' } });
  const cookie = [signUp.headers['set-cookie']].flat().map((line) => String(line).split(';')[0]).join('; ');
  const { token } = (await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } })).json() as { token: string };
  return { authorization: `Bearer ${token}` };
}

console.log(`API hot path: GET /api/me, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s after a ${WARM_UP_MS / 1000} s warm-up (in-memory PGlite)`);
try {
  const headers = await bearerHeaders();
  const ours = await measure(`${appUrl}/api/me`, headers);
  const baseline = await measure(`${bareUrl}/api/me`, {});
  const row = (name: string, load: Load) =>
    `  ${name.padEnd(28)} ${count((load.requests * 1000) / load.ms).padStart(8)} req/s   p50 ${millis(load.p50).padStart(7)}   p99 ${millis(load.p99).padStart(7)}`;
  console.log(row('authenticated GET /api/me', ours));
  console.log(row('bare Fastify JSON reply', baseline));
  console.log(`  server RSS after the run     ${megabytes(process.memoryUsage().rss)}`);
  console.log(`  ratio (ours / bare req/s)    ${((ours.requests / ours.ms) / (baseline.requests / baseline.ms)).toFixed(3)}`);
} finally {
  await app.close();
  await bare.close();
  await database.close();
}
