import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpJourney, visit } from './support/harness';

describe('toasts tell the user about their connection', () => {
  const journey = setUpJourney();
  let page: Page;
  let context: BrowserContext;
  beforeEach(async () => {
    ({ page, context } = await journey.open());
    await visit(page, '/about');
    // The toast region renders only once the page has hydrated and its lazy chunk arrived; on a loaded machine that
    // can be after the network went quiet, and an 'offline' event fired before then has no listener yet.
    await page.getByRole('region', { name: /Notifications/ }).waitFor({ state: 'attached' });
  });

  const toasts = () => page.locator('.toast-root[data-state="open"]');
  const goOffline = () => context.setOffline(true);
  const goOnline = () => context.setOffline(false);

  it('shows one toast at a time: the newer replaces the older', async () => {
    await goOffline();
    await toasts().filter({ hasText: 'You are offline' }).waitFor();
    await goOnline();
    await toasts().filter({ hasText: 'Back online' }).waitFor();
    expect(await toasts().count()).toBe(1);
    expect(await page.getByText('You are offline').count()).toBe(0);
  });

  it('closes on Escape', async () => {
    await goOffline();
    await toasts().first().waitFor();
    await toasts().first().focus();
    await page.keyboard.press('Escape');
    await toasts().first().waitFor({ state: 'detached' });
  });

  it('F8 moves focus to the toast region', async () => {
    await goOffline();
    await toasts().first().waitFor();
    await page.keyboard.press('F8');
    const focused = await page.evaluate(() => document.activeElement?.closest('ol')?.getAttribute('tabindex'));
    expect(focused).toBe('-1');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('OL');
  });

  async function swipe(distance: number) {
    const box = (await toasts().first().boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let dx = 5; dx <= distance; dx += 5) await page.mouse.move(box.x + 20 + dx, y);
    await page.mouse.up();
  }

  it('stays after a short swipe and is dismissed by a swipe right past 50 px', async () => {
    await goOffline();
    await toasts().first().waitFor();
    await swipe(30);
    await page.waitForTimeout(300);
    expect(await toasts().count()).toBe(1);
    await swipe(80);
    await toasts().first().waitFor({ state: 'detached' });
  });

  it('disappears by itself after 5 seconds', async () => {
    await page.mouse.move(5, 5);
    await goOffline();
    await toasts().first().waitFor();
    const shownAt = Date.now();
    await page.waitForTimeout(4000);
    expect(await toasts().count()).toBe(1);
    await toasts().first().waitFor({ state: 'detached', timeout: 4000 });
    const elapsed = Date.now() - shownAt;
    expect(elapsed).toBeGreaterThanOrEqual(4500);
    expect(elapsed).toBeLessThan(7000);
  });
});
