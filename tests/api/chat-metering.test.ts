import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { buildChatApp, chatClient, chatUser } from '../support/chat';
import { loadResearchCorpus } from '../support/corpus';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { finishMetadata } from '../support/ui-stream';

const QUESTION = 'What is the pleading standard for a motion to dismiss in federal court?';

/** A chat answer charges what was spent: the provider's reported usage for a model, nothing for the offline engine. */
describe('what a chat answer charges', () => {
  let t: TestApp;
  let fake: FakeOpenAI | undefined;
  afterEach(async () => {
    expect(await t.app.services.history.inconsistencies()).toEqual([]);
    await t.close();
    await fake?.close();
    fake = undefined;
  });

  it('charges nothing for an offline engine answer, even to a user whose tokens are spent', async () => {
    t = await buildChatApp();
    await loadResearchCorpus(t.database.db);
    const user = await chatUser(t.app);
    const client = chatClient(t, user);
    const session = await client.createSession();
    const first = finishMetadata((await client.ask(session.id, { content: QUESTION })).chunks);
    expect(first).toMatchObject({ offline: true, usage: null });
    expect(await client.balance()).toBe(10_000);
    expect((await client.detail(session.id)).tokensUsed).toBe(0);

    const { ledger } = t.app.services;
    const balances = await ledger.balance(user.id);
    await ledger.apply({
      userId: user.id,
      kind: 'admin_adjustment',
      deltas: Object.fromEntries(Object.entries(balances).map(([bucket, amount]) => [bucket, -amount])),
      description: 'Spent in a test',
      idempotencyKey: `test-spend:${user.id}`,
    });
    const second = await client.ask(session.id, { content: 'And in California state court?' });
    expect(second.res.statusCode).toBe(200);
    expect(finishMetadata(second.chunks)).toMatchObject({ offline: true, usage: null });
    expect(await client.balance()).toBe(0);
  }, 90_000);

  it('charges a model answer the usage its provider reported', async () => {
    fake = await startFakeOpenAI({ replies: [{ text: 'Plausibility, under Twombly and Iqbal.', usage: { prompt_tokens: 700, completion_tokens: 23 } }] });
    t = await buildChatApp({ fake });
    const client = chatClient(t, await chatUser(t.app));
    const session = await client.createSession();
    const metadata = finishMetadata((await client.ask(session.id, { content: QUESTION })).chunks);
    expect(metadata).toMatchObject({ offline: false, usage: { inputTokens: 700, outputTokens: 23, totalTokens: 723 } });
    expect(await client.balance()).toBe(10_000 - 723);
    expect((await client.detail(session.id)).tokensUsed).toBe(723);
  });
});
