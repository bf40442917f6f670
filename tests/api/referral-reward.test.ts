import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../src/shared/api/tokens';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser } from '../support/builders';

describe('the referral reward (SPEC §9: 1,000 tokens to the referrer, once per invitee)', () => {
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

  async function member(name: string) {
    const user = await buildUser(t.app, { name });
    const headers = bearer(await apiToken(t.app, user.cookie));
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const me = await get('/api/me');
    return {
      user,
      code: me.referralCode as string,
      me: () => get('/api/me'),
      summary: () => get('/api/referrals'),
      ledger: async () => (await get('/api/tokens/ledger')).entries as LedgerEntry[],
      useCode: (referralCode: string) =>
        t.app.inject({ method: 'POST', url: '/api/referrals/process', headers, payload: { referralCode } }),
    };
  }

  it('gives the referrer 1,000 referral tokens when an invitee signs up with the code', async () => {
    const referrer = await member('Rita Referrer');
    const invitee = await member('Ivan Invitee');
    expect(await referrer.summary()).toMatchObject({ code: referrer.code, count: 0, tokensEarned: 0 });

    expect((await invitee.useCode(referrer.code)).statusCode).toBe(200);

    expect(await referrer.me()).toMatchObject({ referralTokens: 1_000, trialTokens: 10_000, tokenCount: 11_000 });
    const summary = await referrer.summary();
    expect(summary).toMatchObject({ code: referrer.code, count: 1, tokensEarned: 1_000 });
    expect(summary.link).toMatch(new RegExp(`^https?://.+/signup\\?ref=${referrer.code}$`));
    const [reward] = await referrer.ledger();
    expect(reward).toMatchObject({ kind: 'referral', amount: 1_000, buckets: { referral: 1_000 } });

    // The invitee's own balance is untouched.
    expect(await invitee.me()).toMatchObject({ referralTokens: 0, tokenCount: 10_000 });
  });

  it('rewards once per invitee: processing again (409) gives nothing more, a second invitee does', async () => {
    const referrer = await member('Rita Referrer');
    const invitee = await member('Ivan Invitee');
    expect((await invitee.useCode(referrer.code)).statusCode).toBe(200);

    const again = await invitee.useCode(referrer.code);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already-exists');
    expect((await referrer.me()).referralTokens).toBe(1_000);
    expect(await referrer.summary()).toMatchObject({ count: 1, tokensEarned: 1_000 });

    // Nor does switching to another referrer's code reward anyone.
    const other = await member('Olga Other');
    expect((await invitee.useCode(other.code)).statusCode).toBe(409);
    expect((await other.me()).referralTokens).toBe(0);

    const second = await member('Sam Second');
    expect((await second.useCode(referrer.code)).statusCode).toBe(200);
    expect((await referrer.me()).referralTokens).toBe(2_000);
    expect(await referrer.summary()).toMatchObject({ count: 2, tokensEarned: 2_000 });
  });

  it('gives nothing for the user’s own code', async () => {
    const self = await member('Sue Self');
    const res = await self.useCode(self.code);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid-argument');
    expect(await self.me()).toMatchObject({ referralTokens: 0, tokenCount: 10_000 });
    expect(await self.summary()).toMatchObject({ count: 0, tokensEarned: 0 });
    expect((await self.ledger()).map((e) => e.kind)).toEqual(['grant']);
  });

  it('rewards once even when the same invitee’s requests race', async () => {
    const referrer = await member('Rita Referrer');
    const invitee = await member('Ivan Invitee');
    const results = await Promise.all(Array.from({ length: 5 }, () => invitee.useCode(referrer.code)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await referrer.me()).toMatchObject({ referralTokens: 1_000 });
    expect(await referrer.summary()).toMatchObject({ count: 1, tokensEarned: 1_000 });
  });
});
