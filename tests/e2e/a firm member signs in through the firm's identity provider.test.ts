import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import { SSO_ERRORS, ssoRequiredMessage } from '../../src/shared/api/sso';
import { startDnsServer } from '../support/dns-server';
import { startIdentityProvider, type LocalIdentityProvider } from '../support/oidc-provider';
import { setUpJourney, visit } from './support/harness';
import { createUser, expectToast, submitLogin } from './support/identity';

const ARTIFACTS = path.resolve('test-results/firm-sso');
const DOMAIN = 'example-law.test';

/** At /login: opens the single sign-on form, enters the work email and goes to the firm's provider. */
async function startSso(page: Page, email: string, screenshot?: string) {
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await page.getByLabel('Work email').fill(email);
  if (screenshot) await page.screenshot({ path: path.join(ARTIFACTS, screenshot) });
  await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
}

/** At the provider's own sign-in page: who you are there. */
async function signInAtProvider(page: Page, idp: LocalIdentityProvider, subject: string, screenshot?: string) {
  await page.waitForURL((url) => url.origin === idp.issuer);
  await page.getByLabel('User ID').fill(subject);
  if (screenshot) await page.screenshot({ path: path.join(ARTIFACTS, screenshot) });
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const ssoSection = (page: Page) => page.getByRole('region', { name: 'Single sign-on' });

/** The firm's single sign-on section as it looks, without the sticky header or a toast over it. */
async function shootSection(page: Page, file: string) {
  await ssoSection(page).screenshot({
    path: path.join(ARTIFACTS, file),
    style: 'header { position: static !important; } .toast-root { visibility: hidden; }',
  });
}

// The domain's DNS, served by a real DNS server that the app asks through DNS_SERVERS, as an operator would set it.
const dns = await startDnsServer();

describe("a firm member signs in through the firm's identity provider", () => {
  // The provider runs on 127.0.0.1: the operator's setting for intranet providers lets the app reach it.
  const journey = setUpJourney({ env: { SSO_ALLOW_PRIVATE_ISSUERS: 'true', DNS_SERVERS: dns.address } });
  let idp: LocalIdentityProvider;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let ownerPage: Page;

  beforeAll(async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    // The provider knows the app's callback as the redirect URI registered for it; the app's PUBLIC_URL is its address.
    idp = await startIdentityProvider({ redirectUri: `${journey.app.baseUrl}/api/auth/sso/callback` });
    idp.accounts.set('jane', { email: `jane@${DOMAIN}`, name: 'Jane Roe' });
    owner = await createUser(journey.app, { email: `partner@${DOMAIN}`, name: 'Pat Partner' });
    await journey.app.database.db.update(profiles).set({ subscriptionPlan: 'firm' }).where(eq(profiles.userId, owner.id));
  });
  afterAll(async () => {
    await idp?.close();
    await dns.close();
  });

  it('an owner creates a firm, connects its identity provider and proves the domain with a DNS record', async () => {
    ({ page: ownerPage } = await journey.open());
    await visit(ownerPage, '/login');
    await submitLogin(ownerPage, owner.email, owner.password);
    await ownerPage.waitForURL('**/dashboard');
    await visit(ownerPage, '/firms');
    await ownerPage.getByLabel('Firm name').fill('Example Law LLP');
    await ownerPage.getByRole('button', { name: 'Create a firm' }).click();
    await ownerPage.waitForURL((url) => url.searchParams.has('firm'));

    const section = ssoSection(ownerPage);
    await section.getByTestId('sso-summary').filter({ hasText: 'Not set up.' }).waitFor();
    expect(await section.getByTestId('sso-redirect-uri').inputValue()).toBe(`${journey.app.baseUrl}/api/auth/sso/callback`);

    // A provider that cannot be read is refused with the server's reason, in place.
    await section.getByLabel('Issuer URL').fill('http://127.0.0.1:9');
    await section.getByLabel('Client ID').fill(idp.clientId);
    await section.getByLabel('Client secret').fill(idp.clientSecret);
    await section.getByLabel('Email domain').fill(DOMAIN);
    await section.getByRole('button', { name: 'Save single sign-on' }).click();
    await section.getByRole('alert').filter({ hasText: 'could not be reached' }).waitFor();
    await shootSection(ownerPage, 'firm-sso-refused.png');

    await section.getByLabel('Issuer URL').fill(idp.issuer);
    await section.getByRole('button', { name: 'Save single sign-on' }).click();
    await expectToast(ownerPage, 'Single sign-on saved', `Now prove you hold ${DOMAIN}: add the TXT record shown below, then choose Verify.`);
    await section.getByTestId('sso-summary').filter({ hasText: `Set up for ${DOMAIN}, waiting for the domain to be verified by DNS` }).waitFor();
    expect(await section.getByLabel('Client secret').inputValue()).toBe('');
    await section.getByText('Leave blank to keep the stored secret.').waitFor();
    expect(await section.getByTestId('sso-txt-name').inputValue()).toBe(DOMAIN);
    const record = await section.getByTestId('sso-txt-value').inputValue();
    expect(record).toMatch(/^volnadraft-domain-verification=[0-9a-f]{32}$/);
    await section.getByTestId('sso-domain-status').filter({ hasText: 'Waiting for the record.' }).waitFor();

    // Verify before the record exists: the server's reason, in place.
    await section.getByRole('button', { name: 'Verify' }).click();
    await section.getByRole('alert').filter({ hasText: `DNS has no TXT record "${record}" at ${DOMAIN} yet` }).waitFor();
    await shootSection(ownerPage, 'firm-sso-pending.png');

    dns.txt.set(DOMAIN, [record]);
    await section.getByRole('button', { name: 'Verify' }).click();
    await expectToast(ownerPage, 'Domain verified', `People at ${DOMAIN} now sign in through your identity provider.`);
    await section.getByTestId('sso-summary').filter({ hasText: `Members with an address at ${DOMAIN} sign in through the firm’s identity provider, or with their password.` }).waitFor();
    await section.getByTestId('sso-domain-status').filter({ hasText: /^Verified .* Last checked / }).waitFor();
    await shootSection(ownerPage, 'firm-sso-desktop.png');
  });

  it('says so when no firm signs in the address', async () => {
    const { page } = await journey.open();
    await visit(page, '/login');
    await startSso(page, 'someone@nowhere.test');
    await expectToast(page, 'Login failed', 'No firm signs in nowhere.test addresses through single sign-on. Sign in with your email and password.');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('a new colleague signs in at the provider, lands on the dashboard and is a member of the firm', async () => {
    const { page, consoleErrors } = await journey.open();
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400 && /\/api\/(auth\/|me$|firms(\/[^/]+)?(\/sso)?$)/.test(new URL(response.url()).pathname)) refused.push(response.url());
    });
    await visit(page, '/login');
    await startSso(page, `jane@${DOMAIN}`, 'login-sso-form.png');
    await signInAtProvider(page, idp, 'jane', 'provider-sign-in.png');
    await page.waitForURL((url) => url.origin === journey.app.baseUrl && url.pathname === '/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).waitFor();

    await visit(page, '/firms');
    const firm = page.getByRole('navigation', { name: 'Your firms' }).getByRole('link', { name: /Example Law LLP/ });
    expect(await firm.innerText()).toMatch(/Example Law LLP\s+Member/);
    // A member reads how the firm signs in; only owners get the settings.
    await ssoSection(page).getByTestId('sso-summary').filter({ hasText: `Members with an address at ${DOMAIN}` }).waitFor();
    expect(await ssoSection(page).getByLabel('Issuer URL').count()).toBe(0);
    await shootSection(page, 'firm-sso-member.png');
    expect(refused).toEqual([]);
    // Nothing of the sign-in or the firm's settings was refused and nothing threw (other panels' answers are theirs).
    expect(consoleErrors.filter((message) => !message.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('returns to the page the sign-in was asked for, and explains a refusal at the provider', async () => {
    const { page } = await journey.open('phone');
    await visit(page, `/login?returnUrl=${encodeURIComponent('/firms')}`);
    await startSso(page, `jane@${DOMAIN}`, 'login-sso-form-phone.png');
    await signInAtProvider(page, idp, 'jane');
    await page.waitForURL((url) => url.origin === journey.app.baseUrl && url.pathname === '/firms');
    await page.getByRole('navigation', { name: 'Your firms' }).getByText('Example Law LLP').waitFor();

    const { page: stranger } = await journey.open();
    await visit(stranger, '/login');
    await startSso(stranger, `nobody@${DOMAIN}`);
    await signInAtProvider(stranger, idp, 'nobody');
    await stranger.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('sso-error') === 'provider');
    await stranger.getByRole('alert').filter({ hasText: SSO_ERRORS.provider }).waitFor();
    await stranger.screenshot({ path: path.join(ARTIFACTS, 'login-sso-error.png') });
  });

  it('once the owner requires it, a password sign-in at the domain is sent to single sign-on', async () => {
    const section = ssoSection(ownerPage);
    await section.getByLabel('Require single sign-on for this domain').check();
    await section.getByRole('button', { name: 'Save single sign-on' }).click();
    await section.getByTestId('sso-summary').filter({ hasText: 'signing in with a password is turned off for them.' }).waitFor();

    const { page } = await journey.open();
    await visit(page, '/login');
    await submitLogin(page, owner.email, owner.password);
    const required = ssoRequiredMessage(DOMAIN, { name: 'Example Law LLP', ownerName: 'Pat Partner', ownerEmail: owner.email });
    await page.getByRole('alert').filter({ hasText: required }).waitFor();
    expect(await page.getByLabel('Work email').inputValue()).toBe(owner.email);
    await page.getByRole('button', { name: 'Continue with single sign-on' }).waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'login-sso-required.png') });

    const { page: phone } = await journey.open('phone');
    await visit(phone, '/login');
    await submitLogin(phone, owner.email, owner.password);
    await phone.getByRole('alert').filter({ hasText: required }).waitFor();
    await ownerPage.setViewportSize({ width: 390, height: 844 });
    await shootSection(ownerPage, 'firm-sso-phone.png');
  });

  it('the owner removes single sign-on after confirming, and passwords work again', async () => {
    const section = ssoSection(ownerPage);
    ownerPage.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Remove single sign-on from Example Law LLP? Its members will sign in with their email and password again.');
      void dialog.accept();
    });
    await section.getByRole('button', { name: 'Remove single sign-on' }).click();
    await section.getByTestId('sso-summary').filter({ hasText: 'Not set up.' }).waitFor();
    expect(await section.getByLabel('Issuer URL').inputValue()).toBe('');

    const { page } = await journey.open();
    await visit(page, '/login');
    await submitLogin(page, owner.email, owner.password);
    await page.waitForURL('**/dashboard');
  });
});
