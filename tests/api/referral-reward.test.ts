import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { referrals, sessions, users } from '../../src/server/db/schema';
import type { ReferralSummary } from '../../src/shared/api/referrals';
import type { LedgerEntry } from '../../src/shared/api/tokens';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, cookieFrom } from '../support/builders';

let sequence = 0;

describe('the referral reward (ADR 010: earned by the invitee’s first charge, at most 10 a day)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    try {
      expect(await t.app.services.history.inconsistencies()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  /** Signs up through the real endpoint from `ip`, as a browser at that address would. */
  async function member(name: string, ip: string) {
    sequence += 1;
    const email = `${name.split(' ')[0]!.toLowerCase()}${sequence}@firm.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'correct-horse', name },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().user.id as string;
    const headers = bearer(await apiToken(t.app, cookieFrom(res)));
    const get = async (url: string) => {
      const answer = await t.app.inject({ method: 'GET', url, headers, remoteAddress: ip });
      expect(answer.statusCode).toBe(200);
      return answer.json();
    };
    const me = await get('/api/me');
    return {
      id,
      code: me.referralCode as string,
      me: () => get('/api/me'),
      summary: () => get('/api/referrals') as Promise<ReferralSummary>,
      ledger: async () => (await get('/api/tokens/ledger')).entries as LedgerEntry[],
      useCode: (referralCode: string, from = ip) =>
        t.app.inject({ method: 'POST', url: '/api/referrals/process', headers, payload: { referralCode }, remoteAddress: from }),
      /** A metered model call that the provider reports as `usage` tokens: the path every real call settles through. */
      spend: (usage = 250) =>
        t.app.services.metering.meter({ userId: id, prompt: 'Summarize the holding.', maxOutputTokens: 500, reference: 'test-call' }, async () => ({
          value: 'done',
          usage,
        })),
    };
  }
  type Member = Awaited<ReturnType<typeof member>>;

  /** `n` colleagues, each from their own address, who sign up with `referrer`'s code. */
  async function invitees(referrer: Member, n: number, firstOctet = 10): Promise<Member[]> {
    const joined: Member[] = [];
    for (let i = 0; i < n; i++) {
      const invitee = await member(`Ivan Invitee${i}`, `203.0.${firstOctet}.${i + 1}`);
      expect((await invitee.useCode(referrer.code)).statusCode).toBe(200);
      joined.push(invitee);
    }
    return joined;
  }

  it('credits nothing for ten sign-ups with the code until one of them spends tokens', async () => {
    const referrer = await member('Rita Referrer', '198.51.100.7');
    const joined = await invitees(referrer, 10);

    expect(await referrer.me()).toMatchObject({ referralTokens: 0, tokenCount: 10_000 });
    const summary = await referrer.summary();
    expect(summary).toMatchObject({ count: 10, pending: 10, granted: 0, notEligible: 0, tokensEarned: 0 });
    expect(summary.referrals).toHaveLength(10);
    expect(summary.referrals.every((r) => r.status === 'pending' && r.earnedAt === null)).toBe(true);
    expect((await referrer.ledger()).map((e) => e.kind)).toEqual(['grant']);

    // A call that fails is released and charges nothing: still no reward.
    await expect(
      t.app.services.metering.meter({ userId: joined[0]!.id, prompt: 'x', maxOutputTokens: 100, reference: 'failed' }, () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect((await referrer.me()).referralTokens).toBe(0);

    await joined[0]!.spend();
    expect(await referrer.me()).toMatchObject({ referralTokens: 1_000, tokenCount: 11_000 });
    expect(await referrer.summary()).toMatchObject({ count: 10, pending: 9, granted: 1, tokensEarned: 1_000 });
    const [reward] = await referrer.ledger();
    expect(reward).toMatchObject({ kind: 'referral', amount: 1_000, buckets: { referral: 1_000 }, reference: `invitee:${joined[0]!.id}` });
    // The invitee's own balance is only what they spent.
    expect(await joined[0]!.me()).toMatchObject({ referralTokens: 0, tokenCount: 10_000 - 250 });
  });

  it('grants once per invitee: later spending, repeated processing and concurrent settles add nothing', async () => {
    const referrer = await member('Rita Referrer', '198.51.100.7');
    const [invitee] = await invitees(referrer, 1);

    // Five calls settle at the same time, each the invitee's "first" charge as far as it knows.
    const ledger = t.app.services.ledger;
    const held = await Promise.all(Array.from({ length: 5 }, (_, i) => ledger.reserve({ userId: invitee!.id, amount: 300, reference: `call-${i}` })));
    await Promise.all(held.map((r) => ledger.settle(r.reservationId, 200)));
    await invitee!.spend();

    expect((await referrer.me()).referralTokens).toBe(1_000);
    expect((await referrer.ledger()).filter((e) => e.kind === 'referral')).toHaveLength(1);
    expect(await referrer.summary()).toMatchObject({ count: 1, pending: 0, granted: 1, tokensEarned: 1_000 });

    const again = await invitee!.useCode(referrer.code);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already-exists');
    expect((await referrer.me()).referralTokens).toBe(1_000);
  });

  it('grants at most 10 rewards in 24 hours; the rest stay pending and are granted on a later day', async () => {
    const referrer = await member('Rita Referrer', '198.51.100.7');
    const joined = await invitees(referrer, 12);

    // All twelve spend at once: the limit holds under concurrency.
    await Promise.all(joined.map((invitee) => invitee.spend()));
    expect((await referrer.me()).referralTokens).toBe(10_000);
    const today = await referrer.summary();
    expect(today).toMatchObject({ count: 12, pending: 2, granted: 10, tokensEarned: 10_000 });
    expect(today.referrals.filter((r) => r.status === 'pending').every((r) => r.earnedAt !== null)).toBe(true);

    // A day later (the ten grants moved 25 hours back), the referrer's dashboard brings in the two that waited.
    await t.database.db.update(referrals).set({ grantedAt: sql`${referrals.grantedAt} - interval '25 hours'` }).where(eq(referrals.referrerId, referrer.id));
    expect(await referrer.summary()).toMatchObject({ count: 12, pending: 0, granted: 12, tokensEarned: 12_000 });
    expect((await referrer.me()).referralTokens).toBe(12_000);
  });

  it('gives no reward when the invitee signs up from the address the referrer used within the hour before', async () => {
    const referrer = await member('Rita Referrer', '198.51.100.7');
    const sameAddress = await member('Sam Same', '198.51.100.7');
    const res = await sameAddress.useCode(referrer.code);
    expect(res.statusCode).toBe(200); // the referral is recorded, as not eligible

    // Calling the referral endpoint from elsewhere does not help: the sign-up's own address counts.
    const movedOn = await member('Mo Moved', '198.51.100.7');
    expect((await movedOn.useCode(referrer.code, '192.0.2.44')).statusCode).toBe(200);

    await sameAddress.spend();
    await movedOn.spend();
    expect((await referrer.me()).referralTokens).toBe(0);
    const summary = await referrer.summary();
    expect(summary).toMatchObject({ count: 2, pending: 0, granted: 0, notEligible: 2, tokensEarned: 0 });
    expect(summary.referrals.map((r) => r.status)).toEqual(['not-eligible', 'not-eligible']);

    // From another address, or from the same one once the referrer's sign-up is over an hour old, it is rewarded.
    const [elsewhere] = await invitees(referrer, 1);
    await t.database.db.update(sessions).set({ createdAt: sql`${sessions.createdAt} - interval '2 hours'` }).where(eq(sessions.userId, referrer.id));
    await t.database.db.update(users).set({ createdAt: sql`${users.createdAt} - interval '2 hours'` }).where(eq(users.id, referrer.id));
    const later = await member('Lou Later', '198.51.100.7');
    expect((await later.useCode(referrer.code)).statusCode).toBe(200);
    await elsewhere!.spend();
    await later.spend();
    expect(await referrer.summary()).toMatchObject({ count: 4, granted: 2, notEligible: 2, tokensEarned: 2_000 });
  });

  it('refuses the user’s own code and records nothing', async () => {
    const self = await member('Sue Self', '198.51.100.7');
    const res = await self.useCode(self.code);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid-argument');
    await self.spend();
    expect(await self.me()).toMatchObject({ referralTokens: 0, tokenCount: 10_000 - 250 });
    expect(await self.summary()).toMatchObject({ count: 0, pending: 0, granted: 0, tokensEarned: 0, referrals: [] });
    expect(await t.database.db.select().from(referrals)).toHaveLength(0);
  });

  it('records a referral once even when the same invitee’s requests race', async () => {
    const referrer = await member('Rita Referrer', '198.51.100.7');
    const invitee = await member('Ivan Invitee', '203.0.113.9');
    const results = await Promise.all(Array.from({ length: 5 }, () => invitee.useCode(referrer.code)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    await invitee.spend();
    expect(await referrer.summary()).toMatchObject({ count: 1, granted: 1, tokensEarned: 1_000 });
  });
});
