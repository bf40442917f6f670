import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, bearer } from '../support/builders';
import { draftsClient } from '../support/drafts';
import { signInTo } from './support/assistant';
import { setUpJourney } from './support/harness';
import { createUser } from './support/identity';

const ARTIFACTS = path.resolve('test-results/workspace-shell');
const shot = (file: string) => path.join(ARTIFACTS, file);
const WORKSPACE = ['Research', 'Check citations', 'Drafts', 'Documents', 'Chat', 'Matters'];

/**
 * The workspace links marked as the page the user is on, read once `label` is marked: the URL changes a moment before
 * the router re-renders the row, so reading at once can see the previous page's mark.
 */
async function current(nav: ReturnType<Page['locator']>, label: string) {
  const marked = nav.locator('[aria-current="page"]');
  await nav.getByRole('link', { name: label, exact: true }).and(marked).waitFor();
  return marked.allInnerTexts();
}

/** Issue #39: signed in, the work is one click away on every page, at 1280 px in the header and at 390 px in the menu. */
describe('a lawyer goes from the studio to research and back with the header only', () => {
  const journey = setUpJourney();
  beforeAll(() => mkdir(ARTIFACTS, { recursive: true }));

  async function lawyerInTheStudio(page: Page) {
    const lawyer = await createUser(journey.app, { name: 'Alex Rivera' });
    const headers = bearer(await apiToken(journey.app.app, lawyer.cookie));
    const draft = await draftsClient(journey.app.app, { headers }).create();
    await signInTo(page, lawyer, `/drafts/${draft.id}`);
    return draft;
  }

  it('at 1280 px: the workspace row under the header, beside every link the navigation bar requires', async () => {
    const { page, consoleErrors } = await journey.open('desktop');
    await page.setViewportSize({ width: 1280, height: 800 });
    const draft = await lawyerInTheStudio(page);
    const workspace = page.getByRole('navigation', { name: 'Workspace' });
    await workspace.waitFor();
    expect(await workspace.getByRole('link').allInnerTexts()).toEqual(WORKSPACE);
    expect(await current(workspace, 'Drafts')).toEqual(['Drafts']);
    const main = page.getByRole('navigation', { name: 'Main' });
    expect(await main.getByRole('link').allInnerTexts()).toEqual(
      expect.arrayContaining(['About', 'Plans', 'Tools', 'Resources', 'Support', 'Dashboard']),
    );
    await main.getByRole('button', { name: 'Logout' }).waitFor();
    await page.screenshot({ path: shot('desktop-studio.png') });

    await workspace.getByRole('link', { name: 'Research' }).click();
    await page.waitForURL((url) => url.pathname === '/research');
    await page.getByRole('heading', { level: 1, name: 'Case-law research' }).waitFor();
    expect(await current(workspace, 'Research')).toEqual(['Research']);
    await page.screenshot({ path: shot('desktop-research.png') });

    await workspace.getByRole('link', { name: 'Check citations' }).click();
    await page.waitForURL((url) => url.pathname === '/research/check');
    expect(await current(workspace, 'Check citations')).toEqual(['Check citations']);

    await workspace.getByRole('link', { name: 'Documents' }).click();
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    expect(await current(workspace, 'Documents')).toEqual(['Documents']);
    await page.screenshot({ path: shot('desktop-documents.png') });

    // The chat fills the screen below both rows: its composer stays in view.
    await workspace.getByRole('link', { name: 'Chat' }).click();
    const composer = page.getByLabel('Your question');
    await composer.waitFor();
    expect(await current(workspace, 'Chat')).toEqual(['Chat']);
    const box = (await composer.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    await page.screenshot({ path: shot('desktop-chat.png') });

    await workspace.getByRole('link', { name: 'Drafts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Drafts' }).waitFor();
    await page.getByRole('link', { name: draft.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/drafts/${draft.id}`);
    expect(await current(workspace, 'Drafts')).toEqual(['Drafts']);
    expect(consoleErrors).toEqual([]);
  });

  it('at 390 px: the same links in the phone menu', async () => {
    const { page, consoleErrors } = await journey.open('phone');
    const draft = await lawyerInTheStudio(page);
    expect(await page.getByTestId('workspace-nav').isVisible()).toBe(false);

    const openMenu = async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      return page.locator('#mobile-menu').getByRole('navigation', { name: 'Workspace' });
    };
    let workspace = await openMenu();
    expect(await workspace.getByRole('link').allInnerTexts()).toEqual(WORKSPACE);
    expect(await current(workspace, 'Drafts')).toEqual(['Drafts']);
    const menuLinks = await page.locator('#mobile-menu').getByRole('link').allInnerTexts();
    expect(menuLinks).toEqual(expect.arrayContaining(['Home', 'About', 'Plans', 'Tools', 'Resources', 'Support', 'Dashboard']));
    await page.screenshot({ path: shot('phone-studio-menu.png') });

    await workspace.getByRole('link', { name: 'Research' }).click();
    await page.waitForURL((url) => url.pathname === '/research');
    await page.getByRole('heading', { level: 1, name: 'Case-law research' }).waitFor();
    workspace = await openMenu();
    expect(await current(workspace, 'Research')).toEqual(['Research']);
    await page.screenshot({ path: shot('phone-research-menu.png') });

    await workspace.getByRole('link', { name: 'Drafts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Drafts' }).waitFor();
    await page.getByRole('link', { name: draft.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/drafts/${draft.id}`);
    expect(consoleErrors).toEqual([]);
  });
});
