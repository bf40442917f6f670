import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseArticle } from '../../src/server/features/support/help-articles';
import { setUpJourney, visit } from './support/harness';

const QUESTION = 'how do I reset my password';
const ARTICLE_URL = '/help/reset-your-password';
/** The real help-center article the bot should find, titled as its front matter says. */
const article = parseArticle('reset-your-password', readFileSync('content/help/reset-your-password.md', 'utf8'));

describe('a visitor asks the support bot how to reset a password', () => {
  const journey = setUpJourney();

  it('opens the bot from the corner, asks, gets an answer linking the help article, and opens it', async () => {
    const { page, consoleErrors } = await journey.open();
    await visit(page, '/');

    const launcher = page.getByRole('button', { name: 'Open support assistant' });
    await launcher.click();
    const panel = page.getByRole('dialog', { name: 'VolnaDraft support' });
    const question = panel.getByLabel('Question for the support assistant');
    // Focus moves into the panel, ready for a question.
    await expect.poll(() => question.evaluate((input) => input === document.activeElement)).toBe(true);

    await question.fill(QUESTION);
    await question.press('Enter');
    const articles = panel.getByRole('group', { name: 'Help articles used' });
    await articles.waitFor();
    const answer = panel.getByTestId('support-answer').last();
    expect(await answer.innerText()).toContain('Offline help assistant');
    expect(await answer.getByRole('link', { name: article.title }).first().getAttribute('href')).toBe(ARTICLE_URL);
    // Screen readers hear the finished answer.
    await expect.poll(() => page.locator('[aria-live="polite"]', { hasText: 'Answer:' }).count()).toBe(1);

    await articles.getByRole('link', { name: article.title }).click();
    await page.waitForURL((url) => url.pathname === ARTICLE_URL);
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();

    // Escape closes the panel and gives focus back to the launcher.
    await articles.getByRole('link', { name: article.title }).focus();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expect.poll(() => launcher.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it('works on a phone as a full-screen sheet that gets out of the way when the article opens', async () => {
    const { page, consoleErrors } = await journey.open('phone');
    await visit(page, '/support');
    await page.getByRole('button', { name: 'Ask the assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'VolnaDraft support' });
    const box = await panel.boundingBox();
    expect(box).toMatchObject({ x: 0, width: 390 });

    await panel.getByRole('button', { name: 'How do I reset my password?' }).click();
    const link = panel.getByRole('group', { name: 'Help articles used' }).getByRole('link', { name: article.title });
    await link.click();
    await page.waitForURL((url) => url.pathname === ARTICLE_URL);
    await panel.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
