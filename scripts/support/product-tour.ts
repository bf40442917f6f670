/**
 * The product tour the tutorials' screenshots and the landing page's demo video are made from (issue #39): on a
 * built app started on a throwaway database with the test corpus, a new attorney signs up, drafts a federal motion to
 * dismiss, checks a brief's citations and exports the draft. At each screen worth showing it calls `shoot` with the
 * screen's name (and the part of the page a tutorial crops to), so both scripts show the same real session.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, assertChromiumInstalled } from '../../tests/e2e/support/chromium';
import { startServerProcess } from '../../tests/support/server-process';

export type Shoot = (page: Page, name: string, part?: Locator) => Promise<void>;

const CLIENT_DIST_DIR = path.resolve(process.env.CLIENT_DIST_DIR ?? 'dist/client');
const CORPUS = ['tests/fixtures/research-corpus.jsonl', 'tests/fixtures/us-reports-index.tsv'].map((file) => path.resolve(file));

const ATTORNEY = { firstName: 'Alex', lastName: 'Rivera', email: 'alex.rivera@riverapark.test', password: 'tutorial-password' };

const INTAKE: Array<[string, string]> = [
  ['Court', 'United States District Court for the Northern District of California'],
  ['Key facts', 'Plaintiff alleges that a widget bought in 2024 failed. Defendant, an Ohio company, has no offices, employees or sales in California.'],
  ['Claims challenged', 'All three causes of action.'],
  ['Relief sought', 'dismissal of the complaint without leave to amend'],
  ['Attorney name', 'Alex Rivera'],
  ['State bar number', '312345'],
  ['Firm', 'Rivera & Park LLP'],
  ['Attorney address', '1 Market Street, Oakland, CA 94607'],
  ['Telephone', '(510) 555-0100'],
  ['Email', 'arivera@riverapark.test'],
];

const ARGUMENT = 'Plaintiff pleads no contact between Acme and California. See Smith v. Jones, 410 U.S. 999 (1973).';

// A real case with a quotation from it, a real case with the wrong year, and a case that does not exist.
const BRIEF = [
  'The appeal presented "constitutional challenges to state criminal abortion legislation." Roe v. Wade, 410 U.S. 113 ' +
    '(1973). The Court revisited the question in Planned Parenthood of Southeastern Pa. v. Casey, 505 U.S. 833 (1991).',
  'Petitioner also relies on Smith v. Jones, 505 U.S. 901 (1992).',
].join('\n\n');

/** An intake field by its label, which a required field follows with "*" and, for screen readers, "(required)". */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\W*(?:\\(required\\))?$`));

/** Scrolls so that `target` sits just below the sticky navigation bar. */
const scrollToTop = (target: Locator) =>
  target.evaluate((element) => window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 80, behavior: 'instant' }));

async function signUp(page: Page) {
  await page.goto('/signup');
  await page.fill('#firstName', ATTORNEY.firstName);
  await page.fill('#lastName', ATTORNEY.lastName);
  await page.fill('#email', ATTORNEY.email);
  await page.fill('#password', ATTORNEY.password);
  await page.fill('#confirmPassword', ATTORNEY.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard');
}

async function draftFirstMotion(page: Page, shoot: Shoot): Promise<string> {
  await page.goto('/drafts/new');
  await page.getByTestId('draft-type').first().waitFor();
  await shoot(page, 'first-motion-1-choose-document');

  await page.getByTestId('draft-type').filter({ hasText: 'Motion to Dismiss' }).click();
  await page.locator('#jurisdiction-button').click();
  await page.getByRole('combobox', { name: 'Search jurisdictions' }).fill('federal');
  await page.getByRole('option', { name: /United States \(federal\)/ }).click();
  await page.getByTestId('jurisdiction-note').waitFor();
  await scrollToTop(page.locator('#step-document'));
  await shoot(page, 'first-motion-2-jurisdiction');

  for (const [label, value] of INTAKE) await field(page, label).fill(value);
  await field(page, 'Plaintiffs: name').fill('Jane Doe');
  await field(page, 'Defendants: name').fill('Acme Widgets, Inc.');
  await field(page, 'Party represented').selectOption('defendant');
  await field(page, 'Grounds').selectOption('12b2');
  await scrollToTop(page.locator('#step-details'));
  await shoot(page, 'first-motion-3-intake');

  await page.getByRole('button', { name: 'Create draft' }).click();
  await page.waitForURL(/\/drafts\/[\w-]+$/);
  await page.getByTestId('draft-section').first().waitFor();
  await page.getByTestId('generation-progress').waitFor({ state: 'detached' });
  await page.getByTestId('save-status').filter({ hasText: 'Saved' }).first().waitFor();
  await shoot(page, 'first-motion-4-studio');

  const editor = page.getByRole('textbox', { name: 'Argument' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(ARGUMENT);
  await page.getByTestId('save-status').filter({ hasText: 'Saved' }).first().waitFor();
  await shoot(page, 'first-motion-5-argument', page.getByTestId('draft-section').filter({ has: editor }));

  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const captionFinding = page.getByTestId('finding').filter({ hasText: 'Fed. R. Civ. P. 7(b)(2)' });
  await captionFinding.waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'first-motion-6-finding');

  await page.getByTestId('draft-caption').getByLabel('Case number').fill('3:26-cv-01234');
  await page.getByTestId('save-status').filter({ hasText: 'Saved' }).first().waitFor();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await captionFinding.waitFor({ state: 'detached' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'first-motion-7-fixed');
  return page.url();
}

async function checkBrief(page: Page, shoot: Shoot) {
  await page.goto('/research/check');
  await page.getByLabel('Your brief').fill(BRIEF);
  await shoot(page, 'check-citations-1-paste');

  await page.getByRole('button', { name: 'Check citations' }).click();
  await page.getByRole('heading', { name: /citations checked/ }).waitFor();
  await scrollToTop(page.getByRole('heading', { name: /citations checked/ }));
  await shoot(page, 'check-citations-2-results');

  await scrollToTop(page.getByRole('heading', { name: 'Every citation, in order' }));
  await shoot(page, 'check-citations-3-entries');

  await page.getByTestId('citation-entry').filter({ hasText: 'Roe v. Wade' }).getByRole('link', { name: 'Roe v. Wade' }).click();
  await page.getByRole('heading', { level: 1, name: 'Roe v. Wade' }).waitFor();
  await shoot(page, 'check-citations-4-case');
}

async function exportDraft(page: Page, shoot: Shoot, draftUrl: string, downloads: string) {
  await page.goto(draftUrl);
  await page.getByTestId('save-status').filter({ hasText: 'Saved' }).first().waitFor();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.getByRole('tab', { name: /Citations/ }).click();
  await page.getByRole('complementary', { name: 'Review' }).getByText('Smith v. Jones').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'export-1-citations');

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: /Word \(DOCX\)/ }).waitFor();
  await shoot(page, 'export-2-menu');

  await page.getByRole('menuitem', { name: /Word \(DOCX\)/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('heading', { name: /not verified/ }).waitFor();
  await page.getByLabel('I have reviewed these citations and want to export anyway').check();
  await shoot(page, 'export-3-confirm', dialog);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-download').click()]);
  await download.saveAs(path.join(downloads, download.suggestedFilename()));
  console.log(`exported ${download.suggestedFilename()}`);
}

/** Runs the whole tour at `viewport` on a server of its own (port `port`), calling `shoot` at each screen. */
export async function runProductTour({ port, viewport, shoot }: { port: number; viewport: { width: number; height: number }; shoot: Shoot }) {
  if (!existsSync(path.join(CLIENT_DIST_DIR, 'index.html'))) {
    console.error('The client is not built; run `npm run build` first.');
    process.exit(1);
  }
  assertChromiumInstalled();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vd-tour-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startServerProcess({ PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir, CLIENT_DIST_DIR, CORPUS_PATH: CORPUS.join(path.delimiter) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport, acceptDownloads: true });
    const page = await context.newPage();
    // Toasts come and go; a picture shows the screen, not the last notification.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = '.toast-root { display: none !important; }';
        document.head.append(style);
      });
    });
    await signUp(page);
    const draftUrl = await draftFirstMotion(page, shoot);
    await checkBrief(page, shoot);
    await exportDraft(page, shoot, draftUrl, dataDir);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
