/**
 * The authenticated API hot path: GET /api/me with a bearer token, 50 connections, beside a bare Fastify JSON reply
 * started in the same run. Run with `npm run bench -- api-me` (or `npx tsx bench/api-me.ts`). The load is autocannon
 * in its own process (bench/load.ts), so it shares neither the servers' event loop nor their process; both get the same
 * settings, so the ratio is what our stack (hooks, token check, database, serialisation, request logs) costs per
 * request. Our server logs at info as deployed, into /dev/null with synchronous writes as pino writes to stdout.
 * The two alternate over ROUNDS rounds and the round with the median ratio is reported: on a shared machine the bare
 * reply alone varied from 45,000 to 76,000 req/s between runs, more than the goal's margin.
 */
import { randomBytes } from 'node:crypto';
import { openSync, writeSync } from 'node:fs';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { loggerOptions } from '../src/server/http/logging';
import { count, megabytes, millis } from './format';
import { apiMeVerdict } from './goals';
import { loadInOwnProcess } from './load';
import { recordRow } from './report';
import { openTarget, resolveTarget } from './target';

const CONNECTIONS = 50;
const WARM_UP_S = 3;
const DURATION_S = 10;
const ROUNDS = 3;

interface Load {
  perSecond: number;
  p50: number;
  p99: number;
  /** The servers' thread's CPU time per request: unlike req/s, barely moved by other work on the machine. */
  cpuMicros: number;
}

async function drive(url: string, headers: Record<string, string>, duration: number): Promise<Load & { failed: number; total: number }> {
  const cpuBefore = process.threadCpuUsage();
  const result = await loadInOwnProcess({ url, headers, connections: CONNECTIONS, durationS: duration });
  const cpu = process.threadCpuUsage(cpuBefore);
  return { ...result, cpuMicros: (cpu.user + cpu.system) / Math.max(1, result.total) };
}

async function measure(url: string, headers: Record<string, string>, warmUp: boolean): Promise<Load> {
  if (warmUp) await drive(url, headers, WARM_UP_S);
  const load = await drive(url, headers, DURATION_S);
  if (load.failed > 0) throw new Error(`${load.failed} of ${load.total} requests to ${url} failed`);
  return load;
}

// The runner's database (BENCH_DATA_DIR or BENCH_DATABASE_URL), or a new one; the server's own data is never touched.
const target = await resolveTarget();
const database = await openTarget(target);
const databaseName = target.kind;
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', CLIENT_DIST_DIR: '/nonexistent', MASTER_KEY: process.env.BENCH_MASTER_KEY ?? randomBytes(32).toString('base64') });
const devNull = openSync('/dev/null', 'w');
const app = await buildApp({ config, database, logger: loggerOptions(config.LOG_LEVEL, { write: (line) => void writeSync(devNull, line) }) });
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

console.log(
  `API hot path: GET /api/me, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s each after a ` +
    `${WARM_UP_S} s warm-up, autocannon in its own process, on ${target.label}`,
);
try {
  const headers = await bearerHeaders();
  const rounds: Array<{ ours: Load; baseline: Load; ratio: number }> = [];
  for (let round = 0; round < ROUNDS; round++) {
    const ours = await measure(`${appUrl}/api/me`, headers, round === 0);
    const baseline = await measure(`${bareUrl}/api/me`, {}, round === 0);
    rounds.push({ ours, baseline, ratio: ours.perSecond / baseline.perSecond });
  }
  const rss = process.memoryUsage().rss;
  const { ours, baseline, ratio } = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(ROUNDS / 2)]!;
  const line = (name: string, load: Load) =>
    `  ${name.padEnd(28)} ${count(load.perSecond).padStart(8)} req/s   p50 ${millis(load.p50).padStart(7)}   p99 ${millis(load.p99).padStart(7)}` +
    `   ${load.cpuMicros.toFixed(0).padStart(5)} µs CPU/request`;
  console.log(`  ratio of each round          ${rounds.map((r) => r.ratio.toFixed(3)).join(', ')}; the median round:`);
  console.log(line('authenticated GET /api/me', ours));
  console.log(line('bare Fastify JSON reply', baseline));
  console.log(`  server RSS after the runs    ${megabytes(rss)}`);
  console.log(`  ratio (ours / bare req/s)    ${ratio.toFixed(3)}`);
  console.log(`  ratio (bare / ours CPU per request, what a quiet machine would allow)  ${(baseline.cpuMicros / ours.cpuMicros).toFixed(3)}`);
  const verdict = apiMeVerdict(ours, baseline);
  recordRow({
    path: 'authenticated GET /api/me, 50 connections',
    database: databaseName,
    measured: `${count(ours.perSecond)} req/s, p99 ${millis(ours.p99)}`,
    baseline: `bare Fastify JSON reply: ${count(baseline.perSecond)} req/s`,
    ratio: `${verdict.ratio.toFixed(3)} of its req/s`,
    goal: verdict.goal,
    met: verdict.met,
  });
} finally {
  await app.close();
  await bare.close();
  await database.close();
  await target.remove();
}
