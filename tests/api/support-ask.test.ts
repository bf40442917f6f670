import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { supportAnswerMetadataSchema, type SupportAnswerMetadata } from '../../src/shared/api/support';
import type { TestApp } from '../support/app';
import { buildChatApp, chatClient, chatUser, type ChatUser } from '../support/chat';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { deltasOf, parseUIStream } from '../support/ui-stream';

const HELP_CENTER_DIR = path.resolve('tests/fixtures/help');
const RESET_ARTICLE = { slug: 'reset-your-password', title: 'Reset your password', url: '/help/reset-your-password' };

describe('POST /api/support/ask', () => {
  let t: TestApp;
  let fake: FakeOpenAI | undefined;

  async function start(options: { fake?: FakeOpenAI } = {}) {
    fake = options.fake;
    t = await buildChatApp({ fake, env: { HELP_CENTER_DIR } });
  }
  afterEach(async () => {
    await t.close();
    await fake?.close();
    fake = undefined;
  });

  const ask = (question: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/support/ask', headers, payload: { question } });

  /** Asks and reads the whole streamed answer: its text and the finish chunk's metadata. */
  async function answer(question: string, user?: ChatUser): Promise<{ text: string; metadata: SupportAnswerMetadata }> {
    const res = await ask(question, user?.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const { chunks, done } = parseUIStream(res.body);
    expect(done).toBe(true);
    const finish = chunks.find((c) => c.type === 'finish');
    return { text: deltasOf(chunks).join(''), metadata: supportAnswerMetadataSchema.parse(finish && 'messageMetadata' in finish ? finish.messageMetadata : null) };
  }

  describe('offline (no language model)', () => {
    it('answers "how do I reset my password" by quoting the reset article, linked, as the offline help assistant', async () => {
      await start();
      const { text, metadata } = await answer('how do I reset my password');
      expect(metadata.source).toBe('offline');
      expect(metadata.articles[0]).toEqual(RESET_ARTICLE);
      expect(text).toMatch(/^_Offline help assistant/);
      expect(text).toContain('[Reset your password](/help/reset-your-password)');
      expect(text).toContain('> 1. Open the [sign-in page](/login) and choose **Forgot your password?**');
    });

    it('says when the help center does not cover a question, and points to the contact form', async () => {
      await start();
      const { text, metadata } = await answer('What is the weather in Paris tomorrow?');
      expect(metadata).toEqual({ source: 'offline', articles: [] });
      expect(text).toContain("The help center doesn't cover that yet.");
      expect(text).toContain('[contact our support team](/support)');
    });
  });

  describe('legal questions', () => {
    it('does not answer a visitor\'s legal question: it points to an account and the assistant, and never asks the model', async () => {
      await start({ fake: await startFakeOpenAI({ replies: [{ text: 'You can sue.' }] }) });
      const { text, metadata } = await answer('Can I sue my landlord for keeping my deposit?');
      expect(metadata).toEqual({ source: 'legal-redirect', articles: [] });
      expect(text).toContain("can't answer legal questions");
      expect(text).toContain('[create an account](/signup)');
      expect(text).not.toContain('You can sue');
      expect(fake!.requests).toHaveLength(0);
    });

    it('points a signed-in user to the assistant at /chat', async () => {
      await start();
      const user = await chatUser(t.app);
      const { text, metadata } = await answer('Is a non-compete enforceable in California?', user);
      expect(metadata.source).toBe('legal-redirect');
      expect(text).toContain('[the assistant](/chat)');
      expect(text).not.toContain('/signup');
    });
  });

  describe('with a language model', () => {
    const REPLY = 'Choose **Forgot your password?** on the sign-in page. See [Reset your password](/help/reset-your-password).';

    it('gives the model the help-center passages, streams its answer with the articles it linked, and charges no tokens', async () => {
      await start({ fake: await startFakeOpenAI({ replies: [{ text: REPLY }] }) });
      const user = await chatUser(t.app);
      const { text, metadata } = await answer('how do I reset my password', user);

      expect(text).toBe(REPLY);
      expect(metadata).toEqual({ source: 'model', articles: [RESET_ARTICLE] });
      const system = fake!.systemPrompt();
      expect(system).toContain('Answer only questions about using VolnaDraft');
      expect(system).toContain('Reset your password > Ask for a reset link (/help/reset-your-password)');
      expect(system).toContain('Enter the email address of your account and choose **Send reset link**.');
      expect(fake!.requests[0]!.body.messages.at(-1)).toEqual({ role: 'user', content: 'how do I reset my password' });

      expect(await chatClient(t, user).balance()).toBe(10_000);
      expect(await t.app.services.history.inconsistencies()).toEqual([]);
    });

    it('falls back to the offline help assistant when the model fails before writing anything', async () => {
      await start({ fake: await startFakeOpenAI({ failTimes: Infinity, failStatus: 500 }) });
      const { text, metadata } = await answer('how do I reset my password');
      expect(metadata).toMatchObject({ source: 'offline', articles: [RESET_ARTICLE] });
      expect(text).toContain('[Reset your password](/help/reset-your-password)');
    });
  });

  describe('limits', () => {
    it('refuses an empty or overlong question with invalid-argument', async () => {
      await start();
      for (const question of ['   ', 'x'.repeat(1001), 42]) {
        const res = await ask(question);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: 'invalid-argument' });
      }
    });

    it('answers 429 in the envelope after 10 questions a minute from one address', async () => {
      await start();
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) statuses.push((await ask('how do I export a draft')).statusCode);
      expect(statuses.every((s) => s === 200)).toBe(true);
      const limited = await ask('how do I export a draft');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: 'resource-exhausted', message: expect.any(String) });
      // A signed-in user is counted on their own account, not on the address.
      const user = await chatUser(t.app);
      expect((await ask('how do I export a draft', user.headers)).statusCode).toBe(200);
    });
  });
});
