import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../src/server/app';
import { totalOf } from '../../src/server/features/tokens/buckets';
import type { ChatSession, SessionDetail } from '../../src/shared/api/chat';
import { buildTestApp, type TestApp } from './app';
import { apiToken, bearer, buildUser, type TestUser } from './builders';
import type { FakeOpenAI } from './fake-openai';
import { parseUIStream } from './ui-stream';

export { TEST_MASTER_KEY } from './app';

/** The real OpenAI-compatible provider pointed at the fake, injected as the assistant's model. */
export const fakeAssistant = (fake: FakeOpenAI) => ({
  model: createOpenAICompatible({ name: 'fake', baseURL: `${fake.baseUrl}/v1`, includeUsage: true })('fake-model'),
  label: 'fake-model (openai-compatible)',
  offline: false,
});

export interface ChatUser extends TestUser {
  headers: { authorization: string };
}

/** The app on a fresh database answering with `fake` (or, without one, the configured default: the offline engine). */
export async function buildChatApp(options: { fake?: FakeOpenAI; env?: Record<string, string>; deps?: Partial<Omit<AppDeps, 'config' | 'database'>> } = {}) {
  return buildTestApp({
    env: options.env,
    deps: { ...(options.fake ? { assistantModel: fakeAssistant(options.fake) } : {}), ...options.deps },
  });
}

export async function chatUser(app: FastifyInstance): Promise<ChatUser> {
  const user = await buildUser(app);
  return { ...user, headers: bearer(await apiToken(app, user.cookie)) };
}

/** Calls on the chat API as one user. */
export function chatClient(t: TestApp, user: ChatUser) {
  const { app } = t;
  return {
    async createSession(payload: Record<string, unknown> = {}): Promise<ChatSession> {
      const res = await app.inject({ method: 'POST', url: '/api/chat/sessions', headers: user.headers, payload });
      if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    send: (sessionId: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/api/chat/sessions/${sessionId}/messages`, headers: user.headers, payload }),
    /** Sends and reads the whole streamed answer. */
    async ask(sessionId: string, payload: Record<string, unknown>) {
      const res = await this.send(sessionId, payload);
      if (res.statusCode !== 200) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
      return { res, ...parseUIStream(res.body) };
    },
    async detail(sessionId: string): Promise<SessionDetail> {
      const res = await app.inject({ method: 'GET', url: `/api/chat/sessions/${sessionId}`, headers: user.headers });
      if (res.statusCode !== 200) throw new Error(`detail failed: ${res.statusCode} ${res.body}`);
      return res.json();
    },
    balance: async () => totalOf(await app.services.ledger.balance(user.id)),
  };
}
