import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { firmMembers, firms, profiles } from '../../src/server/db/schema';
import { latestMessage } from '../support/builders';
import { startFakeOpenAI } from '../support/fake-openai';
import { ask, latestAnswer } from './support/assistant';
import { DEMURRER_FIELDS } from './support/drafting';
import { setUpJourney, visit } from './support/harness';
import { createUser, submitLogin } from './support/identity';

/** Screenshots for a person to look at (test-results/ is not committed). */
const ARTIFACTS = path.resolve('test-results/matters');

// A real OpenAI-compatible server on a local port: every answer and section it writes is metered like a provider's.
const fake = await startFakeOpenAI({ replies: [{ text: 'The complaint pleads no facts tying Acme to California.', usage: { prompt_tokens: 900, completion_tokens: 100 } }] });

async function signIn(page: Page, email: string, password: string) {
  await visit(page, '/login');
  await submitLogin(page, email, password);
  await page.waitForURL('**/dashboard');
}

describe('an owner opens a matter, a colleague joins it, both edit one draft and usage by matter shows both', () => {
  const journey = setUpJourney({ env: { AI_BASE_URL: `${fake.baseUrl}/v1`, AI_MODEL: 'fake-model', AI_API_KEY: 'local-fake' } });
  afterAll(() => fake.close());
  let draftUrl = '';

  it('works in one matter from two browsers, behind its wall, billed to the firm by matter and member', async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    const owner = await createUser(journey.app, { name: 'Alex Rivera' });
    const colleague = await createUser(journey.app, { name: 'Sam Park' });
    await journey.app.database.db.update(profiles).set({ subscriptionPlan: 'firm' }).where(eq(profiles.userId, owner.id));
    const alex = await journey.open();
    const sam = await journey.open();

    // The owner creates the firm, invites a colleague and funds the firm's pool from their own balance.
    await signIn(alex.page, owner.email, owner.password);
    await visit(alex.page, '/firms');
    await alex.page.getByLabel('Firm name').fill('Rivera & Park LLP');
    await alex.page.getByRole('button', { name: 'Create a firm' }).click();
    await alex.page.getByRole('form', { name: 'Invite a colleague' }).getByLabel('Email').fill(colleague.email);
    await alex.page.getByRole('button', { name: 'Send invitation' }).click();
    await alex.page.getByText(colleague.email).first().waitFor();
    await alex.page.getByLabel('Tokens to move').fill('9000');
    await alex.page.getByRole('button', { name: 'Move to the pool' }).click();
    await alex.page.getByTestId('pool-balance').filter({ hasText: '9,000' }).waitFor();

    // The colleague follows the link in the email and joins.
    const invitation = await latestMessage(journey.app.database.db, colleague.email);
    const link = /https?:\/\/\S+(\/firms\/join\?token=[\w%-]+)/.exec(invitation!.body)![1]!;
    await signIn(sam.page, colleague.email, colleague.password);
    await visit(sam.page, link);
    await sam.page.getByRole('heading', { name: 'You joined Rivera & Park LLP' }).waitFor();

    // The owner opens a matter and adds the colleague to it.
    await visit(alex.page, '/matters');
    const form = alex.page.getByRole('form', { name: 'New matter' });
    await form.getByLabel('Matter name').fill('Acme v. Widgets');
    await form.getByLabel('Client').fill('Acme Corp.');
    await form.getByLabel('Matter number').fill('2026-014');
    await form.getByRole('button', { name: 'Open the matter' }).click();
    await alex.page.waitForURL(/\/matters\/[\w-]+$/);
    const matterUrl = new URL(alex.page.url()).pathname;
    await alex.page.getByLabel('Add a colleague', { exact: true }).selectOption({ label: `Sam Park (${colleague.email})` });
    await alex.page.getByRole('button', { name: 'Add', exact: true }).click();
    await alex.page.getByTestId('matter-member').filter({ hasText: 'Sam Park' }).waitFor();
    await alex.page.screenshot({ path: path.join(ARTIFACTS, 'matter-page.png'), fullPage: true });

    // A draft started in the matter is the matter's: the model writes it, and the firm's pool pays.
    await alex.page.getByRole('link', { name: 'New draft' }).click();
    await alex.page.waitForURL('**/drafts/new?matterId=**');
    await alex.page.getByTestId('draft-type').filter({ hasText: 'Motion to Dismiss' }).click();
    await alex.page.locator('#jurisdiction-button').click();
    await alex.page.getByRole('combobox', { name: 'Search jurisdictions' }).fill('California');
    await alex.page.getByRole('option', { name: /California/ }).first().click();
    for (const [label, value] of DEMURRER_FIELDS) await alex.page.getByLabel(new RegExp(`^${label}`)).first().fill(value);
    await alex.page.getByLabel('Plaintiffs: name').fill('Acme Corp.');
    await alex.page.getByLabel('Defendants: name').fill('Widgets, Inc.');
    await alex.page.getByLabel(/^Party represented/).selectOption('defendant');
    await alex.page.getByRole('button', { name: 'Create draft' }).click();
    await alex.page.waitForURL(/\/drafts\/[\w-]+$/);
    draftUrl = new URL(alex.page.url()).pathname;
    await alex.page.getByTestId('draft-matter').filter({ hasText: 'Acme v. Widgets' }).waitFor();
    await alex.page.getByTestId('save-status').filter({ hasText: 'Saved' }).first().waitFor({ timeout: 60_000 });

    // The colleague finds the draft in the matter and renames it.
    await visit(sam.page, matterUrl);
    await sam.page.getByTestId('draft-card').first().getByRole('link', { name: /^Demurrer/ }).first().click();
    await sam.page.waitForURL(`**${draftUrl}`);
    const title = sam.page.getByTestId('draft-title');
    await title.fill('Demurrer to the first amended complaint');
    await title.press('Enter');
    await sam.page.getByTestId('save-status').filter({ hasText: 'Saved' }).first().waitFor();

    // The owner sees who changed it, and each version's author.
    await visit(alex.page, draftUrl);
    await alex.page.getByTestId('draft-changed-by').filter({ hasText: 'Last changed by Sam Park' }).waitFor();
    expect(await alex.page.getByTestId('draft-title').inputValue()).toBe('Demurrer to the first amended complaint');
    await alex.page.getByRole('tab', { name: 'Versions' }).click();
    await alex.page.getByTestId('version-author').first().waitFor();
    await alex.page.screenshot({ path: path.join(ARTIFACTS, 'draft-changed-by.png'), fullPage: false });

    // The colleague asks a question in the matter; the answer is charged to the firm's pool as well.
    await visit(sam.page, matterUrl);
    await sam.page.getByRole('link', { name: 'New conversation' }).click();
    await sam.page.waitForURL('**/chat?matterId=**');
    await ask(sam.page, 'Does California have jurisdiction over Widgets, Inc.?');
    await latestAnswer(sam.page).getByText('no facts tying Acme to California').waitFor();

    // Usage by matter, on the firm's page, shows both members' use of the matter.
    await visit(alex.page, '/firms');
    const usage = alex.page.getByTestId('usage-by-matter');
    await usage.getByTestId('usage-row').filter({ hasText: 'Alex Rivera' }).filter({ hasText: '2026-014' }).waitFor();
    await usage.getByTestId('usage-row').filter({ hasText: 'Sam Park' }).filter({ hasText: '2026-014' }).waitFor();
    await alex.page.screenshot({ path: path.join(ARTIFACTS, 'firm-usage.png'), fullPage: true });
    const [download] = await Promise.all([alex.page.waitForEvent('download'), alex.page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);

    expect(alex.consoleErrors).toEqual([]);
    expect(sam.consoleErrors).toEqual([]);
  });

  it('keeps the matter behind its wall: a firm colleague outside it is told its draft does not exist', async () => {
    const outsider = await createUser(journey.app, { name: 'Robin Lee' });
    const [firm] = await journey.app.database.db.select().from(firms).where(eq(firms.name, 'Rivera & Park LLP'));
    await journey.app.database.db.insert(firmMembers).values({ firmId: firm!.id, userId: outsider.id, role: 'admin' });
    const { page } = await journey.open();
    await signIn(page, outsider.email, outsider.password);
    await visit(page, '/matters');
    await page.getByRole('heading', { name: 'No matters yet' }).waitFor();
    expect(await page.getByTestId('matter-row').count()).toBe(0);
    await visit(page, draftUrl);
    await page.getByTestId('draft-not-found').waitFor();
    expect(await page.getByTestId('draft-title').count()).toBe(0);
  });
});
