import { describe, expect, it } from 'vitest';
import { setUpJourney, visit } from './support/harness';
import { createUser, submitLogin, fillAccountForm } from './support/identity';

describe('a referral grants the referrer 1,000 tokens', () => {
  const journey = setUpJourney();

  it('the invitee signs up with the link from the referrer’s dashboard; the referrer sees the reward', async () => {
    const referrer = await createUser(journey.app, { name: 'Rex Referrer' });
    const { page } = await journey.open();
    await visit(page, '/login');
    await submitLogin(page, referrer.email, referrer.password);
    await page.waitForURL('**/dashboard');
    const link = await page.getByTestId('referral-link').inputValue();
    expect(link).toMatch(/\/signup\?ref=[A-Z2-9]{8}$/);

    const invitee = await journey.open();
    await visit(invitee.page, new URL(link).pathname + new URL(link).search);
    await fillAccountForm(invitee.page, { firstName: 'Ivy', lastName: 'Invitee', email: 'ivy@firm.test', password: 'secret1' });
    await invitee.page.getByRole('button', { name: 'Create account' }).click();
    await invitee.page.waitForURL('**/dashboard');

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('bucket-referral').filter({ hasText: '1,000' }).waitFor();
    expect(await page.getByTestId('token-balance').innerText()).toBe('11,000');
    expect(await page.getByTestId('referral-stats').innerText()).toBe('1 colleague has joined · 1,000 tokens earned');
  });
});
