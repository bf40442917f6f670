import { beforeAll, describe, expect, it } from 'vitest';
import { setUpJourney, visit } from './support/harness';
import { createUser, submitLogin } from './support/identity';
import { ask, latestAnswer, loadCorpus } from './support/assistant';

const QUESTION =
  'What did the Court hold in Roe v. Wade, 410 U.S. 113 (1973)? Opposing counsel also cites Martinez v. Board of Regents, 505 U.S. 901 (1992).';

describe('an attorney asks the offline assistant a research question', () => {
  const journey = setUpJourney();
  beforeAll(() => loadCorpus(journey.app));

  it('opens the assistant from Tools, watches the answer stream, and sees each citation checked', async () => {
    const user = await createUser(journey.app);
    const { page, consoleErrors } = await journey.open();
    await visit(page, '/tools');
    const card = page.getByTestId('tool-card').filter({ hasText: 'Assistant' });
    expect(await card.getByText('Coming soon').count()).toBe(0);
    await card.getByRole('link', { name: 'Open the assistant' }).click();
    await page.waitForURL('**/login?returnUrl=%2Fchat');
    await submitLogin(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/chat');

    await page.getByRole('heading', { name: 'How can I help with your matter?' }).waitFor();
    await page.getByTestId('chat-token-balance').filter({ hasText: '10,000' }).waitFor();
    await ask(page, QUESTION);

    // Streaming: the answer grows while Stop is offered and the composer is locked.
    const answer = latestAnswer(page);
    await answer.locator('p, li').first().waitFor();
    await page.getByRole('button', { name: 'Stop' }).waitFor();
    expect(await page.getByLabel('Your question').isDisabled()).toBe(true);
    const early = (await answer.innerText()).length;
    await answer.getByTestId('answer-tokens').waitFor({ timeout: 30_000 });
    expect((await answer.innerText()).length).toBeGreaterThan(early);
    await page.getByRole('button', { name: 'Send' }).waitFor();
    expect(new URL(page.url()).searchParams.get('session')).toBeTruthy();

    // Offline, labelled so and charged nothing, with how to connect a model.
    expect(await answer.getByTestId('answer-tokens').innerText()).toBe('Offline engine — no tokens charged');
    expect(await answer.getByTestId('offline-notice').innerText()).toMatch(/Offline mode[\s\S]*AI_PROVIDER/);

    // Every citation with its status; a warning because one could not be verified.
    const citation = (text: string) => answer.getByTestId('answer-citation').filter({ hasText: text }).first();
    expect(await citation('Roe v. Wade, 410 U.S. 113 (1973)').getByTestId('citation-status').innerText()).toBe('Verified');
    expect(await citation('Martinez v. Board of Regents, 505 U.S. 901').getByTestId('citation-status').innerText()).toBe('Not found');
    expect(await answer.getByTestId('unverified-warning').innerText()).toContain('could not be verified');

    // No model was called, so the header's balance is still 10,000.
    expect(await page.getByTestId('chat-token-balance').innerText()).toBe('10,000');

    // The conversation is titled from the question, in the header and the sidebar.
    expect(await page.getByTestId('conversation-title').innerText()).toMatch(/^What did the Court hold in Roe v\. Wade/);
    await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: /What did the Court hold/ }).waitFor();

    // A verified citation leads to its case.
    await citation('Roe v. Wade, 410 U.S. 113 (1973)').getByRole('link', { name: 'Roe v. Wade' }).click();
    await page.getByRole('heading', { level: 1, name: 'Roe v. Wade' }).waitFor();

    // The dashboard shows the same balance.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByTestId('token-balance').filter({ hasText: '10,000' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
