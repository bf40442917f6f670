import type { Page } from 'playwright-core';
import { buildUser, codeIn, latestMessage, type TestUser } from '../../support/builders';
import { verifyAddress } from '../../support/email-verification';
import type { RunningApp } from './harness';

export { codeIn, latestMessage };

export async function createUser(app: RunningApp, overrides: Parameters<typeof buildUser>[1] = {}): Promise<TestUser> {
  const user = await buildUser(app.app, overrides);
  // Journeys start from established accounts, whose holders opened the sign-up email's link (issue #40).
  await verifyAddress(app, user.email);
  return user;
}

/** Fills the sign-in form and submits it. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.fill('#email', email);
  await page.fill('#password', password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Waits for an open toast with this title and description (a newer toast replaces an older one). */
export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const toast = page.locator('.toast-root[data-state="open"]').filter({ hasText: title }).filter({ hasText: description });
  await toast.waitFor();
}

/** Waits until the outbox holds a message for the recipient newer than `afterId`, and returns it. */
export async function nextMessage(app: RunningApp, recipient: string, afterId = 0) {
  for (let i = 0; i < 100; i++) {
    const message = await latestMessage(app.database.db, recipient);
    if (message && message.id > afterId) return message;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no message for ${recipient}`);
}

/** Ticks the captcha and waits for it to verify. */
export async function passCaptcha(page: Page) {
  await page.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await page.getByTestId('captcha').getByText('Verified').waitFor({ timeout: 30_000 });
}

/** Enrols a phone from the dashboard's security card, reading the code from the outbox. */
export async function enrolPhoneFromDashboard(page: Page, app: RunningApp, password: string, phone = '+14155550100') {
  await page.getByRole('button', { name: 'Add a phone' }).click();
  await page.fill('#phoneNumber', phone);
  await passCaptcha(page);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  const sms = await nextMessage(app, phone);
  await page.fill('#enrol-code', codeIn(sms.body)!);
  await page.fill('#enrol-password', password);
  await page.getByRole('button', { name: 'Turn on phone MFA' }).click();
  await page.getByTestId('mfa-status').filter({ hasText: 'On —' }).waitFor();
  return sms.id;
}

/** Fills the new-account fields shared by sign-up and the admin forms. */
export async function fillAccountForm(
  page: Page,
  account: { firstName: string; lastName: string; email: string; password: string; confirmPassword?: string },
) {
  await page.fill('#firstName', account.firstName);
  await page.fill('#lastName', account.lastName);
  await page.fill('#email', account.email);
  await page.fill('#password', account.password);
  await page.fill('#confirmPassword', account.confirmPassword ?? account.password);
}
