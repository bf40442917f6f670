import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditEvents, firmSso, users } from '../../src/server/db/schema';
import type { FirmDetail, ListFirmsResponse } from '../../src/shared/api/firms';
import type { FirmSsoView } from '../../src/shared/api/sso';
import { SSO_REQUIRED_CODE, ssoRequiredMessage } from '../../src/shared/api/sso';
import { adminWithMfa, signedInUser, signInWithSms, type SignedIn } from '../support/admin';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser, cookieFrom, latestMessage } from '../support/builders';
import { startIdentityProvider, type LocalIdentityProvider } from '../support/oidc-provider';
import { createDnsResolver } from '../../src/server/providers/dns';
import { startDnsServer, type LocalDnsServer } from '../support/dns-server';
import { firmWithOwner, publishAndVerify } from '../support/firm-sso';
import { consentToSsoLink, verifyAddress } from '../support/email-verification';
import { signInAtProvider } from '../support/sso-browser';

const PUBLIC_URL = 'http://localhost:3000';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/sso/callback`;
const DOMAIN = 'example-law.test';

/** Issue #19: a firm signs its people in through its own OpenID Connect provider, with just-in-time membership. */
describe('single sign-on for a firm', () => {
  let t: TestApp;
  let idp: LocalIdentityProvider;
  let dns: LocalDnsServer;
  let owner: SignedIn;
  let firm: FirmDetail;

  const call = (who: SignedIn, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const settings = (overrides: object = {}) => ({
    issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, emailDomain: DOMAIN, ...overrides,
  });

  /** Starts at the app, signs in at the provider as `subject`, and returns the app's answer to the callback. */
  async function ssoSignIn(email: string, subject: string) {
    const start = await t.app.inject({ method: 'POST', url: '/api/auth/sso/start', payload: { email, callbackURL: '/matters' } });
    expect(start.statusCode, start.body).toBe(200);
    const back = await signInAtProvider(start.json<{ url: string }>().url, { subject, redirectUri: REDIRECT_URI });
    return t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  }

  beforeAll(async () => {
    idp = await startIdentityProvider({ redirectUri: REDIRECT_URI });
    dns = await startDnsServer();
    // The provider runs on 127.0.0.1: the operator's setting for intranet providers lets the app reach it (issue #40).
    t = await buildTestApp({ env: { PUBLIC_URL, SSO_ALLOW_PRIVATE_ISSUERS: 'true' }, deps: { dnsResolver: createDnsResolver({ servers: [dns.address] }) } });
    ({ owner, firm } = await firmWithOwner(t, { email: `partner@${DOMAIN}`, name: 'Pat Partner', firmName: 'Example Law LLP' }));
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
    await dns.close();
  });

  it('lets an owner connect the firm’s provider once its discovery document is read, and never shows the secret', async () => {
    expect((await call(owner, 'GET', `/api/firms/${firm.id}/sso`)).json<FirmSsoView>()).toMatchObject({ configured: false, redirectUri: REDIRECT_URI });
    const unreachable = await call(owner, 'PUT', `/api/firms/${firm.id}/sso`, settings({ issuer: 'http://127.0.0.1:9' }));
    expect(unreachable.statusCode).toBe(412);
    expect(unreachable.json().message).toMatch(/identity provider at http:\/\/127\.0\.0\.1:9 could not be reached/);
    const publicDomain = await call(owner, 'PUT', `/api/firms/${firm.id}/sso`, settings({ emailDomain: 'gmail.com' }));
    expect(publicDomain.statusCode).toBe(400);
    expect(publicDomain.body).toContain('public email service');
    const notTheirs = await call(owner, 'PUT', `/api/firms/${firm.id}/sso`, settings({ emailDomain: 'other-firm.test' }));
    expect(notTheirs.statusCode).toBe(412);

    const saved = await call(owner, 'PUT', `/api/firms/${firm.id}/sso`, settings({ emailDomain: '@Example-Law.TEST' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<FirmSsoView>()).toMatchObject({ configured: true, issuer: idp.issuer, clientId: idp.clientId, emailDomain: DOMAIN, required: false });
    expect(saved.body).not.toContain(idp.clientSecret);
    const [row] = await t.database.db.select().from(firmSso).where(eq(firmSso.firmId, firm.id));
    expect(row!.clientSecretEncrypted).not.toContain(idp.clientSecret);
    // Nobody signs in through it until DNS proves the firm holds the domain.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sso/start', payload: { email: `jane@${DOMAIN}` } })).statusCode).toBe(404);
    expect((await publishAndVerify(t, dns, owner, firm.id)).json<FirmSsoView>().domain?.status).toBe('verified');

    const stranger = await signedInUser(t);
    expect((await call(stranger, 'GET', `/api/firms/${firm.id}/sso`)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', `/api/firms/${firm.id}/sso`, settings())).statusCode).toBe(404);
  });

  it('signs a new person in through the provider and makes them a member of the firm just in time', async () => {
    idp.accounts.set('jane', { email: `jane@${DOMAIN}`, name: 'Jane Roe' });
    const callback = await ssoSignIn(`jane@${DOMAIN}`, 'jane');
    expect(callback.statusCode, callback.body).toBe(302);
    expect(callback.headers.location).toBe('/matters');
    const jane = { headers: bearer(await apiToken(t.app, cookieFrom(callback))) };
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: jane.headers });
    expect(me.json()).toMatchObject({ email: `jane@${DOMAIN}`, firstName: 'Jane', lastName: 'Roe', tokenCount: 10_000 });
    const firms = (await t.app.inject({ method: 'GET', url: '/api/firms', headers: jane.headers })).json<ListFirmsResponse>();
    expect(firms.firms).toEqual([expect.objectContaining({ id: firm.id, role: 'member' })]);

    // Signing in again is the same account, not a second one.
    await ssoSignIn(`jane@${DOMAIN}`, 'jane');
    expect(await t.database.db.select().from(users).where(eq(users.email, `jane@${DOMAIN}`))).toHaveLength(1);
    const actions = (await t.database.db.select().from(auditEvents)).map((e) => e.action);
    expect(actions.filter((a) => a === 'firm.member-provisioned')).toHaveLength(1);
  });

  it('does not let the provider take over an account outside the firm, nor sign in addresses outside its domain', async () => {
    const outsider = await buildUser(t.app, { email: `solo@${DOMAIN}` });
    idp.accounts.set('solo', { email: outsider.email, name: 'Solo Practitioner' });
    const refused = await ssoSignIn(outsider.email, 'solo');
    // An address never proven is not offered a link (issue #40): whoever signed up with it may not hold it.
    expect(refused.headers.location).toBe('/login?sso-error=link-unverified');
    expect(await t.database.db.select().from(accounts).where(and(eq(accounts.userId, outsider.id), eq(accounts.providerId, `firm-sso:${firm.id}`)))).toEqual([]);

    idp.accounts.set('elsewhere', { email: 'someone@elsewhere.test', name: 'Someone Else' });
    expect((await ssoSignIn(`elsewhere@${DOMAIN}`, 'elsewhere')).headers.location).toBe('/login?sso-error=domain');
    idp.accounts.set('unverified', { email: `new@${DOMAIN}`, name: 'New Hire', emailVerified: false });
    expect((await ssoSignIn(`new@${DOMAIN}`, 'unverified')).headers.location).toBe('/login?sso-error=unverified');
    // An ID token that does not say the address is verified is refused too (issue #41 item 8), with the reason.
    idp.accounts.set('silent', { email: `quiet@${DOMAIN}`, name: 'Quiet Hire', emailVerified: null });
    expect((await ssoSignIn(`quiet@${DOMAIN}`, 'silent')).headers.location).toBe('/login?sso-error=unverified');
    expect(await t.database.db.select().from(users).where(eq(users.email, `quiet@${DOMAIN}`))).toEqual([]);
    const [failed] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.sign-in-failed')).orderBy(desc(auditEvents.id)).limit(1);
    expect(failed!.details).toMatchObject({ method: 'sso', reason: 'unverified', emailVerified: 'absent' });
  });

  it('uses each sign-in attempt once', async () => {
    idp.accounts.set('sam', { email: `sam@${DOMAIN}`, name: 'Sam Poe' });
    const start = await t.app.inject({ method: 'POST', url: '/api/auth/sso/start', payload: { email: `sam@${DOMAIN}` } });
    const back = await signInAtProvider(start.json<{ url: string }>().url, { subject: 'sam', redirectUri: REDIRECT_URI });
    const first = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(first.headers.location).toBe('/dashboard');
    const replay = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(replay.headers.location).toBe('/login?sso-error=expired');
    expect(replay.headers['set-cookie']).toBeUndefined();
  });

  it('answers an address no firm signs in with a sentence, not a redirect', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sso/start', payload: { email: 'someone@nowhere.test' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No firm signs in nowhere.test addresses through single sign-on. Sign in with your email and password.');
  });

  it('never signs an administrator in through the provider, which skips their SMS code; "required" leaves them password and code', async () => {
    const admin = await adminWithMfa(t, { email: `it-admin@${DOMAIN}` });
    await verifyAddress(t, admin.user.email);
    idp.accounts.set('it-admin', { email: admin.user.email, name: 'Ida Admin' });
    const emailsBefore = (await latestMessage(t.database.db, admin.user.email))!.id;
    const unlinked = await ssoSignIn(admin.user.email, 'it-admin');
    expect(unlinked.headers.location).toBe('/login?sso-error=admin');
    expect(cookieFrom(unlinked)).not.toMatch(/session_token=/);
    // No consent is asked: there is nothing it could consent to.
    expect((await latestMessage(t.database.db, admin.user.email))!.id).toBe(emailsBefore);

    // A link made before the account became an administrator's does not sign it in either.
    await t.database.db.insert(accounts).values({ id: randomUUID(), providerId: `firm-sso:${firm.id}`, accountId: 'it-admin', userId: admin.user.id, updatedAt: new Date() });
    const linked = await ssoSignIn(admin.user.email, 'it-admin');
    expect(linked.headers.location).toBe('/login?sso-error=admin');
    expect(cookieFrom(linked)).not.toMatch(/session_token=/);
    const [failed] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.sign-in-failed')).orderBy(desc(auditEvents.id)).limit(1);
    expect(failed!.details).toMatchObject({ method: 'sso', reason: 'admin', firmId: firm.id });

    // With single sign-on required for the domain, the administrator still signs in with password and SMS code.
    expect((await call(owner, 'PUT', `/api/firms/${firm.id}/sso`, { ...settings({ required: true }), clientSecret: undefined })).statusCode).toBe(200);
    const cookie = await signInWithSms(t, admin.user.email, admin.user.password, admin.phone);
    const adminArea = await t.app.inject({ method: 'GET', url: '/api/admin/sso-requirements', headers: bearer(await apiToken(t.app, cookie)) });
    expect(adminArea.statusCode, adminArea.body).toBe(200);
    const owners = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: owner.user.email, password: owner.user.password } });
    expect(owners.statusCode).toBe(403);
  });

  it('when the firm requires it, refuses password sign-in and sign-up for its domain only', async () => {
    const member = await signedInUser(t);
    const required = await call(owner, 'PUT', `/api/firms/${firm.id}/sso`, { ...settings({ required: true }), clientSecret: undefined });
    expect(required.statusCode, required.body).toBe(200);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: owner.user.email, password: owner.user.password } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({
      code: SSO_REQUIRED_CODE,
      message: ssoRequiredMessage(DOMAIN, { name: 'Example Law LLP', ownerName: 'Pat Partner', ownerEmail: owner.user.email }),
    });
    const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email: `newcomer@${DOMAIN}`, password: 'correct-horse', name: 'New Comer' } });
    expect(signUp.statusCode).toBe(403);
    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: member.user.email, password: member.user.password } });
    expect(elsewhere.statusCode).toBe(200);
    // The owner still gets in through the provider, once they have consented by the link it emailed them (issue #40).
    idp.accounts.set('partner', { email: owner.user.email, name: 'Pat Partner' });
    expect((await ssoSignIn(owner.user.email, 'partner')).headers.location).toBe('/login?sso-error=link-consent');
    await consentToSsoLink(t, owner.user.email);
    expect((await ssoSignIn(owner.user.email, 'partner')).headers.location).toBe('/matters');
    expect((await call(owner, 'DELETE', `/api/firms/${firm.id}/sso`)).json<FirmSsoView>().configured).toBe(false);
  });
});
