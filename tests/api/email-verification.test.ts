import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, profiles } from '../../src/server/db/schema';
import { EMAIL_VERIFICATION_MESSAGES } from '../../src/shared/api/email-verification';
import type { FirmDetail, FirmInvitation } from '../../src/shared/api/firms';
import { signedInUser, type SignedIn } from '../support/admin';
import { buildTestApp, type TestApp } from '../support/app';
import { latestMessage, signIn } from '../support/builders';
import { verificationTokenFor, verifiedUser, verifyAddress } from '../support/email-verification';

/** Issue #40: sign-up proves the address by an emailed link; what grants authority over an address waits for it. */
describe('email verification', () => {
  let t: TestApp;
  const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const me = async (who: SignedIn) => (await call(who, 'GET', '/api/me')).json<{ emailVerified: boolean }>();

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
  });
  afterAll(() => t.close());

  it('emails a link at sign-up; the app works before it is opened, and opening it proves the address', async () => {
    const pat = await signedInUser(t);
    const message = await latestMessage(t.database.db, pat.user.email);
    expect(message!.subject).toMatch(/Verify your email address/);
    expect(message!.body).toMatch(/http:\/\/localhost:3000\/verify-email\?token=\S+ within 24 hours/);
    // Not proven yet, and nothing blocks signing in or using the app meanwhile.
    expect(await me(pat)).toMatchObject({ emailVerified: false });
    expect((await signIn(t.app, pat.user.email, pat.user.password)).statusCode).toBe(200);

    const token = await verificationTokenFor(t, pat.user.email);
    const opened = await t.app.inject({ method: 'POST', url: '/api/email-verification', payload: { token } });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ verified: true });
    expect(await me(pat)).toMatchObject({ emailVerified: true });
    // Opening it again changes nothing and is not an error.
    expect((await t.app.inject({ method: 'POST', url: '/api/email-verification', payload: { token } })).statusCode).toBe(200);
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, pat.user.id));
    expect(events.filter((e) => e.action === 'auth.email-verified')).toHaveLength(1);
  });

  it('answers a link that is not valid with a sentence in the error envelope', async () => {
    for (const token of ['not-a-token', 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6Im1hbGxvcnlAZXhhbXBsZS50ZXN0In0.forged']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/email-verification', payload: { token } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid-argument', message: EMAIL_VERIFICATION_MESSAGES.invalidLink });
    }
  });

  it('sends the link again on request, a few times an hour, and only while the address is unproven', async () => {
    const sam = await signedInUser(t);
    const first = (await latestMessage(t.database.db, sam.user.email))!;
    const again = await call(sam, 'POST', '/api/me/email-verification');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ sentTo: sam.user.email });
    // A new email with a working link (within one second its token may equal the first's: same address, same time).
    const resent = (await latestMessage(t.database.db, sam.user.email))!;
    expect(resent.id).toBeGreaterThan(first.id);
    expect(resent.body).toMatch(/\/verify-email\?token=\S+/);
    expect((await call(sam, 'POST', '/api/me/email-verification')).statusCode).toBe(200);
    expect((await call(sam, 'POST', '/api/me/email-verification')).statusCode).toBe(200);
    const flooding = await call(sam, 'POST', '/api/me/email-verification');
    expect(flooding.statusCode).toBe(429);
    expect(flooding.json()).toEqual({ error: 'resource-exhausted', message: EMAIL_VERIFICATION_MESSAGES.tooManyResends });

    const proven = await verifiedUser(t);
    const needless = await call(proven, 'POST', '/api/me/email-verification');
    expect(needless.statusCode).toBe(412);
    expect(needless.json().message).toBe(EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
    expect((await t.app.inject({ method: 'POST', url: '/api/me/email-verification' })).statusCode).toBe(401);
  });

  it('lets only the proven holder of an address accept a firm invitation sent to it', async () => {
    const owner = await verifiedUser(t);
    const firm = (await call(owner, 'POST', '/api/firms', { name: 'Proof & Co' })).json<FirmDetail>();
    const invitee = await signedInUser(t);
    await t.database.db.update(profiles).set({ subscriptionPlan: 'firm' }).where(eq(profiles.userId, owner.user.id));
    const sent = await call(owner, 'POST', `/api/firms/${firm.id}/members`, { email: invitee.user.email, role: 'member' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<FirmInvitation>().email).toBe(invitee.user.email);
    const token = decodeURIComponent(/\/firms\/join\?token=([\w%-]+)/.exec((await latestMessage(t.database.db, invitee.user.email))!.body)![1]!);

    const refused = await call(invitee, 'POST', '/api/firms/join', { token });
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toEqual({ error: 'failed-precondition', message: EMAIL_VERIFICATION_MESSAGES.required('join Proof & Co') });

    await call(invitee, 'POST', '/api/me/email-verification');
    await verifyAddress(t, invitee.user.email);
    const joined = await call(invitee, 'POST', '/api/firms/join', { token });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json<FirmDetail>().role).toBe('member');
  });

  it('counts a completed password reset as proof: its link went to the address', async () => {
    const rae = await signedInUser(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: rae.user.email, redirectTo: '/reset-password' } });
    const token = /reset-password\?token=([^\s&]+)/.exec((await latestMessage(t.database.db, rae.user.email))!.body)![1]!;
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: decodeURIComponent(token), newPassword: 'another-horse' } });
    expect(reset.statusCode, reset.body).toBe(200);
    const signedIn = await signIn(t.app, rae.user.email, 'another-horse');
    expect(signedIn.json().user.emailVerified).toBe(true);
  });
});
