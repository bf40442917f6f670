import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, type Database } from '../db/client';
import { jobs } from '../db/schema';
import { createJobQueue, type JobQueue } from './queue';

const quiet = { info() {}, warn() {}, error() {} };

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(25)) if (await check()) return;
  throw new Error('timed out');
}

describe('the job queue', () => {
  let database: Database;
  const queues: JobQueue[] = [];
  const queue = (options: Partial<Parameters<typeof createJobQueue>[0]> = {}) => {
    const q = createJobQueue({ db: database.db, log: quiet, pollMs: 20, leaseMs: 600, ...options });
    queues.push(q);
    return q;
  };
  const rowsOf = (name: string) => database.db.select().from(jobs).where(eq(jobs.name, name)).orderBy(asc(jobs.id));

  beforeAll(async () => {
    database = fromPglite(await PGlite.create(), 'memory://queue-test');
    await database.migrate();
  }, 60_000);
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
    await database.db.delete(jobs);
  });
  afterAll(() => database.close());

  it('runs an enqueued job once with its payload, and marks it done', async () => {
    const seen: unknown[] = [];
    const q = queue();
    q.register('greet', async (payload) => void seen.push(payload));
    q.start();
    await q.enqueue('greet', { to: 'Ada' });
    await until(() => seen.length === 1);
    await until(async () => (await rowsOf('greet'))[0]?.outcome === 'done');
    expect(seen).toEqual([{ to: 'Ada' }]);
    expect((await rowsOf('greet'))[0]).toMatchObject({ attempts: 1, lockedBy: null, lastError: null });
  });

  it('creates a keyed job once however often it is enqueued', async () => {
    const q = queue();
    let runs = 0;
    q.register('once', async () => void runs++);
    expect(await q.enqueue('once', {}, { key: 'import:7' })).toMatchObject({ created: true });
    expect(await q.enqueue('once', {}, { key: 'import:7' })).toEqual({ id: null, created: false });
    q.start();
    await until(async () => (await rowsOf('once'))[0]?.outcome === 'done');
    expect(await q.enqueue('once', {}, { key: 'import:7' })).toMatchObject({ created: false });
    await sleep(100);
    expect(runs).toBe(1);
  });

  it('waits for runAt', async () => {
    const q = queue();
    let ranAt = 0;
    q.register('later', async () => void (ranAt = Date.now()));
    q.start();
    const runAt = new Date(Date.now() + 400);
    await q.enqueue('later', {}, { runAt });
    await until(() => ranAt > 0);
    expect(ranAt).toBeGreaterThanOrEqual(runAt.getTime() - 50);
  });

  it('retries a failing job with growing delays and keeps the last error', async () => {
    const q = queue();
    const attempts: Array<{ attempt: number; at: number }> = [];
    q.register(
      'flaky',
      async (_payload, { attempt }) => {
        attempts.push({ attempt, at: Date.now() });
        if (attempt < 3) throw new Error(`refused (${attempt})`);
      },
      { retryDelayMs: 150, maxAttempts: 5 },
    );
    q.start();
    await q.enqueue('flaky', {});
    await until(async () => (await rowsOf('flaky'))[0]?.outcome === 'done');
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(140);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(290); // doubled
    expect((await rowsOf('flaky'))[0]).toMatchObject({ attempts: 3, lastError: 'refused (2)' });
  });

  it('fails a job for good after its last attempt, and counts it', async () => {
    const q = queue();
    q.register('doomed', async () => Promise.reject(new Error('no route to host')), { retryDelayMs: 10, maxAttempts: 2 });
    q.start();
    await q.enqueue('doomed', {});
    await until(async () => (await rowsOf('doomed'))[0]?.outcome === 'failed');
    expect((await rowsOf('doomed'))[0]).toMatchObject({ attempts: 2, lastError: 'no route to host' });
    expect(await q.counts()).toMatchObject({ failed: 1, running: 0 });
  });

  it('keeps a running job to its worker while the heartbeat renews the lease', async () => {
    const [a, b] = [queue({ leaseMs: 200 }), queue({ leaseMs: 200 })];
    const runs: string[] = [];
    for (const q of [a!, b!]) {
      q.register('long', async () => {
        runs.push(q.workerId);
        await sleep(1_000); // five leases long
      });
    }
    a!.start();
    await a!.enqueue('long', {});
    await until(() => runs.length === 1);
    b!.start();
    expect(await a!.counts()).toMatchObject({ running: 1 });
    await until(async () => (await rowsOf('long'))[0]?.outcome === 'done');
    expect(runs).toEqual([a!.workerId]);
  });

  it('gives a job whose worker died to another once the lease lapses', async () => {
    // A claim by a process that then died: locked, never renewed.
    await database.db.insert(jobs).values({
      name: 'orphan',
      payload: { n: 1 },
      attempts: 1,
      lockedBy: 'dead-host:1:000000',
      lockedUntil: new Date(Date.now() + 500),
    });
    const q = queue();
    let ranAt = 0;
    q.register('orphan', async () => void (ranAt = Date.now()));
    const startedAt = Date.now();
    q.start();
    await until(() => ranAt > 0);
    expect(ranAt - startedAt).toBeGreaterThanOrEqual(400);
    expect((await rowsOf('orphan'))[0]).toMatchObject({ attempts: 2, outcome: 'done' });
  });

  it('fails a job whose process died on its last attempt without running it again', async () => {
    await database.db.insert(jobs).values({ name: 'last', attempts: 3, maxAttempts: 3, lockedBy: 'dead', lockedUntil: new Date(Date.now() - 1) });
    const q = queue();
    let runs = 0;
    q.register('last', async () => void runs++);
    q.start();
    await until(async () => (await rowsOf('last'))[0]?.outcome === 'failed');
    expect(runs).toBe(0);
  });

  it('runs a schedule once per period across two workers on one database', async () => {
    const periods: Array<{ worker: string; period: string }> = [];
    const [a, b] = [queue(), queue()];
    for (const q of [a!, b!]) q.schedule('tick', 100, async ({ period }) => void periods.push({ worker: q.workerId, period }));
    a!.start();
    b!.start();
    await sleep(1_500);
    await Promise.all([a!.stop(), b!.stop()]);
    const names = periods.map((p) => p.period);
    expect(names.length).toBeGreaterThanOrEqual(8);
    expect(new Set(names).size).toBe(names.length);
    const rows = await rowsOf('tick');
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    expect(rows.map((row) => row.key)).toEqual(names.map((period) => `tick@${period}`).sort());
  });

  it('hands back an unfinished job when its worker stops, without using an attempt', async () => {
    const q = queue();
    q.register('slow', async (_payload, { signal }) => {
      await new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));
    });
    q.start();
    await q.enqueue('slow', {});
    await until(async () => (await rowsOf('slow'))[0]?.lockedBy === q.workerId);
    await q.stop();
    const [row] = await database.db.select({ attempts: jobs.attempts, lockedBy: jobs.lockedBy, finishedAt: jobs.finishedAt }).from(jobs).where(sql`name = 'slow'`);
    expect(row).toEqual({ attempts: 0, lockedBy: null, finishedAt: null });
  });
});
