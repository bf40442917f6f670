import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setUpJourney, visit } from './support/harness';
import { createUser, submitLogin } from './support/identity';

/** Screenshots for a person to look at (test-results/ is not committed). */
const ARTIFACTS = path.resolve('test-results/court-picker');

const FIELDS: Array<[label: string, value: string]> = [
  ['Key facts', 'Plaintiff alleges the shipment arrived late; the contract fixed no delivery date.'],
  ['Claims or defenses at issue', 'Breach of contract (Count I).'],
  ['Undisputed material facts', '1. The contract fixed no delivery date. App. 3.'],
  ['Supporting evidence', 'Declaration of Dana Cole and the contract.'],
  ['Relief sought', 'judgment for Defendant on Count I'],
  ['Attorney name', 'Alex Rivera'],
  ['State bar number', '24001234'],
  ['Firm', 'Rivera & Park LLP'],
  ['Attorney address', '1 Main Street, Dallas, TX 75201'],
  ['Telephone', '(214) 555-0100'],
  ['Email', 'arivera@riverapark.test'],
];

describe('a lawyer chooses the Northern District of Texas, Dallas Division, and the caption follows it', () => {
  const journey = setUpJourney();

  it('picks the district and division from the statute-sourced list, and the studio shows the three caption lines', async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    const user = await createUser(journey.app);
    const { page, consoleErrors } = await journey.open();
    await visit(page, '/login');
    await submitLogin(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await visit(page, '/drafts/new');

    await page.getByTestId('draft-type').filter({ hasText: 'Motion for Summary Judgment' }).click();
    await page.locator('#jurisdiction-button').click();
    await page.getByRole('combobox', { name: 'Search jurisdictions' }).fill('federal');
    await page.getByRole('option', { name: /United States \(federal\)/ }).first().click();

    // The court picker: the district from courts-db, then the division 28 U.S.C. § 124(a) names.
    const picker = page.getByTestId('court-picker');
    await picker.waitFor();
    expect(await picker.getByTestId('court-source').innerText()).toMatch(/courts-db.*28 U\.S\.C\./);
    await picker.getByLabel('District').selectOption({ label: 'Northern District of Texas' });
    await picker.getByLabel('Division').selectOption('Dallas');
    expect(await picker.innerText()).toContain('Divisions: 28 U.S.C. § 124(a).');
    // Before a draft exists, the paper shown is the chosen district's own form: a brief in support, no notice of motion.
    const paper = page.getByTestId('paper-details');
    await paper.getByText('Filed as “Motion for Summary Judgment”.').waitFor();
    expect(await paper.getByTestId('paper-companions').innerText()).toContain('Brief in Support');
    expect(await paper.innerText()).not.toContain('Notice of Motion');
    // The court's name is the chosen court's: its typed field goes away.
    expect(await page.getByLabel(/^Court\*?/).count()).toBe(0);
    await picker.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, 'court-picker.png') });

    for (const [label, value] of FIELDS) await page.getByLabel(new RegExp(`^${label}`)).first().fill(value);
    await page.getByLabel(/^Judge/).first().fill('Hon. Brantley Starr');
    await page.getByLabel('Plaintiffs: name').fill('Jane Doe');
    await page.getByLabel('Defendants: name').fill('Acme Widgets, Inc.');
    await page.getByLabel(/^Party represented/).selectOption('defendant');
    await page.getByRole('button', { name: 'Create draft' }).click();

    // The studio's caption is headed by the chosen court, line by line, as the exported paper prints it.
    await page.waitForURL(/\/drafts\/[\w-]+$/);
    await page.getByText('Offline: assembled from templates; no tokens used.', { exact: true }).waitFor();
    const court = page.getByTestId('caption-court');
    expect(await court.inputValue()).toBe('United States District Court\nNorthern District of Texas\nDallas Division');
    const sections = (await page.getByTestId('draft-section').allInnerTexts()).join('\n');
    // The district's own form follows the choice (N.D. Tex. LR 56.3, 56.5(a)): the motion and a brief in support, no notice of hearing.
    expect(sections).toContain('Brief in Support of Motion for Summary Judgment');
    expect(sections).not.toContain('PLEASE TAKE NOTICE');
    await page.getByTestId('draft-caption').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, 'studio-caption.png') });
    expect(consoleErrors).toEqual([]);
  }, 240_000);
});
