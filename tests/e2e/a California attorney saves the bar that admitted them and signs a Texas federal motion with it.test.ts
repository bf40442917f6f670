import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpJourney, visit } from './support/harness';
import { createUser, submitLogin } from './support/identity';

/** Screenshots for a person to look at (test-results/ is not committed). */
const ARTIFACTS = path.resolve('test-results/attorney-profile');

const CASE_FIELDS: Array<[label: string, value: string]> = [
  ['Key facts', 'Plaintiff alleges the shipment arrived late; the contract fixed no delivery date.'],
  ['Claims or defenses at issue', 'Breach of contract (Count I).'],
  ['Undisputed material facts', '1. The contract fixed no delivery date. App. 3.'],
  ['Supporting evidence', 'Declaration of Dana Cole and the contract.'],
  ['Relief sought', 'judgment for Defendant on Count I'],
];

async function signIn(page: Page, user: { email: string; password: string }) {
  await visit(page, '/login');
  await submitLogin(page, user.email, user.password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

describe('a California attorney saves the bar that admitted them and signs a Texas federal motion with it', () => {
  const journey = setUpJourney();

  it('chooses "Bar admitted in" on the profile, sees it kept, and the N.D. Tex. motion names the California bar', async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    const user = await createUser(journey.app);
    const { page, consoleErrors } = await journey.open();
    await signIn(page, user);
    await visit(page, '/dashboard');

    const profile = page.getByRole('form', { name: 'Attorney profile' });
    await profile.getByLabel('Name', { exact: true }).fill('Alex Rivera');
    await profile.getByLabel('Bar number').fill('312345');
    expect(await profile.getByLabel('Bar admitted in').inputValue()).toBe('');
    await profile.getByLabel('Bar admitted in').selectOption('California');
    await profile.getByLabel('Firm').fill('Rivera & Park LLP');
    await profile.getByLabel('Address').fill('1 Market Street, Oakland, CA 94607');
    await profile.getByLabel('Telephone').fill('(510) 555-0100');
    await profile.getByLabel('Email').fill('arivera@riverapark.test');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Attorney profile saved').first().waitFor();
    await profile.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, 'profile-desktop.png') });

    // Saved, not only shown: a fresh load reads it back from the server.
    await visit(page, '/dashboard');
    expect(await page.getByRole('form', { name: 'Attorney profile' }).getByLabel('Bar admitted in').inputValue()).toBe('California');

    // A Texas federal court: the new paper's form starts from the profile's bar, and the signature names it.
    await visit(page, '/drafts/new');
    await page.getByTestId('draft-type').filter({ hasText: 'Motion for Summary Judgment' }).click();
    await page.locator('#jurisdiction-button').click();
    await page.getByRole('combobox', { name: 'Search jurisdictions' }).fill('federal');
    await page.getByRole('option', { name: /United States \(federal\)/ }).first().click();
    const picker = page.getByTestId('court-picker');
    await picker.getByLabel('District').selectOption({ label: 'Northern District of Texas' });
    await picker.getByLabel('Division').selectOption('Dallas');
    expect(await page.getByLabel(/^Bar admitted in/).inputValue()).toBe('California');
    expect(await page.getByLabel(/^State bar number/).inputValue()).toBe('312345');
    for (const [label, value] of CASE_FIELDS) await page.getByLabel(new RegExp(`^${label}`)).first().fill(value);
    await page.getByLabel('Plaintiffs: name').fill('Jane Doe');
    await page.getByLabel('Defendants: name').fill('Acme Widgets, Inc.');
    await page.getByLabel(/^Party represented/).selectOption('defendant');
    await page.getByRole('button', { name: 'Create draft' }).click();

    await page.waitForURL(/\/drafts\/[\w-]+$/);
    const signature = await page.getByTestId('draft-signature').getByRole('textbox').inputValue();
    expect(signature).toContain('Alex Rivera (California State Bar No. 312345)');
    expect(signature).not.toContain('Texas Bar No.');
    expect(consoleErrors).toEqual([]);
  }, 240_000);

  it('fits the profile form, with its bar select, on a 390 px phone', async () => {
    const user = await createUser(journey.app);
    const { page, consoleErrors } = await journey.open('phone');
    await signIn(page, user);
    await visit(page, '/dashboard');
    const profile = page.getByRole('form', { name: 'Attorney profile' });
    await profile.getByLabel('Bar admitted in').selectOption('District of Columbia');
    await profile.scrollIntoViewIfNeeded();
    const select = await profile.getByLabel('Bar admitted in').boundingBox();
    expect(select!.x).toBeGreaterThanOrEqual(0);
    expect(select!.x + select!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId('attorney-profile').screenshot({ path: path.join(ARTIFACTS, 'profile-phone.png') });
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
