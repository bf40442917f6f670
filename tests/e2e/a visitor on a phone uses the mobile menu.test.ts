import { describe, expect, it } from 'vitest';
import { setUpJourney, visit } from './support/harness';

describe('a visitor on a phone uses the mobile menu', () => {
  const journey = setUpJourney();

  it('opens the menu, finds Home with the public links and Login, and navigates', async () => {
    const { page } = await journey.open('phone');
    await visit(page, '/about');
    expect(await page.getByTestId('desktop-nav').isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    const labels = await menu.getByRole('link').allInnerTexts();
    expect(labels).toEqual(['Home', 'About', 'Plans', 'Tools', 'Resources', 'Support', 'Login']);

    await menu.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu with the same button', async () => {
    const { page } = await journey.open('phone');
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').waitFor();
    await page.getByRole('button', { name: 'Close menu' }).click();
    expect(await page.locator('#mobile-menu').count()).toBe(0);
  });
});
