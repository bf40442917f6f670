import { describe, expect, it } from 'vitest';
import { setUpJourney, visit } from './support/harness';
import { codeIn, createUser, enrolPhoneFromDashboard, expectToast, nextMessage, passCaptcha, submitLogin } from './support/identity';

describe('a user turns on phone MFA and signs in with a code', () => {
  const journey = setUpJourney();

  it('enrols a phone from the dashboard, then signs in through Secure Login with Back, Resend and the 6-digit rule', async () => {
    const user = await createUser(journey.app, { name: 'Mo Factor' });
    const { page } = await journey.open();
    await visit(page, '/login');
    await submitLogin(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    const enrolmentSms = await enrolPhoneFromDashboard(page, journey.app, user.password);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await visit(page, '/login');
    await submitLogin(page, user.email, user.password);

    await page.getByRole('heading', { name: 'Secure Login' }).waitFor();
    expect(await page.getByText('0100').count()).toBeGreaterThan(0);
    const send = page.getByRole('button', { name: 'Send Code' });
    expect(await send.isDisabled()).toBe(true);
    await passCaptcha(page);
    await send.click();
    await expectToast(page, 'SMS Sent', 'Check your phone');
    const first = await nextMessage(journey.app, '+14155550100', enrolmentSms);

    const input = page.locator('#sms-code');
    const verify = page.getByRole('button', { name: 'Verify' });
    await input.fill('12345');
    expect(await verify.isDisabled()).toBe(true);
    await input.fill('1234567');
    expect(await input.inputValue()).toHaveLength(6);
    expect(await verify.isEnabled()).toBe(true);

    await page.getByRole('button', { name: 'Back' }).first().click();
    await page.getByRole('button', { name: 'Send Code' }).waitFor();
    await passCaptcha(page);
    await page.getByRole('button', { name: 'Send Code' }).click();
    const second = await nextMessage(journey.app, '+14155550100', first.id);

    await page.getByRole('button', { name: 'Resend Code' }).click();
    const third = await nextMessage(journey.app, '+14155550100', second.id);

    await input.fill(codeIn(third.body)!);
    await verify.click();
    await expectToast(page, 'Welcome back!', 'You have successfully logged in with MFA.');
    await page.waitForURL('**/dashboard');
  });

  it('a wrong code is refused with the MFA failure toast', async () => {
    const user = await createUser(journey.app);
    const { page } = await journey.open();
    await visit(page, '/login');
    await submitLogin(page, user.email, user.password);
    await page.waitForURL('**/dashboard');
    await enrolPhoneFromDashboard(page, journey.app, user.password, '+14155550199');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await visit(page, '/login');
    await submitLogin(page, user.email, user.password);
    await passCaptcha(page);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.locator('#sms-code').waitFor();
    const sms = await nextMessage(journey.app, '+14155550199');
    const wrong = codeIn(sms.body) === '000000' ? '111111' : '000000';
    await page.fill('#sms-code', wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectToast(page, 'MFA Authentication failed', 'Invalid verification code');
  });
});
