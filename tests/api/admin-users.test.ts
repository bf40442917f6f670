import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, cookieFrom, signIn } from '../support/builders';
import { TEST_MASTER_KEY } from '../support/chat';
import { adminWithMfa, auditEvents, signedInUser, type SignedIn } from '../support/admin';

let t: TestApp;
let admin: SignedIn;
beforeEach(async () => {
  t = await buildTestApp({ env: { MASTER_KEY: TEST_MASTER_KEY } });
  admin = await adminWithMfa(t, { email: `grace-${Date.now()}@volnadraft.test`, name: 'Grace Hopper' });
});
afterEach(() => t.close());

const get = (url: string, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload?: Record<string, unknown>, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

describe('finding accounts', () => {
  it('searches by part of the email or of the name, ignoring case', async () => {
    const lena = await signedInUser(t, { email: 'lena.ortiz@ortizlaw.test', name: 'Lena Ortiz' });
    await signedInUser(t, { email: 'sam@smithfirm.test', name: 'Sam Smith' });

    const byEmail = await get('/api/admin/users?q=ORTIZLAW');
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().users.map((u: { id: string }) => u.id)).toEqual([lena.user.id]);
    expect(byEmail.json().users[0]).toMatchObject({ email: 'lena.ortiz@ortizlaw.test', name: 'Lena Ortiz', isAdmin: false, disabled: false, tokenCount: 10_000 });

    const byName = await get('/api/admin/users?q=lena%20ort');
    expect(byName.json().users.map((u: { email: string }) => u.email)).toEqual(['lena.ortiz@ortizlaw.test']);

    const wildcard = await get('/api/admin/users?q=%25');
    expect(wildcard.json().users).toEqual([]);
  });

  it('lists every account, newest first, a page at a time', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const page1 = (await get('/api/admin/users?limit=2')).json();
    expect(page1.users.map((u: { id: string }) => u.id)).toEqual([second.user.id, first.user.id]);
    const page2 = (await get(`/api/admin/users?limit=2&cursor=${page1.nextCursor}`)).json();
    expect(page2.users.map((u: { id: string }) => u.id)).toEqual([admin.user.id]);
    expect(page2.nextCursor).toBeNull();
    expect((await get('/api/admin/users?cursor=not-a-cursor')).statusCode).toBe(400);
  });
});

describe("an account's detail", () => {
  it('shows profile, balances, ledger and sessions, and the work only by ids, dates and tokens', async () => {
    const lena = await signedInUser(t, { name: 'Lena Ortiz' });
    const created = await post('/api/chat/sessions', { title: 'Confidential merger strategy for Acme' }, lena.headers);
    expect(created.statusCode).toBe(201);

    const res = await get(`/api/admin/users/${lena.user.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id: lena.user.id,
      email: lena.user.email,
      firstName: 'Lena',
      lastName: 'Ortiz',
      disabled: false,
      twoFactorEnabled: false,
      subscriptionStatus: 'trial',
      balances: { trial: 10_000, monthly: 0, rollover: 0, referral: 0, addon: 0 },
      conversations: { count: 1, recent: [{ id: created.json().id, tokensUsed: 0 }] },
      drafts: { count: 0, recent: [] },
    });
    expect(detail.ledger[0]).toMatchObject({ kind: 'grant', amount: 10_000 });
    expect(detail.sessions).toHaveLength(1);
    expect(detail.sessions[0]).toMatchObject({ ipAddress: lena.user.remoteAddress });
    expect(JSON.stringify(detail)).not.toContain('Confidential merger');
    expect(JSON.stringify(detail)).not.toMatch(/token"\s*:\s*"/);
  });

  it('answers an unknown id with 404 not-found', async () => {
    const res = await get('/api/admin/users/no-such-user');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not-found');
  });
});

describe('disabling an account', () => {
  it('ends its sessions and bearer tokens at once, and signing in gets the spec message until it is enabled', async () => {
    const lena = await signedInUser(t);
    expect((await get('/api/me', lena.headers)).statusCode).toBe(200);

    const disabled = await post(`/api/admin/users/${lena.user.id}/disable`, { reason: 'Chargeback under review' });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id: lena.user.id, disabled: true });

    const me = await get('/api/me', lena.headers);
    expect(me.statusCode).toBe(401);
    expect(me.json().error).toBe('unauthenticated');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie: lena.user.cookie } })).statusCode).toBe(401);
    expect((await get(`/api/admin/users/${lena.user.id}`)).json()).toMatchObject({ sessions: [], disabledReason: 'Chargeback under review' });

    const refused = await signIn(t.app, lena.user.email, lena.user.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'BANNED_USER', message: 'This account has been disabled. Please contact support.' });
    expect(cookieFrom(refused)).not.toContain('session_token=');

    const events = await auditEvents(t, admin.headers, `q=${encodeURIComponent(lena.user.email)}`);
    expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(['admin.user-disabled', 'auth.sign-in-failed']));
    expect(events.find((e) => e.action === 'auth.sign-in-failed')!.details).toEqual({ reason: 'disabled' });
    expect(events.find((e) => e.action === 'admin.user-disabled')).toMatchObject({
      actor: { id: admin.user.id, email: admin.user.email },
      subject: { id: lena.user.id, email: lena.user.email },
      details: { reason: 'Chargeback under review' },
    });

    const enabled = await post(`/api/admin/users/${lena.user.id}/enable`);
    expect(enabled.json()).toMatchObject({ disabled: false });
    const back = await signIn(t.app, lena.user.email, lena.user.password);
    expect(back.statusCode).toBe(200);
    expect((await get('/api/me', bearer(await apiToken(t.app, cookieFrom(back))))).statusCode).toBe(200);
    expect((await auditEvents(t, admin.headers, 'action=admin.user-enabled'))[0]!.subject!.id).toBe(lena.user.id);
  });

  it('needs no reason', async () => {
    const lena = await signedInUser(t);
    const res = await post(`/api/admin/users/${lena.user.id}/disable`);
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/admin/users/${lena.user.id}`)).json().disabledReason).toBe('Disabled by an administrator');
  });

  it('refuses an admin disabling their own account', async () => {
    const res = await post(`/api/admin/users/${admin.user.id}/disable`);
    expect(res.statusCode).toBe(412);
    expect(res.json()).toEqual({ error: 'failed-precondition', message: 'You cannot disable your own account.' });
    expect((await get('/api/me')).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('makes an account an admin and takes it back, in the audit log', async () => {
    const lena = await signedInUser(t);
    const made = await post(`/api/admin/users/${lena.user.id}/role`, { admin: true });
    expect(made.json()).toMatchObject({ isAdmin: true });
    expect((await get('/api/me', lena.headers)).json().isAdmin).toBe(true);

    const revoked = await post(`/api/admin/users/${lena.user.id}/role`, { admin: false });
    expect(revoked.json()).toMatchObject({ isAdmin: false });
    const [latest, earlier] = await auditEvents(t, admin.headers, 'action=admin.role-changed');
    expect(latest!.details).toEqual({ from: 'admin', to: 'user' });
    expect(earlier!.details).toEqual({ from: 'user', to: 'admin' });
  });

  it('refuses to let the last admin demote themself, and allows it once there is another', async () => {
    const alone = await post(`/api/admin/users/${admin.user.id}/role`, { admin: false });
    expect(alone.statusCode).toBe(412);
    expect(alone.json().message).toBe('This is the last administrator. Make someone else an administrator first.');

    const other = await signedInUser(t);
    await post(`/api/admin/users/${other.user.id}/role`, { admin: true });
    const stepDown = await post(`/api/admin/users/${admin.user.id}/role`, { admin: false });
    expect(stepDown.statusCode).toBe(200);
    expect((await get('/api/admin/users')).statusCode).toBe(403);
  });

  it('validates the body', async () => {
    const res = await post(`/api/admin/users/${admin.user.id}/role`, { admin: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid-argument');
  });
});
