import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { selectRows } from '../db/rows';

/** What a handler is given besides its payload. */
export interface JobContext {
  jobId: number;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /** Aborted when the worker stops or loses the job's lease (another worker may then run it). */
  signal: AbortSignal;
}

export type JobHandler<P = unknown> = (payload: P, context: JobContext) => Promise<void>;

export interface HandlerOptions {
  /** Runs before the job fails for good (a failure, or a process that died running it, uses one). */
  maxAttempts?: number;
  /** The first retry's delay; each later one doubles it, up to MAX_RETRY_DELAY_MS. */
  retryDelayMs?: number;
}

export interface EnqueueOptions {
  /** At most one job ever has this key: enqueueing it again does nothing (and answers created: false). */
  key?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
}

export interface JobCounts {
  queued: number;
  running: number;
  failed: number;
}

type QueueLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_RETRY_DELAY_MS = 5_000;
const MAX_RETRY_DELAY_MS = 10 * 60_000;
/** Finished jobs are kept this long for the admin's counts and for a look at what failed. */
const KEEP_DONE_MS = 24 * 60 * 60_000;
const KEEP_FAILED_MS = 30 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;
const STOP_GRACE_MS = 5_000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2_000);

/**
 * A small job queue in the `jobs` table (ADR 020), the same code on PGlite and on PostgreSQL. Each process's worker
 * polls, claims a due job with FOR UPDATE SKIP LOCKED under a lease of `leaseMs`, renews the lease while the
 * handler runs, and retries a failure with exponential backoff. A job whose process died is taken by any worker
 * once its lease lapses. Scheduled work is a job per period whose key names the period, so it runs once per period
 * however many processes schedule it.
 */
export function createJobQueue(options: {
  db: Db;
  log: QueueLog;
  /** How long a claim holds without a heartbeat; the heartbeat renews it every third of that. */
  leaseMs?: number;
  /** How often an idle worker looks for due jobs (a local enqueue wakes it at once). */
  pollMs?: number;
  /** Jobs one process runs at once. */
  concurrency?: number;
  workerId?: string;
}) {
  const { db, log } = options;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 1_000;
  const concurrency = options.concurrency ?? 3;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const handlers = new Map<string, { handler: JobHandler<never>; maxAttempts: number; retryDelayMs: number }>();
  const schedules: Array<{ name: string; everyMs: number; lastPeriod: number | null }> = [];
  const running = new Map<number, { abort: AbortController; done: Promise<void> }>();
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | null = null;
  let again = false;

  const lease = sql`now() + ${leaseMs} * interval '1 millisecond'`;

  async function enqueue<P>(name: string, payload: P, opts: EnqueueOptions = {}): Promise<{ id: number | null; created: boolean }> {
    const maxAttempts = handlers.get(name)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const [row] = await db
      .insert(jobs)
      .values({ name, payload: payload ?? {}, key: opts.key ?? null, runAt: opts.runAt ?? new Date(), maxAttempts })
      .onConflictDoNothing({ target: jobs.key })
      .returning({ id: jobs.id });
    if (row && started) wake();
    return { id: row?.id ?? null, created: Boolean(row) };
  }

  async function claim(): Promise<ClaimedJob | null> {
    const names = [...handlers.keys()];
    if (names.length === 0) return null;
    const [row] = await selectRows<ClaimedJob>(
      db,
      sql`update jobs set locked_by = ${workerId}, locked_until = ${lease}, attempts = attempts + 1
          where id = (
            select id from jobs
            where finished_at is null and run_at <= now() and (locked_until is null or locked_until < now())
              and name in (${sql.join(names.map((name) => sql`${name}`), sql`, `)})
            order by run_at, id limit 1
            for update skip locked)
          returning id, name, payload, attempts, max_attempts as "maxAttempts"`,
    );
    return row ? { ...row, id: Number(row.id) } : null;
  }

  const mine = (id: number) => sql`id = ${id} and locked_by = ${workerId}`;

  async function finish(job: ClaimedJob, outcome: 'done' | 'failed', error: string | null): Promise<void> {
    await db.execute(sql`update jobs set finished_at = now(), outcome = ${outcome}, locked_by = null, locked_until = null,
      last_error = coalesce(${error}, last_error) where ${mine(job.id)}`);
  }

  async function retryLater(job: ClaimedJob, error: string, delayMs: number): Promise<void> {
    await db.execute(sql`update jobs set run_at = now() + ${delayMs} * interval '1 millisecond', locked_by = null,
      locked_until = null, last_error = ${error} where ${mine(job.id)}`);
  }

  /** A stopping worker hands an unfinished job back at once, without counting the run as an attempt. */
  async function handBack(job: ClaimedJob): Promise<void> {
    await db.execute(sql`update jobs set attempts = attempts - 1, locked_by = null, locked_until = null where ${mine(job.id)}`);
  }

  async function execute(job: ClaimedJob, abort: AbortController): Promise<void> {
    const entry = handlers.get(job.name)!;
    if (job.attempts > job.maxAttempts) {
      // Its last attempt's process died: nothing to run, but it must not stay claimable forever.
      await finish(job, 'failed', 'The process running it stopped before it finished, on its last attempt.');
      log.error({ job: job.name, jobId: job.id }, 'job failed for good');
      return;
    }
    const heartbeat = setInterval(() => {
      selectRows<{ id: number }>(db, sql`update jobs set locked_until = ${lease} where ${mine(job.id)} returning id`)
        .then((rows) => rows.length === 0 && abort.abort(new Error('the job’s lease was lost')))
        .catch((error: unknown) => log.warn({ job: job.name, jobId: job.id, err: errorText(error) }, 'job heartbeat failed'));
    }, Math.max(1, Math.floor(leaseMs / 3)));
    heartbeat.unref();
    try {
      await entry.handler(job.payload as never, { jobId: job.id, attempt: job.attempts, signal: abort.signal });
      await finish(job, 'done', null);
    } catch (error) {
      const message = errorText(error);
      if (stopping && abort.signal.aborted) await handBack(job);
      else if (job.attempts >= job.maxAttempts) {
        await finish(job, 'failed', message);
        log.error({ job: job.name, jobId: job.id, attempts: job.attempts, err: message }, 'job failed for good');
      } else {
        const delay = Math.min(MAX_RETRY_DELAY_MS, entry.retryDelayMs * 2 ** (job.attempts - 1));
        await retryLater(job, message, delay);
        log.warn({ job: job.name, jobId: job.id, attempt: job.attempts, retryInMs: delay, err: message }, 'job failed; it will be retried');
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Enqueues the current period's job of each schedule (once per period per process; the key makes it once overall). */
  async function enqueueSchedules(): Promise<void> {
    const now = Date.now();
    for (const schedule of schedules) {
      const period = Math.floor(now / schedule.everyMs) * schedule.everyMs;
      if (schedule.lastPeriod === period) continue;
      const at = new Date(period).toISOString();
      await enqueue(schedule.name, { period: at }, { key: `${schedule.name}@${at}`, runAt: new Date(period) });
      schedule.lastPeriod = period;
    }
  }

  async function tick(): Promise<void> {
    await enqueueSchedules();
    while (!stopping && running.size < concurrency) {
      const job = await claim();
      if (!job) return;
      const abort = new AbortController();
      const done = execute(job, abort)
        .catch((error: unknown) => log.error({ job: job.name, jobId: job.id, err: errorText(error) }, 'job bookkeeping failed'))
        .finally(() => {
          running.delete(job.id);
          wake();
        });
      running.set(job.id, { abort, done });
    }
  }

  function wake(): void {
    if (!started || stopping) return;
    if (ticking) {
      again = true;
      return;
    }
    clearTimeout(timer);
    ticking = tick()
      .catch((error: unknown) => log.warn({ err: errorText(error) }, 'job worker could not poll the queue'))
      .finally(() => {
        ticking = null;
        if (again) {
          again = false;
          wake();
        } else if (started && !stopping) {
          timer = setTimeout(wake, pollMs);
          timer.unref();
        }
      });
  }

  function register<P>(name: string, handler: JobHandler<P>, opts: HandlerOptions = {}): void {
    if (handlers.has(name)) throw new Error(`A job handler named ${name} is already registered`);
    handlers.set(name, {
      handler: handler as JobHandler<never>,
      maxAttempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      retryDelayMs: opts.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
    });
  }

  // Old finished jobs are deleted by the queue itself, once an hour across every process.
  const pruneName = 'queue.prune';
  register(pruneName, async () => {
    await db.execute(sql`delete from jobs where finished_at is not null and (
      (outcome = 'done' and finished_at < now() - ${KEEP_DONE_MS} * interval '1 millisecond') or
      finished_at < now() - ${KEEP_FAILED_MS} * interval '1 millisecond')`);
  });
  schedules.push({ name: pruneName, everyMs: PRUNE_EVERY_MS, lastPeriod: null });

  return {
    workerId,
    register,
    enqueue,

    /**
     * Runs `handler` once per period of `everyMs` (aligned to the epoch) across every process that schedules it.
     * The payload is `{ period }`, the period's start as an ISO string.
     */
    schedule(name: string, everyMs: number, handler: JobHandler<{ period: string }>, opts: HandlerOptions = {}): void {
      register(name, handler, opts);
      schedules.push({ name, everyMs, lastPeriod: null });
    },

    /** Starts this process's worker; a process that never starts one only enqueues. */
    start(): void {
      if (started) return;
      started = true;
      stopping = false;
      wake();
    },

    /** Stops claiming, aborts the running handlers and waits briefly for them; what is unfinished is handed back. */
    async stop(): Promise<void> {
      if (!started) return;
      stopping = true;
      clearTimeout(timer);
      await ticking;
      for (const { abort } of running.values()) abort.abort(new Error('the worker is stopping'));
      const grace = new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref());
      await Promise.race([Promise.all([...running.values()].map((r) => r.done)), grace]);
      started = false;
    },

    /** Jobs waiting (due or later), running under a live lease, and failed for good (still kept). */
    async counts(): Promise<JobCounts> {
      const [row] = await selectRows<{ queued: number; running: number; failed: number }>(
        db,
        sql`select
              count(*) filter (where finished_at is null and (locked_until is null or locked_until < now()))::int as queued,
              count(*) filter (where finished_at is null and locked_until >= now())::int as running,
              count(*) filter (where outcome = 'failed')::int as failed
            from jobs`,
      );
      return { queued: row?.queued ?? 0, running: row?.running ?? 0, failed: row?.failed ?? 0 };
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
