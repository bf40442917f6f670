import { describe, expect, it } from 'vitest';
import { setUpJourney, visit } from './support/harness';
import { createUser, nextMessage, submitLogin, expectToast } from './support/identity';

describe('a user resets a forgotten password', () => {
  const journey = setUpJourney();

  it('asks for a link, follows it from the email, sets a new password, and signs in with it', async () => {
    const user = await createUser(journey.app);
    const { page } = await journey.open();

    await visit(page, '/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.fill('#email', 'nobody@firm.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectToast(page, 'Password reset failed', 'No account found with this email address. Please check your email or sign up for a new account.');

    await page.fill('#email', user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const email = await nextMessage(journey.app, user.email);
    const link = /(https?:\/\/\S+\/reset-password\?token=\S+)/.exec(email.body)?.[1];
    expect(link).toBeDefined();
    await visit(page, link!);
    await page.fill('#password', 'brand-new-secret');
    await page.fill('#confirmPassword', 'brand-new-secret');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/login');

    await submitLogin(page, user.email, 'brand-new-secret');
    await page.waitForURL('**/dashboard');

    const second = await journey.open();
    await visit(second.page, link!);
    await second.page.fill('#password', 'another-secret');
    await second.page.fill('#confirmPassword', 'another-secret');
    await second.page.getByRole('button', { name: 'Set new password' }).click();
    await expectToast(second.page, 'Password reset failed', 'invalid or has expired');
  });
});
