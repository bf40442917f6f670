import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, throwIfResNotOk } from '../../src/client/lib/api-error';
import { requireUser } from '../../src/server/auth/principal';
import { tokenLedger, users } from '../../src/server/db/schema';
import { InsufficientTokensError, UPGRADE_MESSAGE } from '../../src/server/features/tokens/errors';
import type { BucketAmounts, LedgerEntry } from '../../src/shared/api/tokens';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser, type TestUser } from '../support/builders';

const PROMPT = 'Draft a motion to dismiss for lack of personal jurisdiction.';

describe('the token ledger', () => {
  let t: TestApp;
  let user: TestUser;
  let token: string;

  beforeAll(async () => {
    // One app for the file (each test has its own user), which keeps the file quick on PGlite.
    t = await buildTestApp();
    // No public route meters yet: a tiny one stands in for a model call, registered before the app is ready.
    t.app.post('/api/test-metered', async (request) => {
      const { userId } = requireUser(request);
      const body = z.object({ maxOutputTokens: z.number(), usage: z.number() }).parse(request.body);
      const { charged } = await t.app.services.metering.meter(
        { userId, prompt: PROMPT, maxOutputTokens: body.maxOutputTokens, reference: 'test-metered' },
        async () => ({ value: 'drafted', usage: body.usage }),
      );
      return { charged };
    });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    user = await buildUser(t.app);
    token = await apiToken(t.app, user.cookie);
  });
  afterEach(async () => {
    // Whatever a test did, every balance still equals the sum of its ledger.
    expect(await t.app.services.history.inconsistencies()).toEqual([]);
  });

  const ledger = () => t.app.services.ledger;
  const balance = () => ledger().balance(user.id);
  const me = async (withToken = token) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(withToken) });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const ledgerPage = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/tokens/ledger${query}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json() as { entries: LedgerEntry[]; nextCursor: number | null };
  };
  const give = (deltas: Partial<BucketAmounts>, key: string) =>
    ledger().apply({ userId: user.id, kind: 'admin_adjustment', deltas, description: `test ${key}`, idempotencyKey: `test:${user.id}:${key}` });
  /** trial 10,000 (from sign-up), monthly 500, rollover 400, referral 300, addon 1,000. */
  const fillEveryBucket = async () => {
    await give({ monthly: 500 }, 'monthly');
    await give({ rollover: 400 }, 'rollover');
    await give({ referral: 300 }, 'referral');
    await give({ addon: 1_000 }, 'addon');
  };

  it('starts a new user with 10,000 trial tokens, shown in /api/me and recorded as a grant', async () => {
    expect(await me()).toMatchObject({
      tokenCount: 10_000,
      trialTokens: 10_000,
      monthlyTokens: 0,
      rolloverTokens: 0,
      referralTokens: 0,
      addonTokens: 0,
    });
    const { entries, nextCursor } = await ledgerPage();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'grant',
      amount: 10_000,
      buckets: { trial: 10_000, monthly: 0, rollover: 0, referral: 0, addon: 0 },
    });
    expect(nextCursor).toBeNull();
  });

  it('pages the ledger newest first with cursor and nextCursor', async () => {
    await fillEveryBucket(); // 5 entries in all, with the trial grant
    const all = (await ledgerPage('?limit=100')).entries;
    expect(all.map((e) => e.amount)).toEqual([1_000, 300, 400, 500, 10_000]);

    const first = await ledgerPage('?limit=2');
    expect(first.entries.map((e) => e.id)).toEqual(all.slice(0, 2).map((e) => e.id));
    expect(first.nextCursor).toBe(all[1]!.id);

    const second = await ledgerPage(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.entries.map((e) => e.id)).toEqual(all.slice(2, 4).map((e) => e.id));
    expect(second.nextCursor).toBe(all[3]!.id);

    const third = await ledgerPage(`?limit=2&cursor=${second.nextCursor}`);
    expect(third.entries.map((e) => e.id)).toEqual([all[4]!.id]);
    expect(third.entries[0]!.kind).toBe('grant');
    expect(third.nextCursor).toBeNull();
  });

  it('shows a user only their own ledger', async () => {
    const other = await buildUser(t.app);
    await ledger().apply({ userId: other.id, kind: 'admin_adjustment', deltas: { addon: 5 }, description: 'x', idempotencyKey: `x:${other.id}` });
    const otherEntries = (
      await t.app.inject({ method: 'GET', url: '/api/tokens/ledger', headers: bearer(await apiToken(t.app, other.cookie)) })
    ).json().entries as LedgerEntry[];
    expect(otherEntries.map((e) => e.amount)).toEqual([5, 10_000]);
    expect((await ledgerPage()).entries).toHaveLength(1);
  });

  it('records a change once per idempotency key', async () => {
    expect(await give({ addon: 250 }, 'once')).toBe(true);
    expect(await give({ addon: 250 }, 'once')).toBe(false);
    expect((await balance()).addon).toBe(250);
    expect((await ledgerPage()).entries).toHaveLength(2);
  });

  it('reserves in spending order: trial, monthly, rollover, referral, addon', async () => {
    await fillEveryBucket();
    const { reservationId, amount } = await ledger().reserve({ userId: user.id, amount: 11_000, reference: 'call-1' });
    expect(reservationId).toEqual(expect.any(String));
    expect(amount).toBe(11_000);

    expect(await balance()).toEqual({ trial: 0, monthly: 0, rollover: 0, referral: 200, addon: 1_000 });
    const [reserve] = (await ledgerPage()).entries;
    expect(reserve).toMatchObject({
      kind: 'reserve',
      amount: -11_000,
      buckets: { trial: -10_000, monthly: -500, rollover: -400, referral: -100, addon: 0 },
      reference: 'call-1',
    });
  });

  it('settles below the reservation: charges exactly the usage and gives the rest back where it came from', async () => {
    await fillEveryBucket();
    const { reservationId } = await ledger().reserve({ userId: user.id, amount: 11_000, reference: 'call-1' });

    expect(await ledger().settle(reservationId, 10_600)).toEqual({ charged: 10_600 });
    // The 400 unused come back to the buckets the reservation took from, the last-taken first.
    expect(await balance()).toEqual({ trial: 0, monthly: 0, rollover: 300, referral: 300, addon: 1_000 });
    expect((await me()).tokenCount).toBe(12_200 - 10_600);
    const [settle] = (await ledgerPage()).entries;
    expect(settle).toMatchObject({ kind: 'settle', amount: 400, buckets: { rollover: 300, referral: 100, trial: 0, monthly: 0, addon: 0 } });
  });

  it('settling twice, or releasing after settling, changes nothing', async () => {
    const { reservationId } = await ledger().reserve({ userId: user.id, amount: 2_000, reference: 'call-1' });
    expect(await ledger().settle(reservationId, 1_500)).toEqual({ charged: 1_500 });
    const after = await balance();
    const entries = (await ledgerPage()).entries.length;

    expect(await ledger().settle(reservationId, 1_500)).toBeNull();
    expect(await ledger().settle(reservationId, 100)).toBeNull();
    expect(await ledger().release(reservationId)).toBeNull();
    expect(await balance()).toEqual(after);
    expect(after.trial).toBe(8_500);
    expect((await ledgerPage()).entries).toHaveLength(entries);
  });

  it('charges usage above the reservation too', async () => {
    const { reservationId } = await ledger().reserve({ userId: user.id, amount: 1_000, reference: 'call-1' });
    expect(await ledger().settle(reservationId, 1_500)).toEqual({ charged: 1_500 });
    expect((await balance()).trial).toBe(8_500);
    expect((await ledgerPage()).entries[0]).toMatchObject({ kind: 'settle', amount: -500 });
  });

  it('charges usage above the reservation only as far as the balance goes, never below zero', async () => {
    await give({ addon: 500 }, 'addon');
    const { reservationId } = await ledger().reserve({ userId: user.id, amount: 9_000, reference: 'call-1' });
    expect(await ledger().settle(reservationId, 50_000)).toEqual({ charged: 10_500 });
    expect(await balance()).toEqual({ trial: 0, monthly: 0, rollover: 0, referral: 0, addon: 0 });
    expect((await me()).tokenCount).toBe(0);
    // What the balance could not pay is recorded beside the charge.
    expect((await ledgerPage()).entries[0]).toMatchObject({
      kind: 'settle',
      amount: -1_500,
      shortfall: 39_500,
      description: 'Used 50,000 tokens, charged 10,500 (balance exhausted)',
    });
  });

  it('release gives everything back, once', async () => {
    await fillEveryBucket();
    const before = await balance();
    const { reservationId } = await ledger().reserve({ userId: user.id, amount: 10_700, reference: 'call-1' });
    expect((await balance()).trial).toBe(0);

    expect(await ledger().release(reservationId)).toEqual({ charged: 0 });
    expect(await balance()).toEqual(before);
    expect((await ledgerPage()).entries[0]).toMatchObject({ kind: 'release', amount: 10_700, reference: 'call-1' });

    expect(await ledger().release(reservationId)).toBeNull();
    expect(await ledger().settle(reservationId, 10_700)).toBeNull();
    expect(await balance()).toEqual(before);
  });

  it('refuses a reservation larger than the balance and takes nothing', async () => {
    const refused = await ledger()
      .reserve({ userId: user.id, amount: 10_001, reference: 'call-1' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InsufficientTokensError);
    expect(refused).toMatchObject({ tokensNeeded: 10_001, tokensRemaining: 10_000 });
    expect((await balance()).trial).toBe(10_000);
    expect((await ledgerPage()).entries.map((e) => e.kind)).toEqual(['grant']);

    // The whole balance can be reserved.
    await ledger().reserve({ userId: user.id, amount: 10_000, reference: 'call-2' });
    expect((await balance()).trial).toBe(0);
  });

  it('metering refuses a request the balance cannot cover before calling the model', async () => {
    let called = false;
    const maxOutputTokens = 20_000;
    const needed = t.app.services.metering.estimate({ prompt: PROMPT, maxOutputTokens });
    const refused = await t.app.services.metering
      .meter({ userId: user.id, prompt: PROMPT, maxOutputTokens, reference: 'call-1' }, async () => {
        called = true;
        return { value: 'x', usage: 1 };
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InsufficientTokensError);
    expect(refused).toMatchObject({ tokensNeeded: needed, tokensRemaining: 10_000 });
    expect(needed).toBeGreaterThan(maxOutputTokens);
    expect(called).toBe(false);
    expect((await balance()).trial).toBe(10_000);
  });

  it('metering charges the reported usage, and releases everything when the call fails', async () => {
    const metering = t.app.services.metering;
    const request = { userId: user.id, prompt: PROMPT, maxOutputTokens: 1_000, reference: 'call-1' };
    let seenDuringCall = -1;
    const result = await metering.meter(request, async () => {
      seenDuringCall = (await balance()).trial;
      return { value: 'drafted', usage: 321 };
    });
    expect(result).toEqual({ value: 'drafted', charged: 321 });
    // While the call ran, the estimate was held.
    expect(seenDuringCall).toBe(10_000 - metering.estimate(request));
    expect((await balance()).trial).toBe(10_000 - 321);

    const failure = new Error('model unavailable');
    await expect(metering.meter(request, async () => Promise.reject(failure))).rejects.toBe(failure);
    expect((await balance()).trial).toBe(10_000 - 321);
    expect((await ledgerPage()).entries.map((e) => e.kind)).toEqual(['release', 'reserve', 'settle', 'reserve', 'grant']);
  });

  it('answers a short balance over HTTP with the spec’s 403 body, which the client turns into its message', async () => {
    const maxOutputTokens = 50_000;
    const needed = t.app.services.metering.estimate({ prompt: PROMPT, maxOutputTokens });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-metered',
      headers: bearer(token),
      payload: { maxOutputTokens, usage: 10 },
    });

    expect(res.statusCode).toBe(403);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['error', 'message', 'tokensNeeded', 'tokensRemaining', 'upgradeMessage']);
    expect(body).toMatchObject({ tokensNeeded: needed, tokensRemaining: 10_000, upgradeMessage: UPGRADE_MESSAGE });
    expect(body.upgradeMessage).not.toBe('');
    expect(body.message).toEqual(expect.any(String));
    expect(body.error).toEqual(expect.any(String));

    const response = new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } });
    const thrown = await throwIfResNotOk(response).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).message).toBe(
      `Insufficient tokens: You need ${needed} tokens but only have 10000 remaining. ${body.upgradeMessage}`,
    );
    expect((thrown as ApiError).tokenUsage).toEqual(body);
    expect((await me()).tokenCount).toBe(10_000);
  });

  it('counts tokens spent by metered calls on today’s date in /api/tokens/usage', async () => {
    const call = (usage: number) =>
      t.app.inject({ method: 'POST', url: '/api/test-metered', headers: bearer(token), payload: { maxOutputTokens: 2_000, usage } });
    expect((await call(1_234)).json()).toEqual({ charged: 1_234 });
    expect((await call(66)).json()).toEqual({ charged: 66 });
    // Grants and purchases are not usage.
    await give({ addon: 5_000 }, 'addon');

    const res = await t.app.inject({ method: 'GET', url: '/api/tokens/usage?days=7', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const { days } = res.json() as { days: Array<{ date: string; tokens: number }> };
    const today = new Date().toISOString().slice(0, 10);
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toEqual({ date: today, tokens: 1_300 });
    expect(days.slice(0, -1).every((d) => d.tokens === 0)).toBe(true);
    expect((await me()).tokenCount).toBe(10_000 - 1_300 + 5_000);
  });

  it('is append-only: raw UPDATE and DELETE on token_ledger fail, while deleting the user still cascades', async () => {
    const db = t.database.db;
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (error: Error) => `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`,
      );
    expect(await refusal(db.execute(sql`update token_ledger set trial = 999999 where user_id = ${user.id}`))).toMatch(
      /token_ledger is append-only/,
    );
    expect(await refusal(db.execute(sql`delete from token_ledger where user_id = ${user.id}`))).toMatch(/token_ledger is append-only/);
    const rows = await db.select().from(tokenLedger).where(eq(tokenLedger.userId, user.id));
    expect(rows.map((r) => [r.kind, r.trial])).toEqual([['grant', 10_000]]);
    expect((await me()).tokenCount).toBe(10_000);

    const other = await buildUser(t.app);
    await db.delete(users).where(eq(users.id, user.id));
    expect(await db.select().from(tokenLedger).where(eq(tokenLedger.userId, user.id))).toEqual([]);
    // Another user's rows are untouched.
    expect(await db.select().from(tokenLedger).where(eq(tokenLedger.userId, other.id))).toHaveLength(1);
  });
});
