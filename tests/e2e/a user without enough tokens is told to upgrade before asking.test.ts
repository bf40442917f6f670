import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { setUpJourney } from './support/harness';
import { createUser } from './support/identity';
import { ask, signInTo, spendAllTokens } from './support/assistant';

const QUESTION = 'Draft a demand letter for unpaid invoices under New York law.';
const INSUFFICIENT = /^Insufficient tokens: You need \d+ tokens but only have 0 remaining\. Buy a token pack or upgrade your plan to continue\./;

describe('a user without enough tokens is told to upgrade before asking', () => {
  // A language model is connected (the offline engine charges nothing, so it never refuses); the fake is never asked.
  let fake: FakeOpenAI | undefined;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    fake = await startFakeOpenAI({ replies: [{ text: 'Unused.' }] });
    Object.assign(env, { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: `${fake.baseUrl}/v1`, AI_MODEL: 'fake-model' });
  });
  afterAll(() => fake?.close());
  const journey = setUpJourney({ env });

  it('sees the upgrade message and actions, and the question is not sent', async () => {
    const user = await createUser(journey.app);
    await spendAllTokens(journey.app, user.id);
    const { page, consoleErrors } = await journey.open();
    await signInTo(page, user, '/volnadraft');
    await page.getByTestId('chat-token-balance').filter({ hasText: /^0$/ }).waitFor();

    await ask(page, QUESTION);
    const notice = page.getByTestId('token-refusal');
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(INSUFFICIENT);
    const toast = page.locator('.toast-root[data-state="open"]').filter({ hasText: 'Insufficient tokens' });
    expect(await toast.innerText()).toMatch(/Insufficient tokens: You need \d+ tokens but only have 0 remaining/);
    await toast.getByRole('link', { name: 'Upgrade plan' }).waitFor();

    // Nothing was sent: no question in the conversation, and it is back in the box to send later.
    expect(await page.getByTestId('user-message').count()).toBe(0);
    expect(await page.getByLabel('Your question').inputValue()).toBe(QUESTION);
    const sessionId = new URL(page.url()).searchParams.get('session')!;
    const { messages } = await journey.app.app.services.chat.sessions.get(user.id, sessionId);
    expect(messages).toEqual([]);
    expect(fake!.requests).toEqual([]);

    await notice.getByRole('link', { name: 'Buy tokens' }).click();
    await page.waitForURL((url) => url.pathname === '/buy-tokens');
    expect(consoleErrors.filter((e) => !e.includes('403'))).toEqual([]);
  });
});
