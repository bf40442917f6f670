import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMessages, users } from '../../../src/server/db/schema';
import { buildTestApp, type TestApp } from '../../support/app';
import { adminWithMfa, adminWithoutMfa, signedInUser, type SignedIn } from '../../support/admin';
import { apiToken, bearer, buildUser, cookieFrom, signIn, solvedCaptcha } from '../../support/builders';
import { listenOnLoopback, type RawSender } from '../../support/raw-http';
import { spellingsOf } from './spellings';

let t: TestApp;
let adminNoMfa: SignedIn;
let admin: SignedIn;
let target: SignedIn;
let send: RawSender;

beforeAll(async () => {
  t = await buildTestApp();
  adminNoMfa = await adminWithoutMfa(t);
  admin = await adminWithMfa(t);
  target = await signedInUser(t);
  send = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

const BETTER_AUTH_ADMIN = ['list-users', 'impersonate-user', 'set-role', 'ban-user', 'remove-user', 'set-user-password'];

describe("better-auth's admin API (finding 1)", () => {
  it('is unreachable under every spelling of its path, for admins with and without MFA', async () => {
    for (const caller of [adminNoMfa, admin]) {
      for (const endpoint of BETTER_AUTH_ADMIN) {
        for (const url of [`/api/auth/admin/${endpoint}`, ...spellingsOf(`/api/auth/admin/${endpoint}`)]) {
          for (const method of ['GET', 'POST'] as const) {
            const res = await send(method, url, {
              headers: { cookie: caller.user.cookie },
              ...(method === 'POST' ? { json: { userId: target.user.id, role: 'admin' } } : {}),
            });
            expect(res.statusCode, `${method} ${url}`).toBe(404);
          }
        }
      }
    }
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, target.user.id));
    expect(row?.role).toBe('user');
  });

  it('grants no admin role any of its powers, so nothing can impersonate a user even from inside the server', async () => {
    const headers = new Headers({ cookie: admin.user.cookie });
    await expect(t.app.services.auth.api.impersonateUser({ headers, body: { userId: target.user.id } })).rejects.toThrow();
    await expect(t.app.services.auth.api.listUsers({ headers, query: {} })).rejects.toThrow();
  });
});

describe('sign-in lockout and the reset limit on every spelling (finding 2)', () => {
  it('never lets a spelling of the sign-in path reach better-auth around the lockout', async () => {
    const victim = await buildUser(t.app);
    for (const url of spellingsOf('/api/auth/sign-in/email')) {
      const res = await send('POST', url, { json: { email: victim.email, password: 'wrong-password' } });
      expect(res.statusCode, url).toBe(404);
    }
    for (let i = 0; i < 5; i++) await signIn(t.app, victim.email, 'wrong-password');
    const locked = await signIn(t.app, victim.email, victim.password);
    expect(locked.statusCode).toBe(429);
    for (const url of spellingsOf('/api/auth/sign-in/email')) {
      const res = await send('POST', url, { json: { email: victim.email, password: victim.password } });
      expect(res.statusCode, url).not.toBe(200);
    }
  });

  it('sends no reset email through a spelling of the reset path', async () => {
    const victim = await buildUser(t.app);
    const sent = async () => (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, victim.email))).length;
    // Sign-up itself emailed the address its verification link (issue #40).
    const atSignUp = await sent();
    for (const url of spellingsOf('/api/auth/request-password-reset')) {
      await send('POST', url, { json: { email: victim.email, redirectTo: '/reset-password' } });
    }
    expect(await sent()).toBe(atSignUp);
  });
});

describe('phone verification for admins (finding 3)', () => {
  it("refuses better-auth's own two-factor enable and disable, which skip the SMS code", async () => {
    const someone = await adminWithoutMfa(t);
    for (const path of ['/api/auth/two-factor/enable', '/api/auth/two-factor/disable']) {
      const res = await t.app.inject({ method: 'POST', url: path, headers: { cookie: someone.user.cookie }, payload: { password: someone.user.password } });
      expect(res.statusCode, path).toBe(404);
    }
    const [row] = await t.database.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, someone.user.id));
    expect(row?.on).toBeFalsy();
  });

  it('keeps the admin area shut for an admin whose two-factor flag is on without a phone verified by a code', async () => {
    const someone = await adminWithoutMfa(t);
    await t.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, someone.user.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(await apiToken(t.app, someone.user.cookie)) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Administrators must turn on phone verification first.');
  });
});

describe('the /api/auth rate-limit key (finding 4)', () => {
  it('is not chosen by the caller: random cookies and bearer values do not buy fresh allowances for sign-ups', async () => {
    const local = await buildTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const random = Math.random().toString(36).slice(2);
        const res = await local.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          remoteAddress: '203.0.113.9',
          headers: i % 2 ? { cookie: `better-auth.session_token=${random}` } : { authorization: `Bearer ${random}` },
          payload: { email: `farm${i}@spam.test`, password: 'correct-horse', name: 'Farm Account' },
        });
        statuses.push(res.statusCode);
      }
      const created = statuses.filter((s) => s === 200).length;
      expect(created).toBeLessThanOrEqual(10);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await local.close();
    }
  });

  it('still gives a real session its own room for session reads', async () => {
    const user = await buildUser(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie: user.cookie } });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('sign-in SMS (finding 5)', () => {
  it("cannot be sent through better-auth's send-otp, which has no captcha", async () => {
    const user = await adminWithMfa(t);
    const challenge = await signIn(t.app, user.user.email, user.user.password);
    const twoFactorCookie = cookieFrom(challenge);
    for (const url of ['/api/auth/two-factor/send-otp', ...spellingsOf('/api/auth/two-factor/send-otp')]) {
      const res = await send('POST', url, { headers: { cookie: twoFactorCookie }, json: {} });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('every SMS the app sends (abuse: SMS pumping)', () => {
  it('needs a solved captcha, used once, on each route that texts a phone', async () => {
    // A fresh app, so the per-address SMS limit of the tests above does not answer first.
    const t = await buildTestApp();
    const user = await adminWithMfa(t);
    const twoFactorCookie = cookieFrom(await signIn(t.app, user.user.email, user.user.password));
    const enrolling = await signedInUser(t);
    const routes = [
      { url: '/api/mfa/send-code', headers: { cookie: twoFactorCookie }, payload: (captcha: string) => ({ captcha }) },
      { url: '/api/mfa/phone', headers: enrolling.headers, payload: (captcha: string) => ({ phoneNumber: '+14155559876', captcha }) },
    ];
    const texts = async () => (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'sms'))).length;
    for (const route of routes) {
      const before = await texts();
      const refused = await t.app.inject({ method: 'POST', url: route.url, headers: route.headers, payload: route.payload('not-a-solution') });
      expect(refused.statusCode, route.url).toBe(412);
      expect(await texts(), route.url).toBe(before);
      const captcha = await solvedCaptcha(t.app);
      expect((await t.app.inject({ method: 'POST', url: route.url, headers: route.headers, payload: route.payload(captcha) })).statusCode, route.url).toBe(200);
      const replayed = await t.app.inject({ method: 'POST', url: route.url, headers: route.headers, payload: route.payload(captcha) });
      expect(replayed.statusCode, `${route.url} replayed`).toBe(412);
      expect(await texts(), route.url).toBe(before + 1);
    }
    await t.close();
    // A fresh app, an administrator with MFA and two captchas solved by proof of work: past 30 s under load.
  }, 90_000);
});
