import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditEvents, firmInvitations, profiles, verifications } from '../../src/server/db/schema';
import type { FirmDetail, ListFirmsResponse } from '../../src/shared/api/firms';
import { EMAIL_VERIFICATION_MESSAGES } from '../../src/shared/api/email-verification';
import { SSO_LINK_MESSAGES } from '../../src/shared/api/sso-links';
import { SSO_REQUIRED_CODE, type FirmSsoView } from '../../src/shared/api/sso';
import { signedInUser, type SignedIn } from '../support/admin';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, cookieFrom, latestMessage, signIn } from '../support/builders';
import { startDnsServer, type LocalDnsServer } from '../support/dns-server';
import { consentToSsoLink, verifiedUser, verifyAddress } from '../support/email-verification';
import { startIdentityProvider, type LocalIdentityProvider } from '../support/oidc-provider';
import { signInAtProvider } from '../support/sso-browser';

const PUBLIC_URL = 'http://localhost:3000';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/sso/callback`;
const DOMAIN = 'bigfirm-example.test';

/**
 * Issue #40, reproduction 2: an owner invites `partner@…`, who has had an account for a year, then signs in at the
 * firm's own provider as that address with `email_verified: true`. The provider's first sign-in into an existing
 * account needs its holder's consent, through a single-use link emailed to the account's verified address.
 */
describe('single sign-on into an existing account needs its holder’s consent', () => {
  let t: TestApp;
  let idp: LocalIdentityProvider;
  let dns: LocalDnsServer;
  let owner: SignedIn;
  let partner: SignedIn;
  let firm: FirmDetail;

  const call = (who: SignedIn, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  async function ssoSignIn(email: string, subject: string) {
    const start = await t.app.inject({ method: 'POST', url: '/api/auth/sso/start', payload: { email, callbackURL: '/matters' } });
    expect(start.statusCode, start.body).toBe(200);
    const back = await signInAtProvider(start.json<{ url: string }>().url, { subject, redirectUri: REDIRECT_URI });
    return t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  }
  const linkTokenIn = (body: string) => decodeURIComponent(/\/sso\/link\?token=([\w%-]+)/.exec(body)![1]!);
  const linkedTo = (userId: string) =>
    t.database.db.select().from(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, `firm-sso:${firm.id}`)));
  const auditOf = async (action: string) => (await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action)));

  beforeAll(async () => {
    [idp, dns] = await Promise.all([startIdentityProvider({ redirectUri: REDIRECT_URI }), startDnsServer()]);
    t = await buildTestApp({ env: { PUBLIC_URL, SSO_ALLOW_PRIVATE_ISSUERS: 'true', DNS_SERVERS: dns.address } });
    partner = await verifiedUser(t, { email: `partner@${DOMAIN}` });
    owner = await verifiedUser(t, { email: `mallory@${DOMAIN}` });
    await t.database.db.update(profiles).set({ subscriptionPlan: 'firm' }).where(eq(profiles.userId, owner.user.id));
    firm = (await call(owner, 'POST', '/api/firms', { name: 'Mallory & Co' })).json<FirmDetail>();
    const saved = await call(owner, 'PUT', `/api/firms/${firm.id}/sso`, { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, emailDomain: DOMAIN });
    expect(saved.statusCode, saved.body).toBe(200);
    const claim = saved.json<FirmSsoView>().domain!;
    dns.txt.set(claim.recordName, [claim.recordValue]);
    const verified = await call(owner, 'POST', `/api/firms/${firm.id}/sso/verify-domain`);
    expect(verified.json<FirmSsoView>().domain?.status, verified.body).toBe('verified');
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([idp?.close(), dns?.close()]);
  });

  it('lets no one claim a domain for single sign-on before proving their own address in it', async () => {
    const claimant = await signedInUser(t, { email: 'owner@unproven-example.test' });
    await t.database.db.update(profiles).set({ subscriptionPlan: 'firm' }).where(eq(profiles.userId, claimant.user.id));
    const other = (await call(claimant, 'POST', '/api/firms', { name: 'Unproven LLP' })).json<FirmDetail>();
    const settings = { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, emailDomain: 'unproven-example.test' };
    const refused = await call(claimant, 'PUT', `/api/firms/${other.id}/sso`, settings);
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toEqual({ error: 'failed-precondition', message: EMAIL_VERIFICATION_MESSAGES.required('set up single sign-on for unproven-example.test') });
    await verifyAddress(t, claimant.user.email);
    expect((await call(claimant, 'PUT', `/api/firms/${other.id}/sso`, settings)).statusCode).toBe(200);
  });

  it('does not sign the owner’s provider in as the invited partner: it emails the partner instead', async () => {
    expect((await call(owner, 'POST', `/api/firms/${firm.id}/members`, { email: partner.user.email, role: 'member' })).statusCode).toBe(201);
    idp.accounts.set('mallory-as-partner', { email: partner.user.email, name: 'Not The Partner', emailVerified: true });

    const refused = await ssoSignIn(partner.user.email, 'mallory-as-partner');
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/login?sso-error=link-consent');
    expect(cookieFrom(refused)).not.toMatch(/session_token=/);
    expect(await linkedTo(partner.user.id)).toEqual([]);
    // The invitation is still waiting, and the partner is not a member: the provider got nothing.
    const [invitation] = await t.database.db.select().from(firmInvitations).where(eq(firmInvitations.email, partner.user.email));
    expect(invitation!.acceptedAt).toBeNull();
    expect((await call(partner, 'GET', '/api/firms')).json<ListFirmsResponse>().firms).toEqual([]);

    const email = (await latestMessage(t.database.db, partner.user.email))!;
    expect(email.subject).toMatch(/Connect Mallory & Co’s single sign-on/);
    expect(email.body).toContain(SSO_LINK_MESSAGES.explain('Mallory & Co', idp.issuer, partner.user.email));
    expect(email.body).toContain(SSO_LINK_MESSAGES.notYou);

    // Trying again at once does not flood the partner's inbox.
    expect((await ssoSignIn(partner.user.email, 'mallory-as-partner')).headers.location).toBe('/login?sso-error=link-consent');
    expect((await latestMessage(t.database.db, partner.user.email))!.id).toBe(email.id);
    expect((await auditOf('auth.sso-link-requested')).length).toBe(1);
  });

  it('links only when the holder confirms through the emailed link, once; the next sign-in is theirs', async () => {
    const token = linkTokenIn((await latestMessage(t.database.db, partner.user.email))!.body);
    const preview = await t.app.inject({ method: 'POST', url: '/api/sso/link-requests/preview', payload: { token } });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({ firmName: 'Mallory & Co', issuer: idp.issuer, email: partner.user.email });
    expect(await linkedTo(partner.user.id)).toEqual([]);

    const confirmed = await t.app.inject({ method: 'POST', url: '/api/sso/link-requests/confirm', payload: { token } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await linkedTo(partner.user.id)).toHaveLength(1);
    expect(await auditOf('auth.sso-linked')).toEqual([expect.objectContaining({ actorUserId: partner.user.id, subjectEmail: partner.user.email })]);
    const reused = await t.app.inject({ method: 'POST', url: '/api/sso/link-requests/confirm', payload: { token } });
    expect(reused.statusCode).toBe(404);
    expect(reused.json()).toEqual({ error: 'not-found', message: SSO_LINK_MESSAGES.invalid });

    const signedIn = await ssoSignIn(partner.user.email, 'mallory-as-partner');
    expect(signedIn.headers.location).toBe('/matters');
    const session = { headers: bearer(await apiToken(t.app, cookieFrom(signedIn))) };
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: session.headers })).json()).toMatchObject({ uid: partner.user.id });
    expect((await t.app.inject({ method: 'GET', url: '/api/firms', headers: session.headers })).json<ListFirmsResponse>().firms).toEqual([
      expect.objectContaining({ id: firm.id, role: 'member' }),
    ]);
  });

  it('refuses a link whose hour has passed', async () => {
    const late = await verifiedUser(t, { email: `associate@${DOMAIN}` });
    idp.accounts.set('associate', { email: late.user.email, name: 'Ann Associate' });
    expect((await ssoSignIn(late.user.email, 'associate')).headers.location).toBe('/login?sso-error=link-consent');
    const token = linkTokenIn((await latestMessage(t.database.db, late.user.email))!.body);
    await t.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(like(verifications.identifier, 'firm-sso-link:%'));
    const expired = await t.app.inject({ method: 'POST', url: '/api/sso/link-requests/confirm', payload: { token } });
    expect(expired.statusCode).toBe(404);
    expect(await linkedTo(late.user.id)).toEqual([]);
  });

  it('removes, at upgrade, the links the old rule made without consent, and keeps the provider’s own accounts (migration 0030)', async () => {
    const invited = await verifiedUser(t, { email: `invited@${DOMAIN}` });
    idp.accounts.set('invited', { email: invited.user.email, name: 'Ina Invited' });
    // What the callback did before issue #40 for an invited or member account: a link, straight away.
    await t.database.db.insert(accounts).values({ id: randomUUID(), providerId: `firm-sso:${firm.id}`, accountId: 'invited', userId: invited.user.id, updatedAt: new Date() });
    idp.accounts.set('newcomer', { email: `newcomer@${DOMAIN}`, name: 'Nell Newcomer' });
    const created = await ssoSignIn(`newcomer@${DOMAIN}`, 'newcomer');
    expect(created.headers.location).toBe('/matters');

    const migration = await readFile(path.resolve('src/server/db/migrations/0030_revoke_unconsented_sso_links.sql'), 'utf8');
    await t.database.db.execute(sql.raw(migration));
    expect(await linkedTo(invited.user.id)).toEqual([]);
    expect((await ssoSignIn(invited.user.email, 'invited')).headers.location).toBe('/login?sso-error=link-consent');
    expect((await ssoSignIn(`newcomer@${DOMAIN}`, 'newcomer')).headers.location).toBe('/matters');
  });

  it('offers no link into an account whose address was never proven, and emails nobody', async () => {
    const squatter = await signedInUser(t, { email: `counsel@${DOMAIN}` });
    const before = (await latestMessage(t.database.db, squatter.user.email))!.id;
    idp.accounts.set('counsel', { email: squatter.user.email, name: 'Real Counsel' });
    expect((await ssoSignIn(squatter.user.email, 'counsel')).headers.location).toBe('/login?sso-error=link-unverified');
    expect((await latestMessage(t.database.db, squatter.user.email))!.id).toBe(before);
    expect(await linkedTo(squatter.user.id)).toEqual([]);
  });

  it('lets a lawyer whose account predates proven addresses in, when the firm requires single sign-on: a password reset proves the address, then the emailed consent links', async () => {
    // Before issue #40 no address was verified: this lawyer's account is one of those.
    const lawyer = await signedInUser(t, { email: `senior@${DOMAIN}`, password: 'old-password' });
    idp.accounts.set('senior', { email: lawyer.user.email, name: 'Sue Senior' });
    const required = await call(owner, 'PUT', `/api/firms/${firm.id}/sso`, { issuer: idp.issuer, clientId: idp.clientId, emailDomain: DOMAIN, required: true });
    expect(required.statusCode, required.body).toBe(200);

    expect((await ssoSignIn(lawyer.user.email, 'senior')).headers.location).toBe('/login?sso-error=link-unverified');
    const password = await signIn(t.app, lawyer.user.email, 'old-password');
    expect(password.statusCode).toBe(403);
    expect(password.json()).toMatchObject({ code: SSO_REQUIRED_CODE });

    // "Forgot password" still works for the domain: the reset's link went to the address, so it proves it.
    const asked = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: lawyer.user.email, redirectTo: '/reset-password' } });
    expect(asked.statusCode, asked.body).toBe(200);
    const resetToken = decodeURIComponent(/reset-password\?token=([^\s&]+)/.exec((await latestMessage(t.database.db, lawyer.user.email))!.body)![1]!);
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: resetToken, newPassword: 'new-password' } });
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await ssoSignIn(lawyer.user.email, 'senior')).headers.location).toBe('/login?sso-error=link-consent');
    await consentToSsoLink(t, lawyer.user.email);
    const signedIn = await ssoSignIn(lawyer.user.email, 'senior');
    expect(signedIn.headers.location).toBe('/matters');
    const session = { headers: bearer(await apiToken(t.app, cookieFrom(signedIn))) };
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: session.headers })).json()).toMatchObject({ uid: lawyer.user.id, emailVerified: true });
  });
});
