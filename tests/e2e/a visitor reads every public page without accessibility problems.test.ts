import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startApp, VIEWPORTS, visit, type RunningApp } from './support/harness';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const DEFAULT_DESCRIPTION = 'VolnaDraft drafts contracts, pleadings, motions and memoranda for your jurisdiction and verifies every citation.';

interface PublicPage {
  route: string;
  heading: string;
  /** Text from the page's own content, proof that more than the frame rendered. */
  shows: string;
}

const PAGES: PublicPage[] = [
  { route: '/', heading: 'Draft full-length legal documents for your jurisdiction, with every citation checked.', shows: 'Built by Legal Experts' },
  { route: '/about', heading: 'About VolnaDraft', shows: 'Citations are a gate, not a hope' },
  { route: '/plans', heading: 'Pay for the work you do', shows: 'Professional' },
  { route: '/tools', heading: 'Tools', shows: 'How they work together' },
  { route: '/blog', heading: 'Blog', shows: 'Verify every citation before you file' },
  { route: '/blog/verify-citations-before-filing', heading: 'Verify every citation before you file', shows: 'What happened in Mata v. Avianca' },
  { route: '/help', heading: 'Help Center', shows: 'How do I reset my password?' },
  { route: '/help/reset-your-password', heading: 'How do I reset my password?', shows: 'Choose a new password' },
  { route: '/resources', heading: 'Resources', shows: 'Motion to Dismiss' },
  { route: '/faq', heading: 'Frequently Asked Questions', shows: 'Can VolnaDraft invent a case?' },
  { route: '/tutorials', heading: 'Tutorials', shows: 'Draft your first motion' },
  { route: '/tutorials/draft-your-first-motion', heading: 'Draft your first motion', shows: 'Step 6: Run the check' },
  { route: '/privacy', heading: 'Privacy Policy', shows: 'What we collect' },
  { route: '/terms', heading: 'Terms of Service', shows: 'Not legal advice; your professional responsibility' },
  { route: '/cookies', heading: 'Cookie Policy', shows: 'better-auth.session_token' },
  { route: '/data-security', heading: 'Data Security', shows: 'At rest: AES-256-GCM with a key for each user' },
  { route: '/support', heading: 'How can we help?', shows: 'Send us a message' },
];

/** axe-core run in the page; only what it rates serious or critical fails the page. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(() => (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe.run());
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`);
}

describe('a visitor reads every public page without accessibility problems', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** A fresh page; the app's content security policy is bypassed only so that axe's source can be injected. */
  async function open(viewport: keyof typeof VIEWPORTS) {
    const context = await browser.newContext({ baseURL: app.baseUrl, viewport: VIEWPORTS[viewport], bypassCSP: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { page, errors, close: () => context.close() };
  }

  it.each(PAGES)('reads $route on a desktop and a phone: its content, title and description, and no serious axe violations', async ({ route, heading, shows }) => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, errors, close } = await open(viewport);
      await visit(page, route);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.locator('main').getByText(shows).filter({ visible: true }).first().waitFor();
      expect(await page.title()).toMatch(/VolnaDraft/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(40);
      if (route !== '/') expect(description, `${route} has a description of its own`).not.toBe(DEFAULT_DESCRIPTION);
      expect(await seriousViolations(page), `${route} at ${viewport}`).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('searches the help center for "reset my password" and opens the answer', async () => {
    const { page, close } = await open('desktop');
    await visit(page, '/help');
    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('How do I reset my password?');
    await page.waitForURL((url) => url.searchParams.get('q') === 'How do I reset my password?');
    const first = page.getByTestId('help-result').first();
    await first.getByRole('link', { name: 'How do I reset my password?' }).waitFor();
    expect(await page.getByTestId('help-results-count').innerText()).toMatch(/articles? match/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('zebra mortgage');
    await page.getByText('No article matches “zebra mortgage”').waitFor();

    await page.getByRole('searchbox', { name: 'Search the help center' }).fill('reset password');
    await first.getByRole('link', { name: 'How do I reset my password?' }).click();
    await page.waitForURL('**/help/reset-your-password');
    await page.getByRole('heading', { level: 1, name: 'How do I reset my password?' }).waitFor();
    await close();
  });

  it('shows each tutorial with its screenshots loaded, and an unknown article as the 404 screen', async () => {
    const { page, close } = await open('desktop');
    for (const slug of ['draft-your-first-motion', 'check-a-briefs-citations', 'export-to-word']) {
      await visit(page, `/tutorials/${slug}`);
      const images = page.locator('article img');
      expect(await images.count(), slug).toBeGreaterThan(2);
      // Screenshots load lazily: each is brought into view, then must have loaded.
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      }
    }
    await visit(page, '/blog/no-such-article');
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Read the blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await close();
  });
});
