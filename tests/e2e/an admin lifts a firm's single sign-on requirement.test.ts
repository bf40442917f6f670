import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firmSso } from '../../src/server/db/schema';
import { ssoRequiredMessage } from '../../src/shared/api/sso';
import { firmWithOwner } from '../support/firm-sso';
import { setUpJourney, visit } from './support/harness';
import { createUser, enrolPhoneFromDashboard, expectToast, fillAccountForm, submitLogin } from './support/identity';

const ARTIFACTS = path.resolve('test-results/firm-sso');
const DOMAIN = 'locked-out-law.test';

describe("an admin lifts a firm's single sign-on requirement", () => {
  const journey = setUpJourney();

  it('lists the firms requiring it, lifts one with a reason, and its people sign in with their password again', async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    const associate = await createUser(journey.app, { name: 'Alex Associate', email: `alex@${DOMAIN}`, password: 'alex-password' });
    const { firm } = await firmWithOwner(journey.app, { email: `owner@${DOMAIN}`, name: 'Olive Owner', firmName: 'Locked Out LLP' });
    // The firm's provider is down and its domain is verified: nobody at the domain can sign in.
    const now = new Date();
    await journey.app.database.db.insert(firmSso).values({
      firmId: firm.id, issuer: 'https://login.locked-out-law.test', clientId: 'volnadraft', clientSecretEncrypted: 'unused here',
      emailDomain: DOMAIN, required: true, domainClaimedAt: now, domainVerifiedAt: now, domainCheckedAt: now,
    });
    const { page: alex } = await journey.open();
    await visit(alex, '/login');
    await submitLogin(alex, associate.email, associate.password);
    await alex.getByRole('alert').filter({ hasText: ssoRequiredMessage(DOMAIN, { name: 'Locked Out LLP', ownerName: 'Olive Owner', ownerEmail: `owner@${DOMAIN}` }) }).waitFor();

    const setupCode = /Admin setup code: (\S+)/.exec(journey.app.logs.find((l) => l.startsWith('Admin setup code: ')) ?? '')?.[1];
    const { page, consoleErrors } = await journey.open();
    await visit(page, '/admin-setup');
    await page.fill('#code', setupCode!);
    await fillAccountForm(page, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@volnadraft.test', password: 'admin-secret' });
    await page.getByRole('button', { name: 'Create administrator account' }).click();
    await page.waitForURL('**/dashboard');
    await enrolPhoneFromDashboard(page, journey.app, 'admin-secret', '+14155550177');
    await visit(page, '/admin?tab=sso');
    const row = page.getByRole('listitem').filter({ hasText: 'Locked Out LLP' });
    await row.getByText('Domain verified').waitFor();
    await row.getByText(`owner@${DOMAIN}`).waitFor();
    expect(await row.getByRole('button', { name: 'Lift requirement' }).isDisabled()).toBe(true);
    await row.getByRole('textbox').fill('Provider outage, ticket 4411');
    await page.screenshot({ path: path.join(ARTIFACTS, 'admin-sso-requirements.png'), fullPage: true });
    await row.getByRole('button', { name: 'Lift requirement' }).click();
    await expectToast(page, 'Requirement lifted', `People at ${DOMAIN} can sign in with their password again.`);
    await page.getByText('No firm requires single sign-on.').waitFor();

    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page.getByTestId('audit-event').filter({ hasText: 'Firm single sign-on requirement lifted by an admin' }).waitFor();

    await visit(alex, '/login');
    await submitLogin(alex, associate.email, associate.password);
    await alex.waitForURL('**/dashboard');
    expect(consoleErrors).toEqual([]);
  });
});
