import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser, type TestUser } from '../support/builders';

const SYNC_URL = '/api/auth/sync';

/** The Set-Cookie line for one cookie name, or undefined. */
function setCookieLine(res: LightMyRequestResponse, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return lines.find((line) => line.startsWith(`${name}=`));
}

describe('auth token sync (SPEC §7)', () => {
  let t: TestApp;
  let user: TestUser;
  beforeEach(async () => {
    t = await buildTestApp();
    user = await buildUser(t.app);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const sync = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: SYNC_URL, headers });

  it('turns a fresh bearer token into an HttpOnly, SameSite=Strict vd_token cookie on /api', async () => {
    const token = await apiToken(t.app, user.cookie);
    const res = await sync(bearer(token));

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const line = setCookieLine(res, 'vd_token');
    expect(line).toBeDefined();
    expect(line!.split(';')[0]).toBe(`vd_token=${token}`);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Strict/i);
    expect(line).toMatch(/;\s*Path=\/api(;|$)/i);
    expect(line).toMatch(/;\s*Max-Age=\d+/i);
  });

  it('accepts a same-origin request that says so', async () => {
    const token = await apiToken(t.app, user.cookie);
    const res = await sync({ ...bearer(token), origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(200);
    expect(setCookieLine(res, 'vd_token')).toBeDefined();
  });

  it('refuses a request from another site (Origin) with 403 permission-denied and sets no cookie', async () => {
    const token = await apiToken(t.app, user.cookie);
    const res = await sync({ ...bearer(token), origin: 'https://evil.example' });

    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('permission-denied');
    expect(setCookieLine(res, 'vd_token')).toBeUndefined();
  });

  it('refuses a cross-site request (Sec-Fetch-Site) with 403 and sets no cookie', async () => {
    const token = await apiToken(t.app, user.cookie);
    const res = await sync({ ...bearer(token), 'sec-fetch-site': 'cross-site' });

    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('permission-denied');
    expect(setCookieLine(res, 'vd_token')).toBeUndefined();
  });

  it('answers without a token, or with an invalid one, with 401 and sets no cookie', async () => {
    for (const headers of [{}, bearer('not-a-jwt')]) {
      const res = await sync(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('unauthenticated');
      expect(setCookieLine(res, 'vd_token')).toBeUndefined();
    }
  });

  it('refuses a token issued more than 300 s ago with 412 failed-precondition', async () => {
    const token = await apiToken(t.app, user.cookie);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 301_000);

    const res = await sync(bearer(token));
    expect(res.statusCode).toBe(412);
    expect(res.json().error).toBe('failed-precondition');
    expect(setCookieLine(res, 'vd_token')).toBeUndefined();

    // The token itself is still valid for the API; only syncing it is refused.
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('still syncs a token 290 s old', async () => {
    const token = await apiToken(t.app, user.cookie);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 290_000);

    expect((await sync(bearer(token))).statusCode).toBe(200);
  });

  it('clears the cookie on DELETE', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: SYNC_URL });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const line = setCookieLine(res, 'vd_token');
    expect(line).toBeDefined();
    expect(line!.split(';')[0]).toBe('vd_token=');
    expect(line).toMatch(/;\s*Path=\/api(;|$)/i);
    const maxAge = /Max-Age=(-?\d+)/i.exec(line!)?.[1];
    const expires = /Expires=([^;]+)/i.exec(line!)?.[1];
    expect(maxAge === '0' || (expires !== undefined && Date.parse(expires) < Date.now())).toBe(true);
  });

  it('refuses a cross-site DELETE', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: SYNC_URL, headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(setCookieLine(res, 'vd_token')).toBeUndefined();
  });

  it('authenticates a plain GET with the synced cookie alone', async () => {
    const token = await apiToken(t.app, user.cookie);
    const synced = await sync(bearer(token));
    const cookie = setCookieLine(synced, 'vd_token')!.split(';')[0]!;

    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().uid).toBe(user.id);
  });

  it('treats a POST carrying only the synced cookie as anonymous', async () => {
    const referrer = await buildUser(t.app);
    const referrerMe = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(await apiToken(t.app, referrer.cookie)) });
    const referralCode = referrerMe.json().referralCode as string;

    const token = await apiToken(t.app, user.cookie);
    const cookie = setCookieLine(await sync(bearer(token)), 'vd_token')!.split(';')[0]!;

    const res = await t.app.inject({ method: 'POST', url: '/api/referrals/process', headers: { cookie }, payload: { referralCode } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthenticated');

    // The same call with the bearer token is accepted, so the 401 above is about the cookie.
    const withBearer = await t.app.inject({
      method: 'POST',
      url: '/api/referrals/process',
      headers: bearer(token),
      payload: { referralCode },
    });
    expect(withBearer.statusCode).toBe(200);
  });

  it('ignores a synced cookie once its session is signed out', async () => {
    const token = await apiToken(t.app, user.cookie);
    const cookie = setCookieLine(await sync(bearer(token)), 'vd_token')!.split(';')[0]!;
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: user.cookie }, payload: {} });

    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(res.statusCode).toBe(401);
  });
});
