import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { referrals } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser, type TestUser } from '../support/builders';

describe('POST /api/referrals/process', () => {
  let t: TestApp;
  let referrer: TestUser;
  let invitee: TestUser;
  let referralCode: string;
  let inviteeToken: string;

  beforeEach(async () => {
    t = await buildTestApp();
    referrer = await buildUser(t.app, { name: 'Rita Referrer' });
    invitee = await buildUser(t.app, { name: 'Ivan Invitee' });
    referralCode = (await me(await apiToken(t.app, referrer.cookie))).json().referralCode;
    inviteeToken = await apiToken(t.app, invitee.cookie);
  });
  afterEach(() => t.close());

  function me(token: string) {
    return t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
  }
  const processReferral = (code: string, headers: Record<string, string> = bearer(inviteeToken)) =>
    t.app.inject({ method: 'POST', url: '/api/referrals/process', headers, payload: { referralCode: code } });

  it('records who referred the invitee', async () => {
    expect((await me(inviteeToken)).json().referredBy).toBeNull();

    const res = await processReferral(referralCode);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, referrerName: 'Rita Referrer' });

    expect((await me(inviteeToken)).json().referredBy).toBe(referrer.id);
    // The referrer's own profile is untouched.
    expect((await me(await apiToken(t.app, referrer.cookie))).json().referredBy).toBeNull();
  });

  it('accepts the code in lower case, as typed from a link', async () => {
    const res = await processReferral(referralCode.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect((await me(inviteeToken)).json().referredBy).toBe(referrer.id);
  });

  it('answers an unknown code with 404 not-found and records nothing', async () => {
    const res = await processReferral('ZZZZ9999');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not-found');
    expect((await me(inviteeToken)).json().referredBy).toBeNull();
    expect(await t.database.db.select().from(referrals)).toHaveLength(0);
  });

  it('refuses the user’s own code with 400', async () => {
    const ownCode = (await me(inviteeToken)).json().referralCode as string;
    const res = await processReferral(ownCode);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid-argument');
    expect((await me(inviteeToken)).json().referredBy).toBeNull();
  });

  it('records a referral only once: a second call answers 409 already-exists and keeps the first referrer', async () => {
    const other = await buildUser(t.app, { name: 'Olga Other' });
    const otherCode = (await me(await apiToken(t.app, other.cookie))).json().referralCode as string;

    expect((await processReferral(referralCode)).statusCode).toBe(200);
    const again = await processReferral(referralCode);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already-exists');

    const switched = await processReferral(otherCode);
    expect(switched.statusCode).toBe(409);
    expect((await me(inviteeToken)).json().referredBy).toBe(referrer.id);
    expect(await t.database.db.select().from(referrals)).toHaveLength(1);
  });

  it('answers a signed-out caller with 401 and records nothing', async () => {
    const res = await processReferral(referralCode, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthenticated');
    expect(await t.database.db.select().from(referrals)).toHaveLength(0);
  });

  it('refuses a malformed code with 400', async () => {
    const res = await processReferral('x');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid-argument');
  });
});
