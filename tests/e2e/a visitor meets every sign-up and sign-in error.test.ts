import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { setUpJourney, visit } from './support/harness';
import { createUser, submitLogin, expectToast, fillAccountForm } from './support/identity';

async function fillSignup(page: Page, email: string, password: string, confirmPassword = password) {
  await fillAccountForm(page, { firstName: 'Eve', lastName: 'Example', email, password, confirmPassword });
  await page.getByRole('button', { name: 'Create account' }).click();
}

describe('a visitor meets every sign-up and sign-in error', () => {
  const journey = setUpJourney();

  it('sign-up: mismatch, too short, and an address already registered', async () => {
    const existing = await createUser(journey.app);
    const { page } = await journey.open();
    await visit(page, '/signup');

    await fillSignup(page, 'eve@firm.test', 'secret1', 'secret2');
    await expectToast(page, 'Password mismatch', 'Passwords do not match. Please try again.');

    await fillSignup(page, 'eve@firm.test', 'abc', 'abc');
    await expectToast(page, 'Password too short', 'Password must be at least 6 characters long.');

    await fillSignup(page, existing.email, 'secret1');
    await expectToast(page, 'Email Already Registered', 'An account with this email address already exists. Please try logging in instead.');
    await page.getByRole('button', { name: 'Log In Instead' }).click();
    await page.waitForURL('**/login');
  });

  it('sign-in: no such account, wrong password, disabled account, then too many attempts', async () => {
    const user = await createUser(journey.app);
    const { page } = await journey.open();
    await visit(page, '/login');

    await submitLogin(page, 'nobody@firm.test', 'secret1');
    await expectToast(page, 'Login failed', 'No account found with this email address. Please sign up first.');

    await submitLogin(page, user.email, 'not-the-password');
    await expectToast(page, 'Login failed', 'Incorrect password. Please try again or reset your password.');

    const banned = await createUser(journey.app);
    await journey.app.database.db.update(users).set({ banned: true }).where(eq(users.id, banned.id));
    await submitLogin(page, banned.email, banned.password);
    await expectToast(page, 'Login failed', 'This account has been disabled. Please contact support.');

    for (let i = 0; i < 4; i++) {
      await submitLogin(page, user.email, `wrong-${i}`);
      await expectToast(page, 'Login failed', 'Incorrect password');
    }
    await submitLogin(page, user.email, user.password);
    await expectToast(page, 'Login failed', 'Too many failed login attempts. Please try again later or reset your password.');
  });

  it('the password field has a show/hide toggle', async () => {
    const { page } = await journey.open();
    await visit(page, '/login');
    await page.fill('#password', 'secret1');
    expect(await page.getAttribute('#password', 'type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getAttribute('#password', 'type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await page.getAttribute('#password', 'type')).toBe('password');
  });
});
