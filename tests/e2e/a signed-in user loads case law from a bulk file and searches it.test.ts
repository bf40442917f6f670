import { mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBulkFileServer, type BulkFileServer } from '../support/bulk-file-server';
import { setUpJourney, visit } from './support/harness';
import { createUser, submitLogin } from './support/identity';

const NAME = 'research-corpus.jsonl.gz';
const importDir = mkdtempSync(path.join(tmpdir(), 'vd-e2e-imports-'));

// The embedded database with one account: that account may load case law (on a shared server, admins only).
describe('a signed-in user loads case law from a bulk file and searches it', () => {
  const journey = setUpJourney({ env: { CORPUS_IMPORT_DIR: importDir, CORPUS_IMPORT_ALLOW_PRIVATE_URLS: 'true' } });
  let server: BulkFileServer;

  beforeAll(async () => {
    const corpus = gzipSync(await readFile(path.resolve('tests/fixtures/research-corpus.jsonl')));
    // The download pauses after 3,000 bytes so the journey sees the bar part-way.
    server = await startBulkFileServer({ [NAME]: corpus }, { stallAfter: 3000 });
  });
  afterAll(async () => {
    server.release();
    await server.close();
    await rm(importDir, { recursive: true, force: true });
  });

  it('opens "Load case law", gives a bulk file\'s address, watches the progress bar reach the end, and finds the cases', async () => {
    const user = await createUser(journey.app);
    const { page, consoleErrors } = await journey.open();
    await visit(page, '/login?returnUrl=%2Fresearch');
    await submitLogin(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/research');

    await page.getByRole('button', { name: 'Load case law' }).click();
    const dialog = page.getByRole('dialog', { name: 'Load case law' });
    await dialog.getByRole('radio', { name: 'From a URL' }).click();
    await dialog.getByLabel('Address of the file').fill(server.url(NAME));
    await dialog.getByRole('button', { name: 'Start import' }).click();

    const bar = dialog.getByRole('progressbar');
    await dialog.getByText(/Downloading 2\.9 KB of 7\.\d KB/).waitFor();
    const partWay = Number(await bar.getAttribute('aria-valuenow'));
    expect(partWay).toBeGreaterThan(0);
    expect(partWay).toBeLessThan(100);
    await page.screenshot({ path: path.join(tmpdir(), 'load-case-law-progress.png') });

    server.release();
    await dialog.locator('[data-testid="import-progress"][data-state="done"]').waitFor({ timeout: 30_000 });
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    expect(await dialog.getByTestId('import-progress').innerText()).toMatch(/Opinions\s+4/);
    await page.screenshot({ path: path.join(tmpdir(), 'load-case-law-done.png') });

    await dialog.getByRole('button', { name: 'Search the cases' }).click();
    await page.getByTestId('corpus-status').filter({ hasText: '4 opinions' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search case law' }).fill('Lawrence v. Texas');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('search-result').filter({ hasText: 'Lawrence v. Texas' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
