import { describe, expect, it } from 'vitest';
import { holdBack, setUpJourney, visit } from './support/harness';

describe('a visitor reads the landing page before its JavaScript arrives', () => {
  const journey = setUpJourney();

  it('shows the headline and calls to action from the HTML alone, while the entry chunk is held back', async () => {
    const { page } = await journey.open('phone');
    const release = await holdBack(page, /assets\/index-.*\.js$/);

    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Draft full-length legal documents/);
    expect(await page.getByRole('link', { name: 'Get Started' }).isVisible()).toBe(true);
    // Nothing is waiting on a spinner: the page is there as the HTML came.
    expect(await page.getByText('Loading...').count()).toBe(0);
    release();
  });

  it('paints the page styled from its HTML alone, with the stylesheet file held back', async () => {
    const { page } = await journey.open('phone');
    const release = await holdBack(page, /assets\/index-.*\.css$/);

    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The header stays at the top as the visitor scrolls: a rule of the stylesheet, applied without its file.
    expect(await page.locator('header').evaluate((header) => getComputedStyle(header).position)).toBe('sticky');
    release();
  });

  it("asks for the app's code only once the page has painted", async () => {
    const { page } = await journey.open();
    await visit(page, '/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();

    const { paintedAt, entryRequestedAt } = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
      // Chromium's paintTime is when the frame was painted; startTime is when the screen showed it, which can be later.
      const firstPaint = performance.getEntriesByName('first-paint')[0]?.toJSON() as { paintTime?: number } | undefined;
      return { paintedAt: firstPaint?.paintTime, entryRequestedAt: entry?.startTime };
    });
    expect(paintedAt).toBeGreaterThan(0);
    expect(entryRequestedAt).toBeGreaterThanOrEqual(paintedAt!);
  });

  it('hydrates without errors and then works as the app: sign-in links appear and links route in place', async () => {
    const { page, consoleErrors } = await journey.open();
    await visit(page, '/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();

    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentRequests.push(request.url());
    });
    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await page.waitForURL('**/signup');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    // Routed by the hydrated app, not a new page load.
    expect(documentRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
