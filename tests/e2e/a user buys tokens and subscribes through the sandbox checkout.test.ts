import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpJourney, visit } from './support/harness';
import { createUser, submitLogin } from './support/identity';

async function signIn(page: Page, email: string, password: string) {
  await visit(page, '/login');
  await submitLogin(page, email, password);
  await page.waitForURL('**/dashboard');
}

describe('a user buys tokens and subscribes through the sandbox checkout', () => {
  const journey = setUpJourney();

  it('buys a 100,000-token pack and sees the balance change', async () => {
    const user = await createUser(journey.app);
    const { page } = await journey.open();
    await signIn(page, user.email, user.password);
    expect(await page.getByTestId('token-balance').innerText()).toBe('10,000');

    await visit(page, '/buy-tokens');
    await page.getByRole('button', { name: 'Buy 100,000 tokens' }).click();
    await page.waitForURL('**/sandbox-checkout/**');
    expect(await page.getByRole('note').innerText()).toContain('Sandbox checkout.');
    await page.getByRole('button', { name: 'Complete payment' }).click();
    await page.getByTestId('checkout-result').getByText('Payment completed').waitFor();

    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.getByTestId('token-balance').filter({ hasText: '110,000' }).waitFor();
    expect(await page.getByTestId('bucket-addon').innerText()).toBe('100,000');
    await page.getByTestId('ledger-entries').getByText('Bought 100,000 add-on tokens').waitFor();
  });

  it('declines a payment and nothing changes', async () => {
    const user = await createUser(journey.app);
    const { page } = await journey.open();
    await signIn(page, user.email, user.password);
    await visit(page, '/buy-tokens');
    await page.getByRole('button', { name: 'Buy 500,000 tokens' }).click();
    await page.getByRole('button', { name: 'Decline payment' }).click();
    await page.getByTestId('checkout-result').getByText('Payment declined').waitFor();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    expect(await page.getByTestId('token-balance').innerText()).toBe('10,000');
  });

  it('subscribes to the Solo plan and gets 200,000 monthly tokens', async () => {
    const user = await createUser(journey.app);
    const { page } = await journey.open();
    await signIn(page, user.email, user.password);
    await visit(page, '/subscribe');
    await page.getByRole('button', { name: 'Subscribe to Solo' }).click();
    await page.getByRole('button', { name: 'Complete payment' }).click();
    await page.getByTestId('checkout-result').getByText('Payment completed').waitFor();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();

    await page.getByTestId('bucket-monthly').filter({ hasText: '200,000' }).waitFor();
    expect(await page.getByTestId('token-balance').innerText()).toBe('210,000');
    await page.getByTestId('dashboard-subscription').filter({ hasText: /^Solo · Active · refills / }).waitFor();

    await visit(page, '/subscribe');
    expect(await page.getByTestId('plan-solo').getByRole('button', { name: 'Current plan' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByTestId('subscription-status').filter({ hasText: 'Canceled' }).waitFor();
  });
});
