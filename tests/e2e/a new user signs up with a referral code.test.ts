import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, referrals } from '../../src/server/db/schema';
import { setUpJourney, visit } from './support/harness';
import { createUser, expectToast, fillAccountForm } from './support/identity';

describe('a new user signs up with a referral code', () => {
  const journey = setUpJourney();

  it('sees the code in a banner, lands on the dashboard, and the referral is recorded', async () => {
    const referrer = await createUser(journey.app, { name: 'Rita Referrer' });
    const [{ referralCode }] = (await journey.app.database.db
      .select({ referralCode: profiles.referralCode })
      .from(profiles)
      .where(eq(profiles.userId, referrer.id))) as [{ referralCode: string }];

    const { page } = await journey.open();
    await visit(page, `/signup?ref=${referralCode}`);
    expect(await page.getByRole('note').innerText()).toContain(referralCode);

    await fillAccountForm(page, { firstName: 'Nora', lastName: 'Newcomer', email: 'nora@firm.test', password: 'secret1' });
    await page.getByRole('button', { name: 'Create account' }).click();

    await expectToast(page, 'Account created successfully!', 'Welcome to VolnaDraft. You can now start drafting legal documents.');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Nora' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(1);
    expect(await nav.getByRole('button', { name: 'Logout' }).count()).toBe(1);

    const recorded = await journey.app.database.db.select().from(referrals);
    expect(recorded).toEqual([expect.objectContaining({ referrerId: referrer.id, code: referralCode })]);
  });
});
