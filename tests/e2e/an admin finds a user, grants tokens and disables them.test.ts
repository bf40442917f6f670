import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setUpJourney, visit } from './support/harness';
import { createUser, enrolPhoneFromDashboard, expectToast, fillAccountForm, submitLogin } from './support/identity';

describe('an admin finds a user, grants tokens and disables them', () => {
  const journey = setUpJourney();

  it('grants 5,000 tokens with a reason, disables the account, and the user is signed out and refused with the spec message', async () => {
    await createUser(journey.app, { name: 'Lena Ortiz', email: 'lena.ortiz@ortizlaw.test', password: 'lena-password' });
    await createUser(journey.app, { name: 'Sam Whitfield', email: 'sam@whitfield-llp.test' });

    // Lena is signed in on her own computer.
    const lena = await journey.open();
    await visit(lena.page, '/login');
    await submitLogin(lena.page, 'lena.ortiz@ortizlaw.test', 'lena-password');
    await lena.page.waitForURL('**/dashboard');

    // The operator creates the first admin with the printed setup code and turns on phone MFA.
    const setupCode = /Admin setup code: (\S+)/.exec(journey.app.logs.find((l) => l.startsWith('Admin setup code: ')) ?? '')?.[1];
    const { page, consoleErrors } = await journey.open();
    await visit(page, '/admin-setup');
    await page.fill('#code', setupCode!);
    await fillAccountForm(page, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@volnadraft.test', password: 'admin-secret' });
    await page.getByRole('button', { name: 'Create administrator account' }).click();
    await page.waitForURL('**/dashboard');
    await enrolPhoneFromDashboard(page, journey.app, 'admin-secret', '+14155550142');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'Admin area' }).waitFor();

    // Find Lena by part of her name and open her account.
    await page.getByRole('searchbox', { name: 'Search users' }).fill('ortiz');
    const accounts = page.getByRole('region', { name: 'Accounts' });
    await accounts.getByText('sam@whitfield-llp.test').waitFor({ state: 'detached' });
    await accounts.getByRole('button', { name: /Lena Ortiz/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Lena Ortiz' });
    await expect.poll(() => drawer.getByTestId('admin-balance').innerText()).toContain('10,000');

    // Grant 5,000 tokens with a reason.
    await drawer.getByLabel('Tokens', { exact: true }).fill('5000');
    await drawer.getByLabel('Reason', { exact: true }).fill('Compensation for the outage on 3 March');
    await drawer.getByRole('button', { name: 'Grant tokens' }).click();
    await drawer.getByRole('status').filter({ hasText: "5,000 tokens granted. Lena Ortiz's balance is now 15,000." }).waitFor();
    await expect.poll(() => drawer.getByTestId('admin-balance').innerText()).toContain('15,000');
    await drawer.getByTestId('admin-ledger').getByText('Granted by an administrator: Compensation for the outage on 3 March').waitFor();

    // Disable the account, after confirming.
    await drawer.getByRole('button', { name: 'Disable account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Disable Lena Ortiz?' });
    await confirm.getByLabel('Reason (optional)').fill('Chargeback under review');
    await confirm.getByRole('button', { name: 'Disable account' }).click();
    await expectToast(page, 'Account disabled', 'Lena Ortiz has been signed out everywhere and cannot sign in.');
    await drawer.getByTestId('account-status').getByText('Disabled').waitFor();
    await drawer.getByText('Not signed in anywhere.').waitFor();

    // Both actions are in the audit log.
    await drawer.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const events = page.getByTestId('audit-event');
    await events.filter({ hasText: 'Account disabled' }).filter({ hasText: 'Chargeback under review' }).waitFor();
    await events.filter({ hasText: 'Tokens granted' }).filter({ hasText: '+5,000 tokens' }).waitFor();

    // The operator guide is admin-only: it is read from the API, not shipped in the public bundle.
    await visit(page, '/admin-docs?doc=guide');
    await page.getByRole('heading', { name: 'Running the server' }).waitFor();
    await page.getByText('SIGNUPS_PER_IP_PER_HOUR').first().waitFor();
    await page.screenshot({ path: path.join(tmpdir(), 'admin-operator-guide.png') });

    // Lena's session has ended: her next page load asks her to sign in, and signing in is refused.
    await visit(lena.page, '/dashboard');
    await lena.page.waitForURL('**/login?returnUrl=%2Fdashboard');
    await submitLogin(lena.page, 'lena.ortiz@ortizlaw.test', 'lena-password');
    await expectToast(lena.page, 'Login failed', 'This account has been disabled. Please contact support.');
    expect(new URL(lena.page.url()).pathname).toBe('/login');

    expect(consoleErrors).toEqual([]);
  });
});
