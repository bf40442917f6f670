import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { firmTokenLedger, firmTokenReservations, meteredUsage } from '../../src/server/db/schema';
import { AppError } from '../../src/server/http/errors';
import { totalOf } from '../../src/server/features/tokens/buckets';
import { adminWithMfa, auditEvents, signedInUser, type SignedIn } from '../support/admin';
import type { TestApp } from '../support/app';
import { buildChatApp, chatClient } from '../support/chat';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { buildFirmWithMatter } from '../support/firm-builders';

/** Issue #19, ADR 025: matter work is charged to the firm's pool, under each member's monthly cap. */
describe("a firm's token pool", () => {
  let t: TestApp;
  let fake: FakeOpenAI;
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
  /** What a refusal sends: its status and body, as the error handler would. */
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof AppError ? { status: error.status, body: error.body ?? { error: error.code, message: error.message } } : error),
    );

  beforeAll(async () => {
    fake = await startFakeOpenAI({ replies: [{ text: 'Plausibility, under Twombly and Iqbal.', usage: { prompt_tokens: 700, completion_tokens: 23 } }] });
    t = await buildChatApp({ fake });
    [owner, admin, member, stranger] = [await signedInUser(t), await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  });
  afterEach(async () => {
    expect(await services().history.inconsistencies()).toEqual([]);
    expect(await services().firmPool.inconsistencies()).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("charges a call inside a matter to the firm's pool and records it for the matter and the member, never the member's balance", async () => {
    const { firm, matter } = await firmWithMatter({ pool: 5_000 });
    const before = await balanceOf(member);
    const { meteredLedger } = services();
    const reservation = await meteredLedger.reserve({ userId: member.user.id, amount: 1_500, reference: 'chat:matter-call', matterId: matter.id });
    expect(reservation.reservationId).toMatch(/^firm:/);
    expect(await services().firmPool.balance(firm.id)).toBe(3_500);
    expect(await meteredLedger.settle(reservation.reservationId, 1_234)).toEqual({ charged: 1_234 });
    expect(await meteredLedger.settle(reservation.reservationId, 1_234)).toBeNull(); // settling twice changes nothing

    expect(await services().firmPool.balance(firm.id)).toBe(5_000 - 1_234);
    expect(await balanceOf(member)).toBe(before);
    const usage = await t.database.db.select().from(meteredUsage).where(eq(meteredUsage.firmId, firm.id));
    expect(usage).toEqual([expect.objectContaining({ userId: member.user.id, firmId: firm.id, matterId: matter.id, tokens: 1_234, reference: 'chat:matter-call' })]);
    const ledger = await t.database.db.select().from(firmTokenLedger).where(eq(firmTokenLedger.firmId, firm.id));
    expect(ledger.map((row) => [row.kind, row.amount, row.userId, row.matterId])).toEqual([
      ['grant', 5_000, null, null],
      ['reserve', -1_500, member.user.id, matter.id],
      ['settle', 1_500 - 1_234, member.user.id, matter.id],
    ]);
  });

  it('charges usage beyond the estimate only as far as the pool goes, and records the shortfall', async () => {
    const { firm, matter } = await firmWithMatter({ pool: 1_000 });
    const { meteredLedger } = services();
    const reservation = await meteredLedger.reserve({ userId: member.user.id, amount: 800, reference: 'draft:over', matterId: matter.id });
    expect(await meteredLedger.settle(reservation.reservationId, 1_500)).toEqual({ charged: 1_000 });
    expect(await services().firmPool.balance(firm.id)).toBe(0);
    const [usage] = await t.database.db.select().from(meteredUsage).where(eq(meteredUsage.firmId, firm.id));
    expect(usage!.tokens).toBe(1_500);
    const admins = await adminWithMfa(t);
    const events = await auditEvents(t, admins.headers, 'action=tokens.shortfall');
    expect(events.find((e) => e.details.firmId === firm.id)?.details).toMatchObject({ matterId: matter.id, used: 1_500, charged: 1_000, shortfall: 500 });
  });

  it("refuses a call that would pass the member's monthly cap with the spec's 403 body, naming the cap and who can raise it", async () => {
    const { firm, matter } = await firmWithMatter({ pool: 100_000, cap: 2_000 });
    const { meteredLedger } = services();
    const first = await meteredLedger.reserve({ userId: member.user.id, amount: 900, reference: 'chat:cap-1', matterId: matter.id });
    await meteredLedger.settle(first.reservationId, 700);
    const held = await meteredLedger.reserve({ userId: member.user.id, amount: 1_000, reference: 'chat:cap-2', matterId: matter.id });
    // 700 used this month + 1,000 held by the open call: 300 of the 2,000 remain.
    const refused = await refusal(meteredLedger.reserve({ userId: member.user.id, amount: 400, reference: 'chat:cap-3', matterId: matter.id }));
    expect(refused).toEqual({
      status: 403,
      body: {
        tokensNeeded: 400,
        tokensRemaining: 300,
        upgradeMessage: expect.stringMatching(/monthly limit of 2,000 tokens at Doe & Roe LLP; ask a firm owner or admin to raise it/),
        message: expect.stringMatching(/^You have reached your monthly limit of 2,000 tokens at Doe & Roe LLP.*Ask a firm owner or admin to raise it\.$/),
        error: 'monthly-cap-reached',
      },
    });
    // The cap is the member's own: the owner, uncapped, may still draw on the same pool.
    const owners = await meteredLedger.reserve({ userId: owner.user.id, amount: 400, reference: 'chat:owner', matterId: matter.id });
    await meteredLedger.release(owners.reservationId);
    // Releasing the held call frees its share of the cap.
    await meteredLedger.release(held.reservationId);
    const again = await meteredLedger.reserve({ userId: member.user.id, amount: 400, reference: 'chat:cap-4', matterId: matter.id });
    await meteredLedger.release(again.reservationId);
    expect(await services().firmPool.balance(firm.id)).toBe(100_000 - 700);
  });

  it("counts the cap per calendar month: last month's usage does not count", async () => {
    const { firm, matter } = await firmWithMatter({ pool: 10_000, cap: 1_000 });
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCDate(0);
    await t.database.db.insert(meteredUsage).values({ userId: member.user.id, firmId: firm.id, matterId: matter.id, tokens: 5_000, reference: 'chat:old', createdAt: lastMonth });
    const reservation = await services().meteredLedger.reserve({ userId: member.user.id, amount: 1_000, reference: 'chat:new-month', matterId: matter.id });
    await services().meteredLedger.release(reservation.reservationId);
  });

  it("refuses a call the pool cannot cover with the spec's 403 body, saying an owner or admin can buy a pack for the firm", async () => {
    const { matter } = await firmWithMatter({ pool: 250 });
    const before = await balanceOf(member);
    const refused = await refusal(services().meteredLedger.reserve({ userId: member.user.id, amount: 1_000, reference: 'chat:short', matterId: matter.id }));
    expect(refused).toEqual({
      status: 403,
      body: {
        tokensNeeded: 1_000,
        tokensRemaining: 250,
        upgradeMessage: expect.stringMatching(/pool is short; a firm owner or admin can buy a token pack for the firm/),
        message: "Doe & Roe LLP's token pool holds 250 tokens and this request needs 1,000. A firm owner or admin can buy a token pack for the firm.",
        error: 'firm-pool-insufficient',
      },
    });
    // The member's own 10,000 tokens are not a fallback for matter work.
    expect(await balanceOf(member)).toBe(before);
  });

  it("answers the matter's 404 to a user who is not a member of it, even one of the firm", async () => {
    const { matter } = await firmWithMatter({ pool: 10_000 });
    for (const who of [admin, stranger]) {
      const refused = await refusal(services().meteredLedger.reserve({ userId: who.user.id, amount: 100, reference: 'chat:outside', matterId: matter.id }));
      expect(refused).toMatchObject({ status: 404, body: { error: 'not-found' } });
    }
    expect(await refusal(services().meteredLedger.reserve({ userId: member.user.id, amount: 100, reference: 'chat:gone', matterId: 'no-such-matter' }))).toMatchObject({ status: 404 });
  });

  it('never lets concurrent calls overdraw the pool or pass a cap', async () => {
    const { firm, matter } = await firmWithMatter({ pool: 10_000, cap: 6_000 });
    const { meteredLedger } = services();
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        meteredLedger
          .reserve({ userId: i % 2 ? member.user.id : owner.user.id, amount: 700, reference: `chat:parallel-${i}`, matterId: matter.id })
          .then(async ({ reservationId }) => ({ ok: true as const, who: i % 2, charged: (await meteredLedger.settle(reservationId, 650))!.charged }))
          .catch((error: unknown) => ({ ok: false as const, error })),
      ),
    );
    const served = attempts.filter((a) => a.ok);
    const refused = attempts.filter((a) => !a.ok);
    // Both limits bind: 40 calls of 650 need more than the pool, and the member's 20 more than their cap.
    expect(refused.length).toBeGreaterThan(0);
    for (const failed of refused) expect((failed as { error: AppError }).error.status).toBe(403);
    const charged = served.reduce((sum, a) => sum + a.charged, 0);
    expect(charged).toBeLessThanOrEqual(10_000);
    expect(await services().firmPool.balance(firm.id)).toBe(10_000 - charged);
    const memberCharged = served.filter((a) => a.who === 1).reduce((sum, a) => sum + a.charged, 0);
    expect(memberCharged).toBeLessThanOrEqual(6_000);
  });

  it("releases a firm reservation a crash left open once it expires, giving its tokens back to the pool", async () => {
    const { firm, matter } = await firmWithMatter({ pool: 3_000 });
    await services().meteredLedger.reserve({ userId: member.user.id, amount: 2_000, reference: 'chat:crashed', matterId: matter.id });
    expect(await services().firmPool.balance(firm.id)).toBe(1_000);
    expect(await services().meteredLedger.sweepExpired(new Date(Date.now() + 24 * 3600_000))).toBeGreaterThanOrEqual(1);
    expect(await services().firmPool.balance(firm.id)).toBe(3_000);
    const open = await t.database.db.select().from(firmTokenReservations).where(and(eq(firmTokenReservations.firmId, firm.id), eq(firmTokenReservations.status, 'open')));
    expect(open).toEqual([]);
  });

  it("charges a chat answer in a matter to the firm's pool over HTTP, and answers a call past the cap with the spec's 403 body", async () => {
    const { firm, matter } = await firmWithMatter({ pool: 50_000 });
    const client = chatClient(t, { ...member.user, headers: member.headers });
    const before = await client.balance();
    const session = await client.createSession({ title: 'Acme strategy', matterId: matter.id });
    await client.ask(session.id, { content: 'What is the pleading standard for a motion to dismiss?' });
    expect(await client.balance()).toBe(before);
    expect(await services().firmPool.balance(firm.id)).toBe(50_000 - 723);
    const usage = await t.database.db.select().from(meteredUsage).where(eq(meteredUsage.firmId, firm.id));
    expect(usage.map((u) => [u.userId, u.matterId, u.tokens, u.reference])).toEqual([[member.user.id, matter.id, 723, `chat:${session.id}`]]);

    expect((await call(owner, 'PUT', `/api/firms/${firm.id}/members/${member.user.id}/cap`, { monthlyTokenCap: 800 })).statusCode).toBe(200);
    const capped = await client.send(session.id, { content: 'And in California state court?' });
    expect(capped.statusCode).toBe(403);
    expect(capped.json()).toEqual({
      tokensNeeded: expect.any(Number),
      tokensRemaining: 77,
      upgradeMessage: 'This is your monthly limit of 800 tokens at Doe & Roe LLP; ask a firm owner or admin to raise it.',
      message: expect.stringMatching(/^You have reached your monthly limit of 800 tokens at Doe & Roe LLP: .* 77 remain this month\. Ask a firm owner or admin to raise it\.$/),
      error: 'monthly-cap-reached',
    });
    expect(await services().firmPool.balance(firm.id)).toBe(50_000 - 723);
  });

  it("charges a personal chat answer to the user's own balance and records it with no firm", async () => {
    const client = chatClient(t, { ...stranger.user, headers: stranger.headers });
    const before = await client.balance();
    const session = await client.createSession();
    await client.ask(session.id, { content: 'What is the pleading standard for a motion to dismiss?' });
    expect(await client.balance()).toBe(before - 723);
    const usage = await t.database.db.select().from(meteredUsage).where(and(eq(meteredUsage.userId, stranger.user.id), isNull(meteredUsage.firmId)));
    expect(usage).toEqual([expect.objectContaining({ matterId: null, tokens: 723, reference: `chat:${session.id}` })]);
  });
});
