import { describe, expect, it } from 'vitest';
import { setUpJourney } from './support/harness';
import { createUser } from './support/identity';
import { signInTo } from './support/assistant';

describe('an attorney renames, finds and deletes conversations on a phone', () => {
  const journey = setUpJourney();

  it('searches the sidebar, renames a conversation, changes its settings, and deletes it after confirming', async () => {
    const user = await createUser(journey.app);
    const { sessions } = journey.app.app.services.chat;
    await sessions.create({ userId: user.id, title: 'Lease dispute: Acme v. Baker', jurisdiction: 'us-ca', mode: 'research' });
    await sessions.create({ userId: user.id, title: 'Non-compete review for Chen', jurisdiction: 'us-federal', mode: 'draft' });
    const { page, consoleErrors } = await journey.open('phone');
    await signInTo(page, user, '/chat');

    const drawer = page.getByRole('dialog', { name: 'Conversations' });
    const items = drawer.getByTestId('conversation-item');
    await page.getByRole('button', { name: 'Show conversations' }).click();
    expect(await items.count()).toBe(2);

    await drawer.getByRole('searchbox', { name: 'Search conversations' }).fill('lease');
    await page.waitForURL((url) => url.searchParams.get('q') === 'lease');
    await items.filter({ hasText: 'Non-compete' }).waitFor({ state: 'detached' });
    await drawer.getByRole('searchbox', { name: 'Search conversations' }).fill('');
    await items.filter({ hasText: 'Non-compete' }).waitFor();

    await drawer.getByRole('button', { name: 'Rename “Non-compete review for Chen”' }).click();
    await drawer.getByLabel('Conversation title').fill('Chen non-compete (Texas)');
    await drawer.getByLabel('Conversation title').press('Enter');
    await drawer.getByRole('link', { name: /Chen non-compete \(Texas\)/ }).click();
    await drawer.waitFor({ state: 'detached' });
    expect(await page.getByTestId('conversation-title').innerText()).toBe('Chen non-compete (Texas)');

    // On a phone the mode is a menu beside the jurisdiction; each change is saved with the conversation.
    const jurisdiction = page.getByRole('combobox', { name: 'Jurisdiction' });
    const mode = page.getByRole('combobox', { name: 'Mode' });
    const saved = () => page.waitForResponse((res) => res.request().method() === 'PATCH' && res.ok());
    await Promise.all([saved(), jurisdiction.selectOption('us-tx')]);
    await Promise.all([saved(), mode.selectOption('review')]);
    await page.reload();
    await page.getByTestId('conversation-title').filter({ hasText: 'Chen non-compete (Texas)' }).waitFor();
    expect(await jurisdiction.inputValue()).toBe('us-tx');
    expect(await mode.inputValue()).toBe('review');

    await page.getByRole('button', { name: 'Show conversations' }).click();
    await drawer.getByRole('button', { name: 'Delete “Chen non-compete (Texas)”' }).click();
    const confirm = drawer.getByRole('alertdialog', { name: 'Delete conversation' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await items.count()).toBe(2);
    await drawer.getByRole('button', { name: 'Delete “Chen non-compete (Texas)”' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => !url.searchParams.has('session'));
    await items.filter({ hasText: 'Chen' }).waitFor({ state: 'detached' });
    expect(await items.count()).toBe(1);
    const left = await sessions.list({ userId: user.id, limit: 10 });
    expect(left.sessions.map((s) => s.title)).toEqual(['Lease dispute: Acme v. Baker']);
    expect(consoleErrors).toEqual([]);
  });
});
