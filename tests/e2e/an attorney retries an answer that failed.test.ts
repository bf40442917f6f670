import { beforeAll, describe, expect, it } from 'vitest';
import { setUpJourney } from './support/harness';
import { createUser, expectToast } from './support/identity';
import { ask, latestAnswer, loadCorpus, signInTo } from './support/assistant';

const QUESTION = 'What did the Court hold in Lawrence v. Texas, 539 U.S. 558 (2003)?';
const PROVIDER_DOWN = 'The language model is unavailable right now (the provider answered 503). No tokens were charged. Try again in a minute.';

/** An answer that breaks off with an error part, as the server streams a provider failure after the first words. */
const brokenStream = [
  { type: 'start', messageId: 'broken-answer' },
  { type: 'text-start', id: 'text' },
  { type: 'text-delta', id: 'text', delta: 'The Court held that ' },
  { type: 'error', errorText: PROVIDER_DOWN },
]
  .map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`)
  .join('');

const isAsking = (url: URL) => /\/api\/chat\/sessions\/[^/]+\/messages$/.test(url.pathname);

describe('an attorney retries an answer that failed', () => {
  const journey = setUpJourney();
  beforeAll(() => loadCorpus(journey.app));

  it('sees why an answer broke off, retries it, and gets the full answer', async () => {
    const user = await createUser(journey.app);
    const { page } = await journey.open();
    await signInTo(page, user, '/chat');

    await page.route(isAsking, (route) =>
      route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' }, body: brokenStream }),
    );
    await ask(page, QUESTION);
    const failure = latestAnswer(page).getByRole('alert');
    await failure.filter({ hasText: 'The answer could not be completed' }).waitFor();
    expect(await failure.innerText()).toContain(PROVIDER_DOWN);
    expect(await latestAnswer(page).innerText()).toContain('The Court held that');

    await page.unroute(isAsking);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await latestAnswer(page).getByTestId('answer-tokens').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('alert').filter({ hasText: 'could not be completed' }).count()).toBe(0);
    expect(await page.getByTestId('user-message').count()).toBe(1);
    expect(await page.getByTestId('assistant-message').count()).toBe(1);
    await latestAnswer(page).getByTestId('answer-citation').filter({ hasText: 'Lawrence v. Texas' }).first().waitFor();
  });

  it('is told when the connection fails, and the question can be sent again', async () => {
    const user = await createUser(journey.app);
    const { page } = await journey.open();
    await signInTo(page, user, '/chat');

    await page.route(isAsking, (route) => route.abort('internetdisconnected'));
    await ask(page, QUESTION);
    await expectToast(page, 'No connection', 'The assistant could not be reached.');
    const failure = page.getByRole('alert').filter({ hasText: 'The answer could not be completed' });
    await failure.waitFor();

    await page.unroute(isAsking);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await latestAnswer(page).getByTestId('answer-tokens').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('user-message').count()).toBe(1);
  });
});
