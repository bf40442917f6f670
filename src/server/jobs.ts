import type { FastifyInstance } from 'fastify';

const SWEEP_EVERY_MS = 60_000;
const RESETS_EVERY_MS = 60 * 60_000;

/**
 * Periodic work, run once at start-up and then on a timer: releasing reservations a crash left open, and the
 * monthly token reset on each subscription's billing date. Both are idempotent, so several processes may run them.
 */
export function startBackgroundJobs(app: FastifyInstance): () => void {
  const { ledger, billing } = app.services;
  const run = (name: string, job: () => Promise<number>) => () => {
    job()
      .then((count) => count > 0 && app.log.info({ job: name, count }, 'background job done'))
      .catch((error: unknown) => app.log.error({ err: error, job: name }, 'background job failed'));
  };
  const sweep = run('release stale reservations', () => ledger.sweepExpired());
  const resets = run('monthly token resets', () => billing.runMonthlyResets());
  sweep();
  resets();
  const timers = [setInterval(sweep, SWEEP_EVERY_MS), setInterval(resets, RESETS_EVERY_MS)];
  timers.forEach((t) => t.unref());
  return () => timers.forEach(clearInterval);
}
