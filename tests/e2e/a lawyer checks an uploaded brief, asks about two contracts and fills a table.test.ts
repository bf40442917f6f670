import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCorpusFile } from '../../src/server/features/corpus/import-file';
import { loadResearchCorpus, pagedOpinionsFile } from '../support/corpus';
import { BRIEF_WITH_TWO_BAD_CITATIONS, buildPdf, leasePages } from '../support/documents';
import { setUpJourney, visit } from './support/harness';
import { createUser, submitLogin } from './support/identity';

const SHOTS = process.env.SCREENSHOT_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
};

describe('a lawyer checks an uploaded brief, asks about two contracts and fills a table', () => {
  const journey = setUpJourney();
  let files: Record<'brief' | 'cafe' | 'books', string>;

  beforeAll(async () => {
    await loadResearchCorpus(journey.app.database.db);
    await importCorpusFile({ db: journey.app.database.db, file: pagedOpinionsFile });
    const dir = await mkdtemp(path.join(tmpdir(), 'volnadraft-uploads-'));
    files = { brief: path.join(dir, 'motion-to-dismiss.pdf'), cafe: path.join(dir, 'blue-cafe-lease.pdf'), books: path.join(dir, 'pier-books-lease.pdf') };
    await writeFile(files.brief, await buildPdf(BRIEF_WITH_TWO_BAD_CITATIONS));
    await writeFile(files.cafe, await buildPdf(leasePages({ tenant: 'Blue Cafe Inc.', rent: '$12,000', assignment: 'Tenant may assign this Lease at its sole discretion.' })));
    await writeFile(files.books, await buildPdf(leasePages({ tenant: 'Pier Books LLC', rent: '$8,500', assignment: 'Tenant shall not assign this Lease without the prior written consent of Landlord.' })));
  });

  async function signedInAt(route: string, viewport: 'desktop' | 'phone' = 'desktop') {
    const user = await createUser(journey.app);
    const opened = await journey.open(viewport);
    await visit(opened.page, `/login?returnUrl=${encodeURIComponent(route)}`);
    await submitLogin(opened.page, user.email, user.password);
    await opened.page.waitForURL((url) => url.pathname === route);
    return opened;
  }

  async function uploadFrom(page: Page, paths: string[]) {
    await page.getByTestId('document-file-input').setInputFiles(paths);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    for (const file of paths) await uploads.getByRole('link', { name: new RegExp(path.basename(file, '.pdf')) }).waitFor({ timeout: 30_000 });
  }

  it('uploads a brief, sees the made-up case and the misquotation flagged with their pages, and downloads the report', async () => {
    const { page, consoleErrors } = await signedInAt('/sessions');
    await uploadFrom(page, [files.brief]);
    await shot(page, 'sessions-upload-desktop');
    await page.getByRole('list', { name: 'Uploads' }).getByRole('link', { name: /motion-to-dismiss/ }).click();
    await page.getByRole('heading', { level: 1, name: /motion-to-dismiss/ }).waitFor();

    await page.getByRole('tab', { name: 'Brief check' }).click();
    const made = page.getByTestId('citation-entry').filter({ hasText: '505 U.S. 901' });
    expect(await made.getByTestId('citation-status').innerText()).toBe('Not found');
    expect(await made.innerText()).toMatch(/p\. 2, ¶ \d+/);
    const rock = page.getByTestId('citation-entry').filter({ hasText: '483 U.S. 44' });
    await rock.getByText(/altered/i).first().waitFor();
    expect(await rock.innerText()).toMatch(/p\. 2, ¶ \d+/);
    await shot(page, 'brief-check-desktop');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download report (PDF)' }).click();
    const report = await download;
    expect(report.suggestedFilename()).toMatch(/-cite-check\.pdf$/);
    expect((await readFile((await report.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(consoleErrors).toEqual([]);
  });

  it('uploads two leases, asks across both, and follows the quotation to its page and paragraph', async () => {
    const { page, consoleErrors } = await signedInAt('/sessions');
    await uploadFrom(page, [files.cafe, files.books]);
    await page.getByRole('list', { name: 'Uploads' }).getByRole('link', { name: /pier-books-lease/ }).click();
    await page.getByRole('tab', { name: 'Ask' }).click();
    await page.getByLabel('Your question').fill('What does the lease say about assignment?');
    await page.getByText('Also ask other documents').click();
    await page.getByRole('checkbox', { name: /blue-cafe-lease/ }).check();
    await page.getByRole('button', { name: 'Ask' }).click();
    const answer = page.getByTestId('ask-answer');
    await answer.waitFor();
    expect(await answer.getByTestId('engine-label').innerText()).toBe('Offline engine: retrieval only');
    await shot(page, 'ask-desktop');

    const consent = answer.locator('figure').filter({ hasText: 'prior written consent' });
    const link = consent.getByTestId('quotation-link');
    expect(await link.innerText()).toMatch(/^pier-books-lease.*, p\. 2, ¶ \d+$/);
    const paragraph = /¶ (\d+)$/.exec(await link.innerText())![1];
    await link.click();
    await page.waitForURL((url) => url.hash === `#p-${paragraph}`);
    const target = page.locator(`#p-${paragraph}`);
    await target.waitFor();
    expect(await target.innerText()).toContain('prior written consent');
    // The page marker above it says page 2.
    expect(await page.locator('#page-2').isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it('reviews a lease against the playbook, accepts the suggested assignment clause and opens the revised draft', async () => {
    const { page, consoleErrors } = await signedInAt('/sessions');
    await uploadFrom(page, [files.cafe]);
    await page.getByRole('list', { name: 'Uploads' }).getByRole('link', { name: /blue-cafe-lease/ }).click();
    await page.getByRole('tab', { name: 'Contract review' }).click();
    await page.getByLabel('Jurisdiction').selectOption('us-ca');
    await page.getByTestId('clauses-found').getByText('Assignment').first().waitFor();
    const assignment = page.getByTestId('review-finding').filter({ hasText: 'sole discretion' }).first();
    await assignment.locator('del').first().waitFor();
    await shot(page, 'contract-review-desktop');
    await assignment.getByLabel('Accept').check();
    await page.getByRole('button', { name: 'Create revised draft' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/drafts/') && url.pathname !== '/drafts/new');
    await page.getByText(/blue-cafe-lease \(revised\)/).first().waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('fills a three-question table over the two leases on a phone and downloads it as CSV', async () => {
    const { page, consoleErrors } = await signedInAt('/sessions', 'phone');
    await uploadFrom(page, [files.cafe, files.books]);
    await visit(page, '/documents/table');
    await page.getByRole('heading', { level: 1, name: 'Table review' }).waitFor();
    await page.getByRole('checkbox', { name: /blue-cafe-lease/ }).check();
    await page.getByRole('checkbox', { name: /pier-books-lease/ }).check();
    await page.getByRole('textbox', { name: 'Question 1' }).fill('What is the rent?');
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByRole('textbox', { name: 'Question 2' }).fill('What is the term?');
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByRole('textbox', { name: 'Question 3' }).fill('Can the tenant assign the lease?');
    await page.getByRole('button', { name: 'Fill table' }).click();
    const table = page.getByRole('region', { name: 'Table' });
    await table.getByText('$12,000').first().waitFor();
    await table.getByText('$8,500').first().waitFor();
    await shot(page, 'table-phone');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(csv).toContain('What is the rent?');
    expect(csv).toContain('$12,000');
    expect(csv).toContain('$8,500');
    expect(consoleErrors).toEqual([]);
  });
});
