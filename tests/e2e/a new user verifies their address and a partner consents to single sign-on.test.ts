import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import { EMAIL_VERIFICATION_MESSAGES } from '../../src/shared/api/email-verification';
import type { FirmDetail } from '../../src/shared/api/firms';
import type { FirmSsoView } from '../../src/shared/api/sso';
import { SSO_ERRORS } from '../../src/shared/api/sso';
import { SSO_LINK_MESSAGES } from '../../src/shared/api/sso-links';
import { apiToken, bearer, buildUser } from '../support/builders';
import { startDnsServer, type LocalDnsServer } from '../support/dns-server';
import { startIdentityProvider, type LocalIdentityProvider } from '../support/oidc-provider';
import { signInAtProvider } from '../support/sso-browser';
import { setUpJourney, visit } from './support/harness';
import { createUser, expectToast, fillAccountForm, latestMessage, submitLogin } from './support/identity';

const ARTIFACTS = path.resolve('test-results/email-verification');
const DOMAIN = 'bigfirm-example.test';
const shot = (file: string) => path.join(ARTIFACTS, file);

/** Issue #40 in the browser: the dashboard asks for the address's proof, and single sign-on asks the holder first. */
// The domain's DNS, which the app asks for the firm's TXT record: started first, as the app is told its address.
const dns: LocalDnsServer = await startDnsServer();

describe('a new user verifies their address, and a partner consents to single sign-on', () => {
  const journey = setUpJourney({ env: { SSO_ALLOW_PRIVATE_ISSUERS: 'true', DNS_SERVERS: dns.address } });
  let idp: LocalIdentityProvider;
  beforeAll(() => mkdir(ARTIFACTS, { recursive: true }));
  afterAll(async () => {
    await idp?.close();
    await dns.close();
  });

  it('signs up, is asked on the dashboard to verify, sends the link again, and opens it', async () => {
    const { page, consoleErrors } = await journey.open();
    await visit(page, '/signup');
    await fillAccountForm(page, { firstName: 'Vera', lastName: 'Verity', email: 'vera@firm.test', password: 'secret1' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard');
    const banner = page.getByRole('region', { name: EMAIL_VERIFICATION_MESSAGES.bannerTitle });
    await banner.getByText(EMAIL_VERIFICATION_MESSAGES.banner('vera@firm.test')).waitFor();
    await page.screenshot({ path: shot('dashboard-verify-banner.png') });

    await banner.getByRole('button', { name: EMAIL_VERIFICATION_MESSAGES.resend }).click();
    await expectToast(page, 'Link sent', EMAIL_VERIFICATION_MESSAGES.resent('vera@firm.test'));
    await banner.getByRole('button', { name: 'Link sent' }).waitFor();
    await page.screenshot({ path: shot('dashboard-link-sent.png') });

    const link = /(https?:\/\/\S+\/verify-email\?token=\S+)/.exec((await latestMessage(journey.app.database.db, 'vera@firm.test'))!.body)![1]!;
    await visit(page, link);
    await page.getByRole('heading', { name: EMAIL_VERIFICATION_MESSAGES.verified }).waitFor();
    await page.screenshot({ path: shot('verify-email-verified.png') });
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.getByRole('heading', { name: 'Welcome, Vera' }).waitFor();
    expect(await banner.count()).toBe(0);

    await visit(page, '/verify-email?token=not-a-token');
    await page.getByRole('alert').filter({ hasText: EMAIL_VERIFICATION_MESSAGES.invalidLink }).waitFor();
    await page.screenshot({ path: shot('verify-email-invalid.png') });
    expect(consoleErrors.filter((error) => !error.includes('400'))).toEqual([]);
  });

  it('an unverified account is asked at sign-in to verify, and a firm invitation waits for the proof, with the link offered again in place', async () => {
    const owner = await createUser(journey.app, { name: 'Olga Owner' });
    const invitee = await buildUser(journey.app.app, { name: 'Ivan Invitee' });
    const ownerHeaders = bearer(await apiToken(journey.app.app, owner.cookie));
    const firm = (await journey.app.app.inject({ method: 'POST', url: '/api/firms', headers: ownerHeaders, payload: { name: 'Owner & Co' } })).json<FirmDetail>();
    await journey.app.database.db.update(profiles).set({ subscriptionPlan: 'firm' }).where(eq(profiles.userId, owner.id));
    await journey.app.app.inject({ method: 'POST', url: `/api/firms/${firm.id}/members`, headers: ownerHeaders, payload: { email: invitee.email, role: 'member' } });
    const join = /https?:\/\/\S+(\/firms\/join\?token=[\w%-]+)/.exec((await latestMessage(journey.app.database.db, invitee.email))!.body)![1]!;

    const { page } = await journey.open();
    await visit(page, '/login');
    await submitLogin(page, invitee.email, invitee.password);
    await page.waitForURL('**/dashboard');
    // An account whose address is not verified (every account made before sign-up sent the link) is asked at sign-in.
    await page.getByRole('region', { name: EMAIL_VERIFICATION_MESSAGES.bannerTitle }).getByText(EMAIL_VERIFICATION_MESSAGES.banner(invitee.email)).waitFor();
    await visit(page, join);
    await page.getByRole('alert').filter({ hasText: EMAIL_VERIFICATION_MESSAGES.required('join Owner & Co') }).waitFor();
    await page.getByRole('button', { name: EMAIL_VERIFICATION_MESSAGES.resend }).waitFor();
    await page.screenshot({ path: shot('firm-join-needs-verified-address.png') });
  });

  it('the provider’s first sign-in as an existing partner is refused, and the emailed link connects them', async () => {
    idp = await startIdentityProvider({ redirectUri: `${journey.app.baseUrl}/api/auth/sso/callback` });
    const owner = await createUser(journey.app, { email: `owner@${DOMAIN}`, name: 'Olive Owner' });
    const partner = await createUser(journey.app, { email: `partner@${DOMAIN}`, name: 'Pat Partner' });
    await journey.app.database.db.update(profiles).set({ subscriptionPlan: 'firm' }).where(eq(profiles.userId, owner.id));
    const headers = bearer(await apiToken(journey.app.app, owner.cookie));
    const call = (method: 'POST' | 'PUT', url: string, payload?: object) => journey.app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const firm = (await call('POST', '/api/firms', { name: 'Big Firm LLP' })).json<FirmDetail>();
    const saved = await call('PUT', `/api/firms/${firm.id}/sso`, { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, emailDomain: DOMAIN });
    const claim = saved.json<FirmSsoView>().domain!;
    dns.txt.set(claim.recordName, [claim.recordValue]);
    expect((await call('POST', `/api/firms/${firm.id}/sso/verify-domain`)).json<FirmSsoView>().domain?.status).toBe('verified');
    idp.accounts.set('pat', { email: partner.email, name: 'Pat Partner' });

    const { page } = await journey.open();
    await visit(page, '/login');
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await page.getByLabel('Work email').fill(partner.email);
    await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await page.waitForURL((url) => url.origin === idp.issuer);
    await page.getByLabel('User ID').fill('pat');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('sso-error') === 'link-consent');
    await page.getByRole('alert').filter({ hasText: SSO_ERRORS['link-consent'] }).waitFor();
    await page.screenshot({ path: shot('login-sso-link-consent.png') });

    const link = /(https?:\/\/\S+\/sso\/link\?token=[\w%-]+)/.exec((await latestMessage(journey.app.database.db, partner.email))!.body)![1]!;
    await visit(page, link);
    await page.getByRole('heading', { name: SSO_LINK_MESSAGES.title }).waitFor();
    await page.screenshot({ path: shot('sso-link-consent.png') });
    await page.getByRole('button', { name: SSO_LINK_MESSAGES.confirm }).click();
    await page.getByRole('status').filter({ hasText: SSO_LINK_MESSAGES.confirmed('Big Firm LLP') }).waitFor();
    await page.screenshot({ path: shot('sso-link-connected.png') });

    await visit(page, link);
    await page.getByRole('alert').filter({ hasText: SSO_LINK_MESSAGES.invalid }).waitFor();
    await page.screenshot({ path: shot('sso-link-used.png') });

    // The next sign-in through the provider is the partner's own.
    const start = await journey.app.app.inject({ method: 'POST', url: '/api/auth/sso/start', payload: { email: partner.email } });
    const back = await signInAtProvider(start.json<{ url: string }>().url, { subject: 'pat', redirectUri: `${journey.app.baseUrl}/api/auth/sso/callback` });
    expect((await journey.app.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` })).headers.location).toBe('/dashboard');
  });
});
