import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { clientUserSchema } from '../../src/shared/user';
import { LOGIN_MESSAGES } from '../../src/shared/messages';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser, signIn } from '../support/builders';

describe('POST /api/auth/sign-up/email', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const signUp = (payload: { email: string; password: string; name: string }) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload });

  it('creates the account with the SPEC §3 profile that GET /api/me returns', async () => {
    const user = await buildUser(t.app, { name: 'Ada Byron Lovelace', email: 'ada@firm.test' });
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(await apiToken(t.app, user.cookie)) });

    expect(res.statusCode).toBe(200);
    const me = clientUserSchema.strict().parse(res.json());
    expect(me).toMatchObject({
      uid: user.id,
      email: 'ada@firm.test',
      displayName: 'Ada Byron Lovelace',
      firstName: 'Ada',
      lastName: 'Byron Lovelace',
      // Real balances (DESIGN §5): the 10,000 free tokens sit in the trial bucket; no plan, so no monthly tokens.
      tokenCount: 10_000,
      monthlyTokens: 0,
      trialTokens: 10_000,
      addonTokens: 0,
      referralTokens: 0,
      rolloverTokens: 0,
      subscriptionStatus: 'trial',
      subscriptionPlan: 'free',
      referredBy: null,
      isAdmin: false,
    });
    expect(me.referralCode).toMatch(/^[A-Z0-9]{4,}$/);
    expect(Number.isNaN(Date.parse(me.createdAt ?? ''))).toBe(false);
  });

  it('gives each account its own referral code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const user = await buildUser(t.app);
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(await apiToken(t.app, user.cookie)) });
      codes.add(me.json().referralCode);
    }
    expect(codes.size).toBe(3);
  });

  it('refuses a second account with the same email, case aside, with USER_ALREADY_EXISTS', async () => {
    await buildUser(t.app, { email: 'taken@firm.test' });
    const res = await signUp({ email: 'Taken@Firm.test', password: 'another-pass', name: 'Someone Else' });

    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).toBe('USER_ALREADY_EXISTS');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'taken@firm.test'))).toHaveLength(1);
  });

  it('refuses a 5-character password with PASSWORD_TOO_SHORT and creates nothing', async () => {
    const res = await signUp({ email: 'short@firm.test', password: '12345', name: 'Short Pass' });

    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSWORD_TOO_SHORT');
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });

  it('accepts a 6-character password', async () => {
    const res = await signUp({ email: 'six@firm.test', password: '123456', name: 'Six Chars' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('six@firm.test');
  });
});

describe('POST /api/auth/sign-in/email', () => {
  let t: TestApp;
  afterEach(() => t.close());

  describe('with the default (specific) answers', () => {
    beforeEach(async () => {
      t = await buildTestApp();
    });

    it('signs in with the right password and sets a session cookie', async () => {
      const user = await buildUser(t.app);
      const res = await signIn(t.app, user.email, user.password);

      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(user.id);
      expect(String(res.headers['set-cookie'])).toContain('session_token=');
    });

    it('answers an unknown email with 401 USER_NOT_FOUND and the SPEC text', async () => {
      const res = await signIn(t.app, 'nobody@firm.test', 'whatever-pass');

      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'USER_NOT_FOUND',
        message: 'No account found with this email address. Please sign up first.',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('answers a wrong password with 401 INVALID_PASSWORD and the SPEC text', async () => {
      const user = await buildUser(t.app);
      const res = await signIn(t.app, user.email, 'wrong-password');

      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'INVALID_PASSWORD',
        message: 'Incorrect password. Please try again or reset your password.',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it('blocks an account after 5 failed attempts with 429, even for the right password', async () => {
      const user = await buildUser(t.app);
      for (let i = 0; i < 5; i++) expect((await signIn(t.app, user.email, `wrong-${i}`)).statusCode).toBe(401);

      const blocked = await signIn(t.app, user.email, 'wrong-again');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many failed login attempts. Please try again later or reset your password.',
      });
      expect(blocked.json().message).toBe(LOGIN_MESSAGES.tooManyRequests);

      const right = await signIn(t.app, user.email, user.password);
      expect(right.statusCode).toBe(429);
      expect(right.json().code).toBe('TOO_MANY_REQUESTS');
      expect(right.headers['set-cookie']).toBeUndefined();
    });

    it('does not block an account after 4 failures, and another account is not affected by a blocked one', async () => {
      const user = await buildUser(t.app);
      const other = await buildUser(t.app);
      for (let i = 0; i < 4; i++) await signIn(t.app, user.email, `wrong-${i}`);
      expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(200);

      for (let i = 0; i < 5; i++) await signIn(t.app, user.email, `wrong-${i}`);
      expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(429);
      expect((await signIn(t.app, other.email, other.password)).statusCode).toBe(200);
    });

    it('refuses a banned user with 403 BANNED_USER, and their earlier API token stops working', async () => {
      const user = await buildUser(t.app);
      const token = await apiToken(t.app, user.cookie);
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);

      await t.database.db.update(users).set({ banned: true }).where(eq(users.id, user.id));

      const res = await signIn(t.app, user.email, user.password);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('BANNED_USER');
      expect(String(res.headers['set-cookie'] ?? '')).not.toContain('session_token=');
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
    });
  });

  describe('with AUTH_ENUMERATION_PROTECTION=true', () => {
    beforeEach(async () => {
      t = await buildTestApp({ env: { AUTH_ENUMERATION_PROTECTION: 'true' } });
    });

    it('gives the same generic INVALID_EMAIL_OR_PASSWORD for an unknown email and a wrong password', async () => {
      const user = await buildUser(t.app);
      const unknown = await signIn(t.app, 'nobody@firm.test', 'whatever-pass');
      const wrong = await signIn(t.app, user.email, 'wrong-password');

      for (const res of [unknown, wrong]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
        expect(res.json().message).not.toBe(LOGIN_MESSAGES.userNotFound);
        expect(res.json().message).not.toBe(LOGIN_MESSAGES.wrongPassword);
      }
      expect(unknown.json()).toEqual(wrong.json());
      expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(200);
    });

    it('still blocks an account after 5 failed attempts', async () => {
      const user = await buildUser(t.app);
      for (let i = 0; i < 5; i++) await signIn(t.app, user.email, `wrong-${i}`);
      const res = await signIn(t.app, user.email, user.password);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('TOO_MANY_REQUESTS');
    });
  });
});
