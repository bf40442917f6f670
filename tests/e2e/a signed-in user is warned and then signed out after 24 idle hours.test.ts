import { describe, expect, it } from 'vitest';
import { LAST_ACTIVITY_KEY } from '../../src/client/lib/session/inactivity';
import { setUpJourney, visit } from './support/harness';
import { createUser, expectToast, submitLogin } from './support/identity';

const MINUTE = 60_000;

describe('a signed-in user is warned and then signed out after 24 idle hours', () => {
  const journey = setUpJourney();

  it('sees the warning 30 minutes before expiry and the expiry notice, then lands on /login', async () => {
    const user = await createUser(journey.app);
    const { page } = await journey.open();
    await page.clock.install();
    await visit(page, '/login');
    await submitLogin(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    // The inactivity monitor arrives in its own chunk once someone is signed in, and counts the sign-in as activity.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), LAST_ACTIVITY_KEY), { timeout: 15_000 })
      .not.toBeNull();
    await page.mouse.move(1, 1);

    // fastForward fires each due timer once, so the 5-second toast timers do not run out meanwhile.
    await page.clock.fastForward(23 * 60 * MINUTE + 31 * MINUTE);
    await expectToast(page, 'Session Warning', 'Your session will expire in 30 minutes due to inactivity. Click anywhere to stay logged in.');

    await page.clock.fastForward(30 * MINUTE);
    await expectToast(page, 'Session Expired', 'Your session has expired due to inactivity. Please log in again.');
    // Signing out also makes the protected page redirect (with a returnUrl); either way the user is at /login.
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
