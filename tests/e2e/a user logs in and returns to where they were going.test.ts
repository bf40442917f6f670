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
});
