import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app';
import { cookieFrom, latestMessage, signIn, solvedCaptcha } from '../support/builders';
import { adminWithMfa, auditEvents, signedInUser, type SignedIn } from '../support/admin';

let t: TestApp;
let admin: SignedIn & { phone: string };
beforeEach(async () => {
  t = await buildTestApp();
  admin = await adminWithMfa(t);
});
afterEach(() => t.close());

const eventsAbout = (email: string, action?: string) =>
  auditEvents(t, admin.headers, `q=${encodeURIComponent(email)}${action ? `&action=${action}` : ''}`);

describe('the audit log records', () => {
  it('sign-ins, failed sign-ins (wrong password, unknown account) and sign-outs, with the address', async () => {
    const lena = await signedInUser(t);
    expect((await signIn(t.app, lena.user.email, 'wrong-password')).statusCode).toBe(401);
    expect((await signIn(t.app, 'nobody@nowhere.test', 'whatever')).statusCode).toBe(401);
    const ok = await signIn(t.app, lena.user.email, lena.user.password);
    expect(ok.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: lena.user.cookie }, payload: {} });

    const events = await eventsAbout(lena.user.email);
    expect(events.map((e) => [e.action, e.details.reason ?? null])).toEqual([
      ['auth.sign-out', null],
      ['auth.sign-in', null],
      ['auth.sign-in-failed', 'wrong-password'],
    ]);
    expect(events[1]).toMatchObject({ actor: { id: lena.user.id, email: lena.user.email }, ip: '127.0.0.1', details: { secondFactor: null } });
    expect(events[2]).toMatchObject({ actor: null, subject: { id: lena.user.id, email: lena.user.email } });
    const [unknown] = await eventsAbout('nobody@nowhere.test', 'auth.sign-in-failed');
    expect(unknown).toMatchObject({ subject: { id: null, email: 'nobody@nowhere.test' }, details: { reason: 'unknown-account' } });
  });

  it('MFA enrolment, the password step and the SMS sign-in, and a wrong code', async () => {
    const events = await eventsAbout(admin.user.email);
    expect(events.map((e) => e.action)).toEqual(['auth.sign-in', 'auth.mfa-challenged', 'auth.mfa-enabled']);
    expect(events[0]!.details).toEqual({ secondFactor: 'sms' });
    expect(events[2]).toMatchObject({ actor: { id: admin.user.id }, details: { method: 'sms' } });

    const challenge = await signIn(t.app, admin.user.email, admin.user.password);
    const cookie = cookieFrom(challenge);
    const payload = { captcha: await solvedCaptcha(t.app) };
    expect((await t.app.inject({ method: 'POST', url: '/api/mfa/send-code', headers: { cookie }, payload })).statusCode).toBe(200);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/verify-otp', headers: { cookie }, payload: { code: '000000' } });
    expect(wrong.statusCode).toBe(401);
    const [failed] = await eventsAbout(admin.user.email, 'auth.sign-in-failed');
    expect(failed).toMatchObject({ subject: { id: admin.user.id, email: admin.user.email }, details: { reason: 'wrong-code' } });
  });

  it('password reset requests and completed resets', async () => {
    const lena = await signedInUser(t);
    const requested = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: lena.user.email, redirectTo: '/reset-password' } });
    expect(requested.statusCode).toBe(200);
    const token = /token=([^\s&]+)/.exec((await latestMessage(t.database.db, lena.user.email))!.body)![1]!;
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: decodeURIComponent(token), newPassword: 'a-new-password' } });
    expect(reset.statusCode).toBe(200);

    const events = await eventsAbout(lena.user.email);
    expect(events.map((e) => e.action).slice(0, 2)).toEqual(['auth.password-reset-completed', 'auth.password-reset-requested']);
  });

  it('invitations an admin creates', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/invitations', headers: admin.headers });
    const [event] = await auditEvents(t, admin.headers, 'action=admin.invitation-created');
    expect(event).toMatchObject({ actor: { id: admin.user.id }, details: { expiresAt: res.json().expiresAt } });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/invitations', headers: admin.headers });
    expect(list.json().invitations).toEqual([expect.objectContaining({ status: 'open', createdBy: admin.user.email, usedBy: null })]);
    expect(list.body).not.toContain(res.json().code);
  });

  it('never a password or a token in any event', async () => {
    const lena = await signedInUser(t, { password: 'very-secret-password' });
    await signIn(t.app, lena.user.email, 'very-secret-password');
    await signIn(t.app, lena.user.email, 'another-secret-guess');
    const body = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?limit=100', headers: admin.headers })).body;
    expect(body).not.toContain('secret');
    expect(body).not.toContain(admin.user.password);
    expect(body).not.toContain(admin.headers.authorization.slice(7));
  });
});

describe('reading the audit log', () => {
  it('filters by action and by email, newest first, a page at a time', async () => {
    const lena = await signedInUser(t);
    for (let i = 0; i < 3; i++) await signIn(t.app, lena.user.email, `wrong-${i}`);
    const first = await t.app.inject({ method: 'GET', url: `/api/admin/audit?action=auth.sign-in-failed&limit=2&q=${encodeURIComponent(lena.user.email.toUpperCase())}`, headers: admin.headers });
    const page1 = first.json();
    expect(page1.events).toHaveLength(2);
    expect(page1.events[0].id).toBeGreaterThan(page1.events[1].id);
    const page2 = (await t.app.inject({ method: 'GET', url: `/api/admin/audit?action=auth.sign-in-failed&limit=2&q=${encodeURIComponent(lena.user.email)}&cursor=${page1.nextCursor}`, headers: admin.headers })).json();
    expect(page2.events).toHaveLength(1);
    expect(page2.nextCursor).toBeNull();

    const unknownAction = await t.app.inject({ method: 'GET', url: '/api/admin/audit?action=auth.everything', headers: admin.headers });
    expect(unknownAction.statusCode).toBe(400);
  });
});

describe('the audit log is append-only', () => {
  it('refuses to change or delete an event, even to the database owner', async () => {
    const { db } = t.database;
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (error: Error) => `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`,
      );
    expect(await refusal(db.execute(sql`update audit_events set action = 'auth.sign-in' where action = 'auth.mfa-enabled'`))).toMatch(
      /audit_events is append-only/,
    );
    expect(await refusal(db.execute(sql`delete from audit_events`))).toMatch(/audit_events is append-only/);
    expect((await eventsAbout(admin.user.email, 'auth.mfa-enabled'))).toHaveLength(1);
  });
});
