import { beforeAll, describe, expect, it } from 'vitest';
import { setUpJourney } from './support/harness';
import { createUser } from './support/identity';
import { ask, latestAnswer, loadCorpus, signInTo } from './support/assistant';

const QUESTION = 'Explain stare decisis in Planned Parenthood of Southeastern Pa. v. Casey, 505 U.S. 833 (1992).';

describe('an attorney stops a streaming answer and resumes the conversation from sessions', () => {
  const journey = setUpJourney();
  beforeAll(() => loadCorpus(journey.app));

  it('stops an answer mid-stream, keeps what was written, finds the conversation in Sessions and carries on', async () => {
    const user = await createUser(journey.app);
    const { page, consoleErrors } = await journey.open();
    await signInTo(page, user, '/chat');
    await ask(page, QUESTION);

    const answer = latestAnswer(page);
    await answer.locator('p, li').first().waitFor();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Send' }).waitFor();
    await answer.getByTestId('answer-stopped').waitFor();
    // The stored answer is read back with what it cost: nothing, from the offline engine.
    await answer.getByTestId('answer-tokens').filter({ hasText: 'Offline engine — no tokens charged' }).waitFor();
    expect(await answer.getByTestId('offline-notice').count()).toBe(1);
    const kept = await answer.locator('p, li').first().innerText();
    expect(kept.length).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'All sessions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor();
    const card = page.getByTestId('session-card').filter({ hasText: 'Explain stare decisis' });
    await card.waitFor();
    expect(await card.getByTestId('session-messages').innerText()).toBe('2 messages');
    expect(await card.innerText()).toContain('Research');
    expect(await card.innerText()).toContain('United States (federal)');
    expect(Number((await card.getByTestId('session-tokens').innerText()).replace(/[^\d]/g, ''))).toBe(0);

    // Search narrows the list through ?q=.
    await page.getByRole('searchbox', { name: 'Search sessions' }).fill('no such matter');
    await page.getByText('Nothing matches “no such matter”').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('no such matter');
    await page.getByRole('searchbox', { name: 'Search sessions' }).fill('stare decisis');
    await card.getByRole('link', { name: /Resume/ }).click();

    await page.waitForURL((url) => url.pathname === '/chat' && url.searchParams.has('session'));
    await page.getByTestId('user-message').filter({ hasText: QUESTION }).waitFor();
    await latestAnswer(page).getByTestId('answer-stopped').waitFor();
    expect(await latestAnswer(page).locator('p, li').first().innerText()).toBe(kept);

    await ask(page, 'Which later case overruled Bowers v. Hardwick, 478 U.S. 186 (1986)?');
    const followUp = page.getByTestId('assistant-message').nth(1);
    await followUp.getByTestId('answer-tokens').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('user-message').count()).toBe(2);
    expect(await page.getByTestId('assistant-message').count()).toBe(2);
    expect(await followUp.getByTestId('answer-stopped').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
