import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELAWARE_CONSULTING } from '../../src/legal/review/labelled-set.fixture';
import { setUpJourney, visit } from './support/harness';
import { createUser, submitLogin } from './support/identity';

const SHOTS = process.env.SCREENSHOT_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
};

/**
 * Issue #37: we act for the consultant. Our draft limits confidentiality to three years; the company's markup makes it
 * last in perpetuity, strikes the exclusive venue and adds a publicity clause. Both are plain-text uploads.
 */
const PERPETUITY = 'in confidence, and this obligation shall survive termination in perpetuity.';
const lines = DELAWARE_CONSULTING.blocks.map((block) => block.text);
const OUR_DRAFT = lines.map((line) => line.replace(PERPETUITY, 'in confidence for three (3) years after termination.')).join('\n\n');
const THEIR_MARKUP = lines
  .filter((line) => !line.startsWith('9. Venue.'))
  .concat('12. Publicity. Consultant may name Company as a client in its marketing materials.')
  .join('\n\n');

describe("a lawyer compares the other side's markup with our draft", () => {
  const journey = setUpJourney();
  let files: Record<'ours' | 'theirs', string>;

  beforeAll(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'volnadraft-compare-'));
    files = { ours: path.join(dir, 'consulting-our-draft.txt'), theirs: path.join(dir, 'consulting-company-markup.txt') };
    await writeFile(files.ours, OUR_DRAFT);
    await writeFile(files.theirs, THEIR_MARKUP);
  });

  it('uploads their markup on our draft\'s page, sees each change clause by clause, and, as the consultant, the changed clause reviewed again', async () => {
    const user = await createUser(journey.app);
    const { page, consoleErrors } = await journey.open('desktop');
    await visit(page, `/login?returnUrl=${encodeURIComponent('/sessions')}`);
    await submitLogin(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/sessions');
    await page.getByTestId('document-file-input').setInputFiles([files.ours]);
    await page.getByRole('list', { name: 'Uploads' }).getByRole('link', { name: /consulting-our-draft/ }).click();
    await page.getByRole('heading', { level: 1, name: /consulting-our-draft/ }).waitFor();

    await page.getByRole('tab', { name: 'Compare versions' }).click();
    await page.getByLabel('Upload their version').setInputFiles(files.theirs);
    const summary = page.getByTestId('compare-summary');
    await summary.waitFor({ timeout: 30_000 });
    expect(await summary.innerText()).toBe('1 clause changed, 1 added, 1 removed, 10 unchanged.');
    const changes = page.getByTestId('clause-change');
    expect(await changes.allInnerTexts()).toHaveLength(3);
    const confidentiality = changes.filter({ hasText: '5. Confidentiality' });
    expect(await confidentiality.locator('del').allInnerTexts()).toEqual(['confidence for three (3) years after termination.']);
    expect(await confidentiality.locator('ins').allInnerTexts()).toEqual(['confidence, and this obligation shall survive termination in perpetuity.']);
    expect(await changes.filter({ hasText: 'Removed' }).innerText()).toContain('9. Venue');
    expect(await changes.filter({ hasText: 'Added' }).innerText()).toContain('12. Publicity');

    // Without a side, only the struck venue is a finding: no side's language is proposed.
    const findings = page.getByTestId('review-finding');
    await page.getByText('1 finding on what changed').waitFor();
    expect(await page.getByTestId('side-picker').innerText()).toMatch(/Whom do you represent\?[\s\S]*none is proposed/);
    await page.getByTestId('side-picker').getByText('Ridgeline Advisory Inc.').click();
    await page.getByText('2 findings on what changed').waitFor();
    const perpetual = findings.filter({ hasText: 'in perpetuity' });
    expect((await perpetual.locator('ins').allInnerTexts()).join(' ')).toContain('[three (3)] years');
    expect(await perpetual.getByRole('link').innerText()).toMatch(/^consulting-company-markup.*, p\. 1, ¶ 7$/);
    await shot(page, 'compare-versions-desktop');
    expect(consoleErrors).toEqual([]);
    // Two uploads, each read, and three reviews on a shared machine.
  }, 180_000);
});
