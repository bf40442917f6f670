import { describe, expect, it } from 'vitest';
import { PAGE_ERROR_MESSAGES } from '../../src/client/components/layout/PageErrorBoundary';
import { holdBack, setUpJourney, visit } from './support/harness';

describe('pages load on demand behind a spinner', () => {
  const journey = setUpJourney();

  it('fetches a page’s code only when it is visited, showing Loading... meanwhile', async () => {
    const { page } = await journey.open();
    const chunks: string[] = [];
    page.on('request', (request) => {
      const match = /assets\/(\w+Page)-/.exec(request.url());
      if (match) chunks.push(match[1]!);
    });

    const release = await holdBack(page, /assets\/NotFoundPage-.*\.js$/);

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

  it('says so when a page’s code cannot be fetched, keeps the navigation, and loads the page on reload', async () => {
    const { page } = await journey.open();
    const failing = /assets\/NotFoundPage-.*\.js$/;
    await page.route(failing, (route) => route.abort('internetdisconnected'));
    await visit(page, '/');

    await page.evaluate(() => {
      window.history.pushState({}, '', '/missing-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('alert').filter({ hasText: PAGE_ERROR_MESSAGES.chunk }).waitFor();
    expect(await page.getByRole('navigation').first().isVisible()).toBe(true);

    await page.unroute(failing);
    await page.getByRole('button', { name: 'Reload page' }).click();
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: PAGE_ERROR_MESSAGES.chunk }).count()).toBe(0);
  });
});
