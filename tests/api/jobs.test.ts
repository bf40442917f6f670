import { setTimeout as sleep } from 'node:timers/promises';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { jobs, profiles } from '../../src/server/db/schema';
import { EMAIL_JOB } from '../../src/server/providers/messaging/delivery';
import type { LedgerEntry } from '../../src/shared/api/tokens';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser } from '../support/builders';
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  let value = await read();
  for (const deadline = Date.now() + timeoutMs; !done(value) && Date.now() < deadline; await sleep(100)) value = await read();
  return value;
}

describe('jobs run by every instance’s worker on one database', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** Two instances of the app on one database (on PGlite, two apps in this process; on PostgreSQL, two pools' worth). */
  async function twoInstances(env: Record<string, string> = {}): Promise<[TestApp, TestApp]> {
    const first = await buildTestApp({ env });
    cleanups.push(() => first.close());
    const second = await buildTestApp({ env, database: first.database });
    cleanups.push(() => second.app.close()); // the database is the first's to close
    return [first, second];
  }

  it('releases a stale reservation and runs a due monthly reset once, with both workers running', async () => {
    const [a, b] = await twoInstances({ TOKEN_RESERVATION_TTL_MS: '1' });
    const user = await buildUser(a.app);
    const headers = bearer(await apiToken(a.app, user.cookie));
    const checkout = await a.app.inject({ method: 'POST', url: '/api/billing/checkout', headers, payload: { plan: 'solo' } });
    expect(checkout.statusCode).toBe(200);
    await a.app.inject({ method: 'POST', url: `/api/billing/sandbox/${checkout.json().checkoutId}`, headers, payload: { outcome: 'complete' } });
    // The subscription's month ran out ten days ago, and a crashed stream left 2,000 tokens held.
    const monthAgo = new Date(Date.now() - 40 * 24 * 60 * 60_000);
    await a.database.db.update(profiles).set({ lastResetDate: monthAgo }).where(eq(profiles.userId, user.id));
    await a.app.services.ledger.reserve({ userId: user.id, amount: 2_000, reference: 'crashed-stream' });
    const ledger = async () =>
      (await a.app.inject({ method: 'GET', url: '/api/tokens/ledger?limit=100', headers })).json().entries as LedgerEntry[];
    const kinds = (entries: LedgerEntry[]) => entries.map((e) => e.kind);
    expect(kinds(await ledger())).not.toContain('release');

    a.app.services.jobs.start();
    b.app.services.jobs.start();
    const entries = await until(ledger, (e) => kinds(e).includes('release') && kinds(e).includes('monthly_reset'));
    expect(kinds(entries).filter((kind) => kind === 'release')).toHaveLength(1);
    expect(kinds(entries).filter((kind) => kind === 'monthly_reset')).toHaveLength(1);

    // Each period's job exists once and ran once, on one of the two workers.
    const names = ['tokens.release-stale-reservations', 'billing.monthly-resets'];
    const rows = await until(
      () => a.database.db.select().from(jobs).where(inArray(jobs.name, names)).orderBy(asc(jobs.id)),
      (r) => r.length >= 2 && r.every((row) => row.outcome === 'done'),
    );
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row).toMatchObject({ outcome: 'done', attempts: 1 });
      expect(row.key).toBe(`${row.name}@${(row.payload as { period: string }).period}`);
    }
    expect(new Set(rows.map((row) => row.name))).toEqual(new Set(names));
    expect(await a.app.services.history.inconsistencies()).toEqual([]);
  });

  describe('email delivery through SMTP', () => {
    let smtp: FakeSmtp;
    afterEach(() => smtp.close());

    it('keeps a reset email the mail server refused and delivers it on a retry', async () => {
      const resetSubject = /^Subject: Reset your VolnaDraft password$/m;
      // Sign-up sends a verification email too; only the reset email is refused, so the two cannot swap roles.
      smtp = await startFakeSmtp({ refuseFirst: 1, refusing: resetSubject });
      const [a, b] = await twoInstances({ SMTP_URL: smtp.url });
      const user = await buildUser(a.app);
      a.app.services.jobs.start();
      b.app.services.jobs.start();
      const emailJobs = () => a.database.db.select().from(jobs).where(eq(jobs.name, EMAIL_JOB)).orderBy(asc(jobs.id));
      const before = new Set((await emailJobs()).map((row) => row.id));

      const requested = await a.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: user.email, redirectTo: '/reset-password' },
      });
      expect(requested.statusCode).toBe(200);
      const resetJob = async () => (await emailJobs()).find((row) => !before.has(row.id));
      // Queued sealed: neither the address nor the reset link is readable in the jobs table.
      const queued = await resetJob();
      expect(queued).toBeDefined();
      expect(JSON.stringify(queued?.payload)).not.toContain(user.email);
      expect(JSON.stringify(queued?.payload)).not.toContain('reset-password');

      const resets = () => smtp.received.filter((mail) => resetSubject.test(mail.data));
      await until(async () => resets().length, (n) => n > 0, 15_000);
      expect(smtp.refusedMail.map((mail) => resetSubject.test(mail.data))).toEqual([true]);
      expect(resets()).toHaveLength(1);
      expect(resets()[0]!.to).toEqual([`<${user.email}>`]);
      const row = await until(resetJob, (job) => job?.outcome === 'done');
      expect(row).toMatchObject({ attempts: 2, outcome: 'done' });
      expect(row?.lastError).toMatch(/451/);
    });
  });
});
