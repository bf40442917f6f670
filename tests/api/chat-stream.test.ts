import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/server/db/rows';
import { createLiveHub, type LiveHub } from '../../src/server/features/live/hub';
import type { TestApp } from '../support/app';
import { buildChatApp, chatClient, chatUser, type ChatUser } from '../support/chat';
import { loadResearchCorpus } from '../support/corpus';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { deltasOf, errorTextOf, finishMetadata } from '../support/ui-stream';

const QUESTION = 'What did the Supreme Court hold about the right of privacy and abortion?';
const CHUNKS = ['The Court ', 'held that ', 'the right of privacy ', 'covers the decision. ', 'See Roe v. Wade, 410 U.S. 113 (1973). ', 'Compare Martinez v. Board of Regents, 505 U.S. 901 (1992).'];
const USAGE = { prompt_tokens: 1_234, completion_tokens: 56 };

describe('POST /api/chat/sessions/:id/messages against an OpenAI-compatible server', () => {
  let t: TestApp;
  let fake: FakeOpenAI;
  let hub: LiveHub;
  let user: ChatUser;
  let client: ReturnType<typeof chatClient>;
  let sessionId: string;

  async function start(env: Record<string, string> = {}) {
    hub = createLiveHub();
    t = await buildChatApp({ fake, env, deps: { liveHub: hub } });
    await loadResearchCorpus(t.database.db);
    user = await chatUser(t.app);
    client = chatClient(t, user);
    sessionId = (await client.createSession({ jurisdiction: 'us-ca', mode: 'research' })).id;
  }
  beforeEach(async () => {
    fake = await startFakeOpenAI({ replies: [{ chunks: CHUNKS, usage: USAGE }] });
  });
  afterEach(async () => {
    // Whatever happened, every balance still equals its ledger and no reservation is left open.
    expect(await t.app.services.history.inconsistencies()).toEqual([]);
    const open = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from token_reservations where status = 'open'`);
    expect(open[0]!.n).toBe(0);
    await t.close();
    await fake.close();
  });

  it('streams the deltas in order, stores exactly them, charges the reported usage, and checks the citations', async () => {
    await start();
    const { res, chunks, done } = await client.ask(sessionId, { content: QUESTION });
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['x-vercel-ai-ui-message-stream']).toBe('v1');
    expect(done).toBe(true);
    expect(deltasOf(chunks)).toEqual(CHUNKS);

    const metadata = finishMetadata(chunks);
    expect(metadata).toMatchObject({
      usage: { inputTokens: 1_234, outputTokens: 56, totalTokens: 1_290 },
      model: 'fake-model (openai-compatible)',
      offline: false,
      stopped: false,
    });
    const answer = CHUNKS.join('');
    const statuses = metadata.citations.map((c) => [answer.slice(c.start, c.end), c.status]);
    expect(statuses).toEqual([
      ['Roe v. Wade, 410 U.S. 113 (1973)', 'verified'],
      ['Martinez v. Board of Regents, 505 U.S. 901 (1992)', 'not-found'],
    ]);

    expect(await client.balance()).toBe(10_000 - 1_290);
    const detail = await client.detail(sessionId);
    expect(detail).toMatchObject({ tokensUsed: 1_290, messageCount: 2, title: QUESTION });
    expect(detail.messages.map((m) => [m.role, m.content])).toEqual([['user', QUESTION], ['assistant', answer]]);
    expect(detail.messages[1]!.metadata).toEqual(metadata);
    expect(detail.messages[1]!.id).toBe(chunks.find((c) => c.type === 'start')?.messageId);
    // The balance in the header refreshes live.
    expect(hub.eventsAfter(user.id, 0)).toContainEqual(expect.objectContaining({ kind: 'tokens', data: { tokenCount: 10_000 - 1_290 } }));
  });

  it('sends the model a legal system prompt naming the jurisdiction and mode, with corpus passages and tools', async () => {
    await start();
    await client.ask(sessionId, { content: QUESTION, mode: 'review' });
    const request = fake.requests[0]!.body;
    const system = fake.systemPrompt();
    expect(system).toMatch(/^Jurisdiction: California \(us-ca\)\. Mode: review\./);
    expect(system).toContain('Bluebook');
    expect(system).toContain('Never invent cases, quotations, statutes or rules');
    expect(system).toMatch(/\[\d\] Roe v\. Wade, 410 U\.S\. 113 scotus 1973: "/);
    expect(system).not.toMatch(/: ""/);
    expect(request.tools?.map((tool) => tool.function.name).sort()).toEqual(['get_case', 'search_case_law', 'verify_citations']);
    expect(request).toMatchObject({ model: 'fake-model', stream: true, stream_options: { include_usage: true }, max_tokens: 2048 });
    expect(request.messages.at(-1)).toEqual({ role: 'user', content: QUESTION });
    // The picker's choice is kept for the session.
    expect(await client.detail(sessionId)).toMatchObject({ jurisdiction: 'us-ca', mode: 'review' });
  });

  it('sends earlier turns as history, and regenerating replaces the last answer', async () => {
    await start();
    await client.ask(sessionId, { content: QUESTION });
    fake.set({ replies: [{ text: 'A second, better answer.' }] });
    await client.ask(sessionId, { content: QUESTION, regenerate: true });
    expect(fake.requests[1]!.body.messages.filter((m) => m.role !== 'system')).toEqual([{ role: 'user', content: QUESTION }]);
    const detail = await client.detail(sessionId);
    expect(detail.messages.map((m) => m.content)).toEqual([QUESTION, 'A second, better answer.']);

    fake.set({ replies: [{ text: 'Yes.' }] });
    await client.ask(sessionId, { content: 'Is it still good law?' });
    expect(fake.requests[2]!.body.messages.filter((m) => m.role !== 'system')).toEqual([
      { role: 'user', content: QUESTION },
      { role: 'assistant', content: 'A second, better answer.' },
      { role: 'user', content: 'Is it still good law?' },
    ]);
  });

  it('lets the model call the corpus tools and answers with their results', async () => {
    fake.set({
      replies: [
        { toolCalls: [{ name: 'search_case_law', arguments: { query: 'homosexual sodomy' } }], usage: { prompt_tokens: 900, completion_tokens: 20 } },
        { text: 'Bowers v. Hardwick, 478 U.S. 186 (1986), was overruled.', usage: { prompt_tokens: 1_100, completion_tokens: 30 } },
      ],
    });
    await start();
    const { chunks } = await client.ask(sessionId, { content: 'Is Bowers still good law?' });
    const toolResult = fake.requests[1]!.body.messages.find((m) => m.role === 'tool');
    expect(JSON.stringify(toolResult?.content)).toContain('Bowers v. Hardwick');
    expect(finishMetadata(chunks).usage).toEqual({ inputTokens: 2_000, outputTokens: 50, totalTokens: 2_050 });
    expect(await client.balance()).toBe(10_000 - 2_050);
    expect((await client.detail(sessionId)).messages[1]!.content).toBe('Bowers v. Hardwick, 478 U.S. 186 (1986), was overruled.');
  });

  it('refuses with the spec 403 body before anything is sent when the balance is too small', async () => {
    await start();
    await t.app.services.ledger.apply({ userId: user.id, kind: 'admin_adjustment', deltas: { trial: -9_000 }, description: 'test', idempotencyKey: `drain:${user.id}` });
    const res = await client.send(sessionId, { content: QUESTION });
    expect(res.statusCode).toBe(403);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['error', 'message', 'tokensNeeded', 'tokensRemaining', 'upgradeMessage']);
    expect(body.tokensRemaining).toBe(1_000);
    expect(body.tokensNeeded).toBeGreaterThan(2_048);
    expect(fake.requests).toHaveLength(0);
    expect((await client.detail(sessionId)).messages).toEqual([]);
  });

  it('retries a 429 and then answers', async () => {
    fake.set({ failTimes: 1, failStatus: 429 });
    await start();
    const { chunks } = await client.ask(sessionId, { content: QUESTION });
    expect(fake.requests).toHaveLength(2);
    expect(deltasOf(chunks).join('')).toBe(CHUNKS.join(''));
    expect(await client.balance()).toBe(10_000 - 1_290);
  });

  it('answers a provider that keeps failing with 503 and a clear message, and releases the tokens', async () => {
    fake.set({ failTimes: Infinity, failStatus: 500 });
    await start();
    const res = await client.send(sessionId, { content: QUESTION });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'unavailable',
      message: 'The language model is unavailable right now (the provider answered 500). No tokens were charged. Try again in a minute.',
    });
    expect(fake.requests).toHaveLength(3); // AI_MAX_RETRIES=2
    expect(await client.balance()).toBe(10_000);
    expect((await client.detail(sessionId)).messages).toEqual([]);
  });

  it('answers a provider that does not answer in time with 504, and releases the tokens', async () => {
    fake.set({ hang: true });
    await start({ AI_TIMEOUT_MS: '400' });
    const res = await client.send(sessionId, { content: QUESTION });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({
      error: 'deadline-exceeded',
      message: 'The language model did not finish answering within 0.4 seconds. No tokens were charged. Try again, or ask a shorter question.',
    });
    expect((await fake.settled()).closedEarly).toBe(true);
    expect(await client.balance()).toBe(10_000);
  });

  it('ends a stream that times out or breaks mid-answer with an error part, charging nothing', async () => {
    // 40 words 60 ms apart outlast the 1.5 s deadline, which leaves the first word a wide margin on a busy machine.
    fake.set({ replies: [{ text: 'word '.repeat(40), delayMs: 60 }] });
    await start({ AI_TIMEOUT_MS: '1500' });
    const timedOut = await client.ask(sessionId, { content: QUESTION });
    expect(deltasOf(timedOut.chunks).length).toBeGreaterThan(0);
    expect(errorTextOf(timedOut.chunks)).toMatch(/did not finish answering within 1.5 seconds\. No tokens were charged\./);

    fake.set({ replies: [{ text: 'word '.repeat(40), cutAfter: 5 }] });
    const broken = await client.ask(sessionId, { content: QUESTION });
    expect(deltasOf(broken.chunks)).toHaveLength(5);
    expect(errorTextOf(broken.chunks)).toBe('The language model stopped with an error. No tokens were charged. Try again.');
    expect(await client.balance()).toBe(10_000);
    expect((await client.detail(sessionId)).messages).toEqual([]);
  });

  it('charges the tokenizer count when the provider reports no usage', async () => {
    fake.set({ replies: [{ chunks: CHUNKS, usage: null }] });
    await start();
    const { chunks } = await client.ask(sessionId, { content: QUESTION });
    const usage = finishMetadata(chunks).usage!;
    expect(usage.outputTokens).toBeGreaterThan(10);
    expect(usage.inputTokens).toBeGreaterThan(100);
    expect(await client.balance()).toBe(10_000 - usage.totalTokens);
  });
});
