import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair } from 'jose';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser, cookieFrom } from '../support/builders';

describe('API tokens (GET /api/auth/token, bearer JWTs on /api/*)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/me', headers });

  it('issues an EdDSA JWT for the signed-in user that /api/me accepts', async () => {
    const user = await buildUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    const { token } = res.json() as { token: string };

    expect(decodeProtectedHeader(token).alg).toBe('EdDSA');
    const claims = decodeJwt(token);
    expect(claims.sub).toBe(user.id);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);

    const profile = await me(bearer(token));
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ uid: user.id, email: user.email });
  });

  it('counts token requests per session, so colleagues behind one office address are not throttled together', async () => {
    const colleagues = [await buildUser(t.app), await buildUser(t.app)];
    const fetchTokens = (cookie: string, times: number) =>
      Promise.all(Array.from({ length: times }, () => t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } })));
    const answers = (await Promise.all(colleagues.map((user) => fetchTokens(user.cookie, 130)))).flat();
    expect(answers.filter((res) => res.statusCode !== 200)).toEqual([]);

    const limited = await fetchTokens(colleagues[0]!.cookie, 480);
    expect(limited.some((res) => res.statusCode === 429)).toBe(true);
  });

  it('issues no token without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/token' });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('"token"');
  });

  it('answers /api/me without a token with the 401 envelope', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthenticated', message: expect.any(String) });
  });

  it('refuses the session cookie itself in place of an API token', async () => {
    const user = await buildUser(t.app);
    const sessionToken = /session_token=([^;]+)/.exec(user.cookie)![1]!;
    expect((await me(bearer(decodeURIComponent(sessionToken)))).statusCode).toBe(401);
    expect((await me({ cookie: user.cookie })).statusCode).toBe(401);
  });

  it('refuses a token whose signature was altered', async () => {
    const user = await buildUser(t.app);
    const token = await apiToken(t.app, user.cookie);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;

    const res = await me(bearer(`${header}.${payload}.${flipped}`));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthenticated');
    expect(res.body).not.toContain(user.email);
  });

  it('refuses a token with a changed payload but the original signature', async () => {
    const victim = await buildUser(t.app);
    const attacker = await buildUser(t.app);
    const token = await apiToken(t.app, attacker.cookie);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: victim.id })).toString('base64url');

    const res = await me(bearer(`${header}.${forgedPayload}.${signature}`));
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain(victim.email);
  });

  it('refuses a token with the same header and claims signed with another Ed25519 key', async () => {
    const user = await buildUser(t.app);
    const genuine = await apiToken(t.app, user.cookie);
    const header = decodeProtectedHeader(genuine);
    const claims = decodeJwt(genuine);
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid: header.kid }).sign(privateKey);

    const res = await me(bearer(forged));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthenticated');
    // The genuine token still works, so the refusal is about the signature.
    expect((await me(bearer(genuine))).statusCode).toBe(200);
  });

  it('refuses a token signed with alg none', async () => {
    const user = await buildUser(t.app);
    const claims = decodeJwt(await apiToken(t.app, user.cookie));
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(
      JSON.stringify(claims),
    ).toString('base64url')}.`;
    expect((await me(bearer(unsigned))).statusCode).toBe(401);
  });

  it('refuses garbage in the Authorization header rather than treating the call as anonymous', async () => {
    const res = await me(bearer('not-a-jwt'));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthenticated');
  });

  it('stops accepting a token once its session is signed out', async () => {
    const user = await buildUser(t.app);
    const token = await apiToken(t.app, user.cookie);
    expect((await me(bearer(token))).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: user.cookie }, payload: {} });
    expect(out.statusCode).toBe(200);

    const res = await me(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthenticated');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie: user.cookie } })).statusCode).toBe(401);
  });

  it('signing out one session leaves the same user’s other session working', async () => {
    const user = await buildUser(t.app);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
    });
    const secondToken = await apiToken(t.app, cookieFrom(second));
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: user.cookie }, payload: {} });

    expect((await me(bearer(secondToken))).statusCode).toBe(200);
  });

  it('gives each user only their own profile', async () => {
    const alice = await buildUser(t.app, { name: 'Alice Archer' });
    const bob = await buildUser(t.app, { name: 'Bob Baker' });
    const aliceToken = await apiToken(t.app, alice.cookie);
    const bobToken = await apiToken(t.app, bob.cookie);

    const asAlice = await me(bearer(aliceToken));
    const asBob = await me(bearer(bobToken));
    expect(asAlice.json()).toMatchObject({ uid: alice.id, email: alice.email, firstName: 'Alice', lastName: 'Archer' });
    expect(asBob.json()).toMatchObject({ uid: bob.id, email: bob.email, firstName: 'Bob', lastName: 'Baker' });
    expect(asBob.body).not.toContain(alice.email);
    expect(asBob.json().referralCode).not.toBe(asAlice.json().referralCode);

    // A query string naming the other user changes nothing.
    const sneaky = await t.app.inject({ method: 'GET', url: `/api/me?uid=${alice.id}`, headers: bearer(bobToken) });
    expect(sneaky.json().uid).toBe(bob.id);
  });
});
