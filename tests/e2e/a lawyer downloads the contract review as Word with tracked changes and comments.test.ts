import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ndaDocx } from '../support/review-docx';
import { setUpJourney, visit } from './support/harness';
import { createUser, submitLogin } from './support/identity';

const SHOTS = process.env.SCREENSHOT_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
};

describe('a lawyer downloads the contract review as Word with tracked changes and comments', () => {
  const journey = setUpJourney();
  let file: string;

  beforeAll(async () => {
    file = path.join(await mkdtemp(path.join(tmpdir(), 'volnadraft-uploads-')), 'mutual-nda.docx');
    await writeFile(file, await ndaDocx());
  });

  it('accepts one replacement on the review tab and downloads the Word file with it tracked under their name', async () => {
    const user = await createUser(journey.app);
    const { page, consoleErrors } = await journey.open('desktop');
    await visit(page, `/login?returnUrl=${encodeURIComponent('/sessions')}`);
    await submitLogin(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/sessions');
    await page.getByTestId('document-file-input').setInputFiles([file]);
    await page.getByRole('list', { name: 'Uploads' }).getByRole('link', { name: /mutual-nda/ }).click();
    await page.getByRole('tab', { name: 'Contract review' }).click();
    await page.getByTestId('review-finding').first().waitFor({ timeout: 60_000 });

    const assignment = page.getByTestId('review-finding').filter({ hasText: 'The assignment clause says "freely assign"' }).first();
    await assignment.getByLabel('Accept').check();
    await shot(page, 'review-word-export-desktop');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Word with accepted changes' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('mutual-nda (reviewed).docx');

    const zip = await JSZip.loadAsync(await readFile((await saved.path())!));
    const document = await zip.file('word/document.xml')!.async('string');
    const comments = await zip.file('word/comments.xml')!.async('string');
    // The accepted replacement is the one tracked change; every finding is a comment.
    expect(document).toMatch(/<w:del [^>]*w:author="[^"]+"/);
    expect(document).toMatch(/<w:ins [^>]*w:author="[^"]+"[^>]*>.*?Neither/);
    expect(document).not.toContain('deemed an assignment of this Agreement');
    expect(comments).toContain('The assignment clause says &quot;freely assign&quot;');
    expect(comments).toContain('Source: Playbook:');
    expect(consoleErrors).toEqual([]);
  }, 180_000);
});
