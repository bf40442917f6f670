import { describe, expect, it } from 'vitest';
import { setUpJourney, visit } from './support/harness';

describe('pages load on demand behind a spinner', () => {
  const journey = setUpJourney();

  it('fetches a page’s code only when it is visited, showing Loading... meanwhile', async () => {
    const { page } = await journey.open();
    const chunks: string[] = [];
    page.on('request', (request) => {
      const match = /assets\/(\w+Page)-/.exec(request.url());
      if (match) chunks.push(match[1]!);
    });

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/assets\/NotFoundPage-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });

    // The landing page comes with the entry chunk (issue #16); every other page is fetched when visited.
    await visit(page, '/');
    expect(chunks).toEqual([]);

    await page.evaluate(() => {
      window.history.pushState({}, '', '/missing-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const spinner = page.getByRole('status').filter({ hasText: 'Loading...' });
    await spinner.waitFor();
    expect(await page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(0);

    release();
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await spinner.count()).toBe(0);
    expect(chunks).toEqual(['NotFoundPage']);
  });
});
