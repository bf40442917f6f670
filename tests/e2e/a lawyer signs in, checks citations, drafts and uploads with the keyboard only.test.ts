import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, bearer, type TestUser } from '../support/builders';
import { buildPdf, leasePages } from '../support/documents';
import { draftsClient } from '../support/drafts';
import { loadCorpus, signInTo } from './support/assistant';
import { setUpJourney, visit } from './support/harness';
import { createUser } from './support/identity';

/**
 * What the focused element shows: nothing when its focus is visible (an outline or a ring, which Tailwind draws as a
 * box shadow), else why not. Checked after every key press, as a keyboard user needs to see where they are.
 */
async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing is focused';
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    if (!element.matches(':focus-visible')) return `${name} is focused without a visible focus`;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none' ? null : `${name} shows no outline or ring when focused`;
  });
}

/**
 * Presses `key` (Tab or Shift+Tab) until `target` has the focus, at most `limit` times, asserting at every stop that
 * the focus is visible; returns the number of presses.
 */
async function moveTo(page: Page, target: Locator, { key = 'Tab', limit = 40 }: { key?: 'Tab' | 'Shift+Tab'; limit?: number } = {}) {
  // A Tab pressed before the page has drawn its controls focuses nothing: wait for the page, as a user's eyes do.
  await target.waitFor();
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press(key);
    expect(await focusProblem(page)).toBeNull();
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${key} did not reach ${target} in ${limit} presses`);
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

const BRIEF = 'The right recognized in Roe v. Wade, 410 U.S. 113 (1973), was revisited. Petitioner relies on Smith v. Jones, 505 U.S. 901 (1992).';

/** Issue #39: the four paths a lawyer takes most, done with Tab, Shift+Tab, Enter, Space and the arrow keys only. */
describe('a lawyer signs in, checks citations, drafts and uploads with the keyboard only', () => {
  const journey = setUpJourney();
  let lawyer: TestUser;
  let lease: string;

  beforeAll(async () => {
    await loadCorpus(journey.app);
    lawyer = await createUser(journey.app, { name: 'Alex Rivera' });
    lease = path.join(await mkdtemp(path.join(tmpdir(), 'volnadraft-keyboard-')), 'blue-cafe-lease.pdf');
    await writeFile(lease, await buildPdf(leasePages({ tenant: 'Blue Cafe Inc.', rent: '$12,000', assignment: 'Tenant may assign this Lease at its sole discretion.' })));
  });

  it('signs in: Tab to the email, Tab to the password, Enter', async () => {
    const { page, consoleErrors } = await journey.open();
    await visit(page, '/login');
    await moveTo(page, page.locator('#email'));
    await page.keyboard.type(lawyer.email);
    await page.keyboard.press('Tab');
    expect(await isFocused(page.locator('#password'))).toBe(true);
    await page.keyboard.type(lawyer.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(consoleErrors).toEqual([]);
  });

  it('checks a brief: types it, reaches "Check citations" with Tab, runs it with Enter, and Shift+Tab returns to the brief', async () => {
    const { page } = await journey.open();
    await signInTo(page, lawyer, '/research/check');
    const brief = page.getByLabel('Your brief');
    await moveTo(page, brief);
    await page.keyboard.type(BRIEF);
    const check = page.getByRole('button', { name: 'Check citations' });
    expect(await moveTo(page, check)).toBeLessThanOrEqual(3);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Every citation, in order' }).waitFor();
    expect(await page.getByTestId('citation-entry').count()).toBe(2);
    await moveTo(page, brief, { key: 'Shift+Tab', limit: 3 });
  });

  it('drafts: runs the studio check from the keyboard and jumps to a section from the outline', async () => {
    const headers = bearer(await apiToken(journey.app.app, lawyer.cookie));
    const draft = await draftsClient(journey.app.app, { headers }).create();
    const { page } = await journey.open();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInTo(page, lawyer, `/drafts/${draft.id}`);
    await page.getByTestId('draft-document').waitFor();

    await moveTo(page, page.getByRole('button', { name: 'Check', exact: true }), { limit: 60 });
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Run check' }).waitFor({ state: 'detached' });

    const outline = page.getByRole('navigation', { name: 'Outline' });
    const second = outline.getByRole('button').nth(2);
    await moveTo(page, second, { limit: 60 });
    await page.keyboard.press('Enter');
    // The jump moves the focus to the section, so the next Tab continues from there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('draft-section');
  });

  it('uploads: "Upload documents" opens the file chooser with Enter, then Tab and Enter open the document and the arrow keys move through its tabs', async () => {
    const { page } = await journey.open();
    await signInTo(page, lawyer, '/documents');
    const upload = page.getByRole('button', { name: 'Upload documents' });
    // Listening first: Playwright turns on the browser's file-chooser interception asynchronously, and an Enter pressed
    // before it is on opens a native dialog the test never sees.
    const chooser = page.waitForEvent('filechooser', { timeout: 60_000 });
    await moveTo(page, upload);
    await page.keyboard.press('Enter');
    await (await chooser).setFiles([lease]);
    const uploaded = page.getByRole('list', { name: 'Uploads' }).getByRole('link', { name: /blue-cafe-lease/ });
    await uploaded.waitFor({ timeout: 30_000 });

    await moveTo(page, uploaded);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: /blue-cafe-lease/ }).waitFor();
    const text = page.getByRole('tab', { name: 'Text' });
    await moveTo(page, text, { limit: 60 });
    await page.keyboard.press('ArrowRight');
    expect(await isFocused(page.getByRole('tab', { name: 'Brief check' }))).toBe(true);
    expect(await page.getByRole('tab', { name: 'Brief check' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // From the first tab, Left wraps to the last: Ask.
    const ask = page.getByRole('tab', { name: 'Ask' });
    expect(await isFocused(ask)).toBe(true);
    await page.waitForURL((url) => url.searchParams.get('tab') === 'ask');
    expect(await focusProblem(page)).toBeNull();
  });
});
