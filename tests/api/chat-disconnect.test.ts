import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/server/db/rows';
import type { SessionDetail } from '../../src/shared/api/chat';
import type { TestApp } from '../support/app';
import { buildChatApp, chatClient, chatUser, type ChatUser } from '../support/chat';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { deltasOf, parseUIStream } from '../support/ui-stream';

const WORDS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stopping an answer is closing the connection, so this runs against a real listening server. */
describe('a client that disconnects mid-answer', () => {
  let t: TestApp;
  let fake: FakeOpenAI;
  let user: ChatUser;
  let baseUrl: string;
  beforeEach(async () => {
    fake = await startFakeOpenAI({ replies: [{ text: 'lorem '.repeat(WORDS), delayMs: 25, usage: { prompt_tokens: 999, completion_tokens: 999 } }] });
    t = await buildChatApp({ fake });
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    user = await chatUser(t.app);
  });
  afterEach(async () => {
    expect(await t.app.services.history.inconsistencies()).toEqual([]);
    await t.close();
    await fake.close();
  });

  it('stops the generation, charges only what was used, and keeps the partial answer marked stopped', async () => {
    const client = chatClient(t, user);
    const session = await client.createSession();
    const stop = new AbortController();
    const res = await fetch(`${baseUrl}/api/chat/sessions/${session.id}/messages`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Write a very long memo.' }),
      signal: stop.signal,
    });
    expect(res.status).toBe(200);
    // Read until a few words have arrived, then hang up as the stop button does.
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (deltasOf(parseUIStream(received).chunks).length < 5) received += decoder.decode((await reader.read()).value);
    stop.abort();
    const seen = deltasOf(parseUIStream(received).chunks).join('');

    // The upstream connection is closed long before its 200 words.
    const upstream = await fake.settled();
    expect(upstream.closedEarly).toBe(true);
    expect(upstream.chunksSent).toBeLessThan(WORDS / 2);

    let detail: SessionDetail;
    for (let i = 0; ; i++) {
      detail = await client.detail(session.id);
      if (detail.messages.length === 2 || i > 100) break;
      await sleep(50);
    }
    const answer = detail.messages[1]!;
    expect(answer.metadata).toMatchObject({ stopped: true, model: 'fake-model (openai-compatible)' });
    expect(answer.content.startsWith(seen)).toBe(true);
    expect(answer.content.length).toBeLessThan('lorem '.repeat(WORDS).length);

    // Never reported by the provider (usage comes at the end): the prompt and the words generated, by the tokenizer.
    const usage = answer.metadata!.usage!;
    expect(usage.outputTokens).toBeGreaterThanOrEqual(5);
    expect(usage.outputTokens).toBeLessThan(WORDS);
    const charged = 10_000 - (await client.balance());
    const [reservation] = await selectRows<{ amount: number; status: string }>(
      t.database.db,
      sql`select amount::int, status from token_reservations where user_id = ${user.id}`,
    );
    expect(reservation!.status).toBe('settled');
    expect(charged).toBe(usage.totalTokens);
    expect(charged).toBeGreaterThan(0);
    expect(charged).toBeLessThanOrEqual(reservation!.amount);
    expect(detail.tokensUsed).toBe(charged);
  });
});
