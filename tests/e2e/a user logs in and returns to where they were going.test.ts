import { describe, expect, it } from 'vitest';
import { setUpJourney, visit } from './support/harness';
import { createUser, submitLogin, expectToast } from './support/identity';

describe('a user logs in and returns to where they were going', () => {
  const journey = setUpJourney();

  it('is sent to /login with a returnUrl, signs in, comes back, and logs out to the home page', async () => {
    const user = await createUser(journey.app, { name: 'Lee Lawyer' });
    const { page } = await journey.open();

    await visit(page, '/sessions');
    await page.waitForURL('**/login?returnUrl=%2Fsessions');
    await submitLogin(page, user.email, user.password);
    await expectToast(page, 'Welcome back!', 'You have successfully logged in.');
    await page.waitForURL((url) => url.pathname === '/sessions');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
  });

  it('ignores a returnUrl that leaves the site and goes to the dashboard', async () => {
    const user = await createUser(journey.app);
    const { page } = await journey.open();
    await visit(page, `/login?returnUrl=${encodeURIComponent('https://evil.example/phish')}`);
    await submitLogin(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    expect(new URL(page.url()).host).toBe(new URL(journey.app.baseUrl).host);
  });

  it('a signed-in non-admin sees a clear no-access screen at /admin', async () => {
    const user = await createUser(journey.app);
    const { page } = await journey.open();
    await visit(page, '/login');
    await submitLogin(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await visit(page, '/admin');
    await page.getByRole('heading', { name: 'No access' }).waitFor();
  });

  it('/auth-test shows the auth state, the token’s claims and age, and an authenticated round trip', async () => {
    const user = await createUser(journey.app);
    const { page } = await journey.open();
    await visit(page, '/login');
    await submitLogin(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await visit(page, '/auth-test');
    expect(await page.getByTestId('auth-state').innerText()).toBe('authenticated');
    await page.getByRole('button', { name: 'Fetch a fresh token and call the API' }).click();
    const claims = JSON.parse(await page.getByTestId('token-claims').innerText()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: user.id, email: user.email, role: 'user' });
    expect(typeof claims.sid).toBe('string');
    expect(await page.getByTestId('round-trip').innerText()).toMatch(new RegExp(`^OK in \\d+ ms — GET /api/me answered for ${user.email}`));
  });

  it('is treated as signed out when the identity provider does not answer within 5 seconds', async () => {
    const { page } = await journey.open();
    await page.route('**/api/auth/get-session', () => {
      // Never answered: the provider hangs.
    });
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const login = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' });
    expect(await login.count()).toBe(0);
    const started = Date.now();
    await login.waitFor({ timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThan(3_000);
  });
});
