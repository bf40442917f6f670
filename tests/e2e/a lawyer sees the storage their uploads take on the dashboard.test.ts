import { mkdtemp, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../src/client/features/documents/format';
import { buildPdf } from '../support/documents';
import { setUpJourney, visit } from './support/harness';
import { createUser, submitLogin } from './support/identity';

const SHOTS = process.env.SCREENSHOT_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
};

/** Issue #41: the dashboard shows the storage the user's documents take against their quota. */
describe('a lawyer sees the storage their uploads take on the dashboard', () => {
  const journey = setUpJourney();

  it('uploads a brief and finds its size counted against 500 MB on the dashboard', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'volnadraft-storage-'));
    const file = path.join(dir, 'opposition-brief.pdf');
    await writeFile(file, await buildPdf([{ paragraphs: ['OPPOSITION TO MOTION TO DISMISS', 'The complaint states a claim.'] }]));
    const { size } = await stat(file);

    const user = await createUser(journey.app);
    const { page, consoleErrors } = await journey.open('desktop');
    await visit(page, `/login?returnUrl=${encodeURIComponent('/dashboard')}`);
    await submitLogin(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const account = page.getByTestId('storage-account');
    await expect.poll(() => account.innerText()).toContain('0 bytes of 500.0 MB used');

    await visit(page, '/sessions');
    await page.getByTestId('document-file-input').setInputFiles([file]);
    await page.getByRole('list', { name: 'Uploads' }).getByRole('link', { name: /opposition-brief/ }).waitFor({ timeout: 60_000 });

    await visit(page, '/dashboard');
    await expect.poll(() => account.innerText()).toContain(`${formatBytes(size)} of 500.0 MB used`);
    expect(await page.getByRole('progressbar', { name: 'Your account storage used' }).getAttribute('aria-valuenow')).toBe('0');
    await shot(page, 'dashboard-storage-desktop');
    expect(consoleErrors).toEqual([]);
  }, 180_000);
});
