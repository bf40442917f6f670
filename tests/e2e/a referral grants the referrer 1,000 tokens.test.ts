import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { setUpJourney, visit, type RunningApp } from './support/harness';
import { createUser, submitLogin, fillAccountForm } from './support/identity';

/**
 * A metered model call for `email` that the provider reports as `usage` tokens: it reserves, settles and charges
 * through the same ledger path as the assistant, without depending on what the offline engine charges.
 */
async function settleMeteredCall(app: RunningApp, email: string, usage: number) {
  const [user] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await app.app.services.metering.meter(
    { userId: user!.id, prompt: 'What is the pleading standard in California?', maxOutputTokens: 500, reference: 'journey-call' },
    async () => ({ value: 'answered', usage }),
  );
}

describe('a referral grants the referrer 1,000 tokens', () => {
  // The invitee comes from another address, as a colleague would, through a proxy the app trusts.
  const journey = setUpJourney({ env: { TRUST_PROXY: 'true' } });

  it('the invitee signs up with the link from the referrer’s dashboard; the reward arrives when the invitee first uses tokens', async () => {
    const referrer = await createUser(journey.app, { name: 'Rex Referrer' });
    const { page } = await journey.open();
    await visit(page, '/login');
    await submitLogin(page, referrer.email, referrer.password);
    await page.waitForURL('**/dashboard');
    const link = await page.getByTestId('referral-link').inputValue();
    expect(link).toMatch(/\/signup\?ref=[A-Z2-9]{8}$/);
    expect(await page.getByTestId('referral-rule').innerText()).toContain('when a colleague who signed up with your link first uses tokens');

    const invitee = await journey.open();
    await invitee.page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.25' });
    await visit(invitee.page, new URL(link).pathname + new URL(link).search);
    await fillAccountForm(invitee.page, { firstName: 'Ivy', lastName: 'Invitee', email: 'ivy@firm.test', password: 'secret1' });
    await invitee.page.getByRole('button', { name: 'Create account' }).click();
    await invitee.page.waitForURL('**/dashboard');

    // Signed up, not yet earned: the referrer sees the colleague, pending, and no tokens.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByTestId('referral-stats').innerText()).toBe('1 colleague has joined · 0 tokens earned');
    expect(await page.getByTestId('referral-counts').innerText()).toBe('0 granted · 1 pending');
    expect(await page.getByTestId('referral-list').innerText()).toContain('Pending: waiting for their first use of tokens');
    expect(await page.getByTestId('token-balance').innerText()).toBe('10,000');

    await settleMeteredCall(journey.app, 'ivy@firm.test', 350);

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('bucket-referral').filter({ hasText: '1,000' }).waitFor();
    expect(await page.getByTestId('token-balance').innerText()).toBe('11,000');
    expect(await page.getByTestId('referral-stats').innerText()).toBe('1 colleague has joined · 1,000 tokens earned');
    expect(await page.getByTestId('referral-counts').innerText()).toBe('1 granted · 0 pending');
    expect(await page.getByTestId('referral-list').innerText()).toContain('1,000 tokens received');
  });
});
