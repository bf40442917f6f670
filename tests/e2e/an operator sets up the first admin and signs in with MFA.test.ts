import { describe, expect, it } from 'vitest';
import { setUpJourney, visit } from './support/harness';
import { codeIn, enrolPhoneFromDashboard, nextMessage, passCaptcha, submitLogin, fillAccountForm } from './support/identity';

describe('an operator sets up the first admin and signs in with MFA', () => {
  const journey = setUpJourney();

  it('uses the printed setup code, turns on MFA, invites a second admin, and signs in at Admin Login', async () => {
    const line = journey.app.logs.find((l) => l.startsWith('Admin setup code: '));
    const setupCode = /Admin setup code: (\S+)/.exec(line ?? '')?.[1];
    expect(setupCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const { page } = await journey.open();
    await visit(page, '/admin-setup');
    await page.fill('#code', setupCode!);
    await fillAccountForm(page, { firstName: 'Ada', lastName: 'Admin', email: 'ada@volnadraft.test', password: 'admin-secret' });
    await page.getByRole('button', { name: 'Create administrator account' }).click();
    await page.waitForURL('**/dashboard');

    await visit(page, '/admin');
    await page.getByRole('heading', { name: 'Turn on phone verification' }).waitFor();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL('**/dashboard');
    const enrolment = await enrolPhoneFromDashboard(page, journey.app, 'admin-secret', '+442071234567');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('button', { name: 'Create invitation code' }).click();
    const invitation = await page.getByTestId('invitation-code').innerText();
    expect(invitation).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await visit(page, '/admin-setup');
    await page.getByText('Setup is done').waitFor();

    await visit(page, '/admin-login');
    await submitLogin(page, 'ada@volnadraft.test', 'admin-secret');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await passCaptcha(page);
    await page.getByRole('button', { name: 'Send Code' }).click();
    const sms = await nextMessage(journey.app, '+442071234567', enrolment);
    await page.fill('#sms-code', codeIn(sms.body)!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: 'Admin area' }).waitFor();

    const second = await journey.open();
    await visit(second.page, '/admin-register');
    await second.page.fill('#code', invitation);
    await fillAccountForm(second.page, { firstName: 'Bo', lastName: 'Second', email: 'bo@volnadraft.test', password: 'second-secret' });
    await second.page.getByRole('button', { name: 'Create administrator account' }).click();
    await second.page.waitForURL('**/dashboard');
    await second.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).waitFor();
  });
});
