import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, firmTokenLedger } from '../../src/server/db/schema';
import { totalOf } from '../../src/server/features/tokens/buckets';
import type { FirmPool, PoolTransferResponse } from '../../src/shared/api/matters';
import { adminWithMfa, auditEvents, signedInUser, type SignedIn } from '../support/admin';
import { buildTestApp, type TestApp } from '../support/app';
import { buildFirmWithMatter } from '../support/firm-builders';

/** Issue #19, ADR 025: who sees a firm's pool, who sets caps, and how the pool is funded (an owner's transfer, a pack). */
describe("managing a firm's token pool", () => {
  let t: TestApp;
  let owner: SignedIn;
  let admin: SignedIn;
  let member: SignedIn;
  let stranger: SignedIn;

  const services = () => t.app.services;
  const balanceOf = async (who: SignedIn) => totalOf(await services().ledger.balance(who.user.id));
  const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const firmWithMatter = (options: { pool?: number; cap?: number | null } = {}) =>
    buildFirmWithMatter(t, { owner: owner.user.id, admin: admin.user.id, member: member.user.id, ...options });

  beforeAll(async () => {
    t = await buildTestApp();
    [owner, admin, member, stranger] = [await signedInUser(t), await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  });
  afterEach(async () => {
    expect(await services().history.inconsistencies()).toEqual([]);
    expect(await services().firmPool.inconsistencies()).toEqual([]);
  });
  afterAll(() => t.close());

  it('shows owners and admins every member\'s cap and use this month, a member only their own, and nobody else the firm', async () => {
    const { firm, matter } = await firmWithMatter({ pool: 9_000, cap: 5_000 });
    const reservation = await services().meteredLedger.reserve({ userId: member.user.id, amount: 500, reference: 'chat:seen', matterId: matter.id });
    await services().meteredLedger.settle(reservation.reservationId, 321);
    for (const who of [owner, admin]) {
      const res = await call(who, 'GET', `/api/firms/${firm.id}/pool`);
      expect(res.statusCode).toBe(200);
      const pool = res.json<FirmPool>();
      expect(pool.tokens).toBe(9_000 - 321);
      expect(pool.members).toEqual([
        { userId: owner.user.id, name: owner.user.name, monthlyTokenCap: null, usedThisMonth: 0 },
        { userId: admin.user.id, name: admin.user.name, monthlyTokenCap: null, usedThisMonth: 0 },
        { userId: member.user.id, name: member.user.name, monthlyTokenCap: 5_000, usedThisMonth: 321 },
      ]);
    }
    const own = await call(member, 'GET', `/api/firms/${firm.id}/pool`);
    expect(own.json<FirmPool>()).toEqual({ tokens: 9_000 - 321, members: [{ userId: member.user.id, name: member.user.name, monthlyTokenCap: 5_000, usedThisMonth: 321 }] });
    expect((await call(stranger, 'GET', `/api/firms/${firm.id}/pool`)).statusCode).toBe(404);
  });

  it('lets owners and admins set and remove caps, audited; members may not, and only an owner caps an owner', async () => {
    const { firm } = await firmWithMatter();
    const capUrl = (who: SignedIn) => `/api/firms/${firm.id}/members/${who.user.id}/cap`;
    const set = await call(admin, 'PUT', capUrl(member), { monthlyTokenCap: 12_000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<FirmPool>().members.find((m) => m.userId === member.user.id)?.monthlyTokenCap).toBe(12_000);
    const removed = await call(owner, 'PUT', capUrl(member), { monthlyTokenCap: null });
    expect(removed.json<FirmPool>().members.find((m) => m.userId === member.user.id)?.monthlyTokenCap).toBeNull();

    const byMember = await call(member, 'PUT', capUrl(member), { monthlyTokenCap: 99_999 });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toMatch(/owners and admins/);
    expect((await call(admin, 'PUT', capUrl(owner), { monthlyTokenCap: 1 })).statusCode).toBe(403);
    expect((await call(owner, 'PUT', capUrl(owner), { monthlyTokenCap: 50_000 })).statusCode).toBe(200);
    expect((await call(owner, 'PUT', capUrl(stranger), { monthlyTokenCap: 1 })).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', capUrl(member), { monthlyTokenCap: 1 })).statusCode).toBe(404);
    expect((await call(owner, 'PUT', capUrl(member), { monthlyTokenCap: -5 })).statusCode).toBe(400);

    const admins = await adminWithMfa(t);
    const events = (await auditEvents(t, admins.headers, 'action=firm.cap-changed')).filter((e) => e.details.firmId === firm.id);
    expect(events.map((e) => [e.actor?.id, e.subject?.id, e.details.from, e.details.to])).toEqual([
      [owner.user.id, owner.user.id, null, 50_000],
      [owner.user.id, member.user.id, 12_000, null],
      [admin.user.id, member.user.id, null, 12_000],
    ]);
  });

  it("moves tokens from an owner's own balance into the pool once per key, and refuses admins and a short balance", async () => {
    const { firm } = await firmWithMatter();
    const url = `/api/firms/${firm.id}/pool/transfer`;
    const before = await balanceOf(owner);
    const idempotencyKey = randomUUID();
    const moved = await call(owner, 'POST', url, { tokens: 2_500, idempotencyKey });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<PoolTransferResponse>()).toEqual({ applied: true, poolTokens: 2_500, tokenCount: before - 2_500 });
    const retried = await call(owner, 'POST', url, { tokens: 2_500, idempotencyKey });
    expect(retried.json<PoolTransferResponse>()).toEqual({ applied: false, poolTokens: 2_500, tokenCount: before - 2_500 });

    const short = await call(owner, 'POST', url, { tokens: before, idempotencyKey: randomUUID() });
    expect(short.statusCode).toBe(403);
    expect(short.json()).toEqual({
      tokensNeeded: before,
      tokensRemaining: before - 2_500,
      upgradeMessage: expect.any(String),
      message: expect.stringMatching(/fewer than the .* you asked to move into the pool of Doe & Roe LLP/),
      error: 'insufficient-tokens',
    });
    const byAdmin = await call(admin, 'POST', url, { tokens: 10 });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toMatch(/Only the firm's owners/);
    expect((await call(member, 'POST', url, { tokens: 10 })).statusCode).toBe(403);
    expect((await call(stranger, 'POST', url, { tokens: 10 })).statusCode).toBe(404);
    expect(await services().firmPool.balance(firm.id)).toBe(2_500);
    expect(await balanceOf(owner)).toBe(before - 2_500);

    const admins = await adminWithMfa(t);
    const events = (await auditEvents(t, admins.headers, 'action=firm.pool-funded')).filter((e) => e.details.firmId === firm.id);
    expect(events.map((e) => [e.actor?.id, e.details.tokens, e.details.source])).toEqual([[owner.user.id, 2_500, 'transfer']]);
  });

  it('buys a pack for the firm through the sandbox checkout: the pool gets the tokens, the buyer keeps their balance', async () => {
    const { firm } = await firmWithMatter();
    const before = await balanceOf(admin);
    const started = await call(admin, 'POST', '/api/billing/checkout', { pack: 'pack-100k', firmId: firm.id });
    expect(started.statusCode, started.body).toBe(200);
    const { checkoutId } = started.json<{ checkoutId: string }>();
    const [row] = await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, checkoutId));
    expect(row).toMatchObject({ firmId: firm.id, kind: 'pack', tokens: 100_000 });

    const done = await call(admin, 'POST', `/api/billing/sandbox/${checkoutId}`, { outcome: 'complete' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', tokens: 100_000 });
    await call(admin, 'POST', `/api/billing/sandbox/${checkoutId}`, { outcome: 'complete' }); // a replay credits nothing
    expect(await services().firmPool.balance(firm.id)).toBe(100_000);
    expect(await balanceOf(admin)).toBe(before);
    const purchases = await t.database.db.select().from(firmTokenLedger).where(and(eq(firmTokenLedger.firmId, firm.id), eq(firmTokenLedger.kind, 'purchase')));
    expect(purchases.map((p) => [p.amount, p.userId, p.reference])).toEqual([[100_000, admin.user.id, `checkout:${checkoutId}`]]);
  });

  it('lets only owners and admins buy a pack for a firm', async () => {
    const { firm } = await firmWithMatter();
    const byMember = await call(member, 'POST', '/api/billing/checkout', { pack: 'pack-100k', firmId: firm.id });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toMatch(/owners and admins/);
    expect((await call(stranger, 'POST', '/api/billing/checkout', { pack: 'pack-100k', firmId: firm.id })).statusCode).toBe(404);
    // A plan is never bought for a firm.
    expect((await call(owner, 'POST', '/api/billing/checkout', { plan: 'solo', firmId: firm.id })).statusCode).toBe(400);
  });
});
