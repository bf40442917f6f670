import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/server/db/rows';
import { listSessionsResponseSchema, sessionDetailSchema } from '../../src/shared/api/chat';
import type { TestApp } from '../support/app';
import { buildChatApp, chatClient, chatUser, type ChatUser } from '../support/chat';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

const QUESTION = 'Is a forum-selection clause in a Delaware consumer contract enforceable against Mrs. Abernathy?';
const ANSWER = 'Generally yes, if reasonably communicated; Carnival Cruise Lines v. Shute is the leading case.';

describe('chat sessions: create, list, search, rename, delete, and only for their owner', () => {
  let t: TestApp;
  let fake: FakeOpenAI;
  let alice: ChatUser;
  let bob: ChatUser;
  beforeEach(async () => {
    fake = await startFakeOpenAI({ replies: [{ text: ANSWER }] });
    t = await buildChatApp({ fake });
    alice = await chatUser(t.app);
    bob = await chatUser(t.app);
  });
  afterEach(async () => {
    await t.close();
    await fake.close();
  });

  const call = (user: ChatUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const list = async (user: ChatUser, query = '') => {
    const res = await call(user, 'GET', `/api/chat/sessions${query}`);
    expect(res.statusCode).toBe(200);
    return listSessionsResponseSchema.parse(res.json());
  };

  it('creates a session with defaults, reads it back, renames it and changes its settings', async () => {
    const created = await chatClient(t, alice).createSession();
    expect(created).toMatchObject({ title: 'New conversation', jurisdiction: 'us-federal', mode: 'research', tokensUsed: 0, messageCount: 0, canContinue: true });
    const res = await call(alice, 'PATCH', `/api/chat/sessions/${created.id}`, { title: '  Shute memo  ', jurisdiction: 'us-ca', mode: 'draft' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, title: 'Shute memo', jurisdiction: 'us-ca', mode: 'draft' });
    const detail = sessionDetailSchema.parse((await call(alice, 'GET', `/api/chat/sessions/${created.id}`)).json());
    expect(detail).toMatchObject({ title: 'Shute memo', jurisdiction: 'us-ca', messages: [] });
  });

  it('lists newest activity first, a page at a time, and searches titles', async () => {
    const client = chatClient(t, alice);
    const titles = ['Motion to dismiss — Ninth Circuit', 'NDA review for Acme', 'Summary judgment standard', 'Acme lease draft'];
    const ids: string[] = [];
    for (const title of titles) ids.push((await client.createSession({ title })).id);
    await client.createSession({ title: 'Someone else', jurisdiction: 'us-ny' }).then((s) => call(bob, 'GET', `/api/chat/sessions/${s.id}`));

    const first = await list(alice, '?limit=2');
    expect(first.sessions.map((s) => s.title)).toEqual(['Someone else', 'Acme lease draft']);
    const second = await list(alice, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.sessions.map((s) => s.title)).toEqual(['Summary judgment standard', 'NDA review for Acme']);
    const third = await list(alice, `?limit=2&cursor=${second.nextCursor}`);
    expect(third).toMatchObject({ sessions: [{ title: 'Motion to dismiss — Ninth Circuit' }], nextCursor: null });

    expect((await list(alice, '?q=acme')).sessions.map((s) => s.title)).toEqual(['Acme lease draft', 'NDA review for Acme']);
    expect((await list(alice, '?q=ACME%20nda')).sessions.map((s) => s.title)).toEqual(['NDA review for Acme']);
    const paged = await list(alice, '?q=acme&limit=1');
    expect((await list(alice, `?q=acme&limit=1&cursor=${paged.nextCursor}`)).sessions.map((s) => s.title)).toEqual(['NDA review for Acme']);
    expect((await list(bob)).sessions).toEqual([]);

    // Activity moves a session to the top; its first question becomes the title when it has none.
    await chatClient(t, alice).ask(ids[0]!, { content: QUESTION });
    const untitled = await client.createSession();
    await client.ask(untitled.id, { content: QUESTION });
    const top = (await list(alice, '?limit=2')).sessions;
    expect(top.map((s) => s.id)).toEqual([untitled.id, ids[0]]);
    expect(top[0]).toMatchObject({ title: 'Is a forum-selection clause in a Delaware consumer contract enforceable against…', messageCount: 2 });
    expect(top[1]).toMatchObject({ title: 'Motion to dismiss — Ninth Circuit', messageCount: 2 });
  });

  it('deletes a session with its messages', async () => {
    const client = chatClient(t, alice);
    const session = await client.createSession();
    await client.ask(session.id, { content: QUESTION });
    expect((await call(alice, 'DELETE', `/api/chat/sessions/${session.id}`)).statusCode).toBe(204);
    expect((await call(alice, 'GET', `/api/chat/sessions/${session.id}`)).json()).toMatchObject({ error: 'not-found' });
    expect((await call(alice, 'DELETE', `/api/chat/sessions/${session.id}`)).statusCode).toBe(404);
    const [left] = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from chat_messages`);
    expect(left!.n).toBe(0);
  });

  it("answers 404 to another user's reads, writes, renames, deletes and questions, and changes nothing", async () => {
    const session = await chatClient(t, alice).createSession({ title: 'Privileged: Abernathy strategy' });
    await chatClient(t, alice).ask(session.id, { content: QUESTION });
    const requestsBefore = fake.requests.length;
    const url = `/api/chat/sessions/${session.id}`;
    for (const res of [
      await call(bob, 'GET', url),
      await call(bob, 'PATCH', url, { title: 'Mine now' }),
      await call(bob, 'DELETE', url),
      await call(bob, 'POST', `${url}/messages`, { content: 'What did Alice ask?' }),
      await call(bob, 'POST', `${url}/messages`, { content: QUESTION, regenerate: true }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not-found', message: 'This conversation does not exist or was deleted.' });
    }
    // The same answer as for an id that never existed: nothing says the session is there.
    expect((await call(bob, 'GET', '/api/chat/sessions/00000000-0000-4000-8000-000000000000')).json()).toEqual((await call(bob, 'GET', url)).json());
    expect(fake.requests.length).toBe(requestsBefore);
    const detail = await chatClient(t, alice).detail(session.id);
    expect(detail).toMatchObject({ title: 'Privileged: Abernathy strategy', messageCount: 2 });
    expect(await chatClient(t, bob).balance()).toBe(10_000);
  });

  it('stores titles, questions, answers and citations encrypted: the tables hold no plaintext', async () => {
    const client = chatClient(t, alice);
    const session = await client.createSession({ title: 'Privileged: Abernathy strategy' });
    fake.set({ replies: [{ text: `${ANSWER} See Roe v. Wade, 410 U.S. 113 (1973).` }] });
    await client.ask(session.id, { content: QUESTION });
    const rows = await selectRows<Record<string, unknown>>(
      t.database.db,
      sql`select s.title_encrypted, m.content_encrypted, m.citations_encrypted, m.metadata::text as metadata
          from chat_sessions s join chat_messages m on m.session_id = s.id`,
    );
    expect(rows).toHaveLength(2);
    const raw = JSON.stringify(rows);
    for (const secret of ['Abernathy', 'forum-selection', 'Carnival', 'Roe v. Wade', '410 U.S. 113']) expect(raw).not.toContain(secret);
    for (const row of rows) expect(row.content_encrypted).toMatch(/^v1:/);
    const [key] = await selectRows<{ wrapped_key: string }>(t.database.db, sql`select wrapped_key from user_data_keys where user_id = ${alice.id}`);
    expect(key!.wrapped_key).toMatch(/^v1:/);
    // Its owner reads it all back.
    const detail = await client.detail(session.id);
    expect(detail.title).toBe('Privileged: Abernathy strategy');
    expect(detail.messages.map((m) => m.content)).toEqual([QUESTION, `${ANSWER} See Roe v. Wade, 410 U.S. 113 (1973).`]);
  });

  it('answers bad input and anonymous calls with the error envelope, never a 500', async () => {
    const session = await chatClient(t, alice).createSession();
    const url = `/api/chat/sessions/${session.id}`;
    const cases: Array<[ChatUser | null, 'GET' | 'POST' | 'PATCH', string, object | undefined, number, string]> = [
      [null, 'GET', '/api/chat/sessions', undefined, 401, 'unauthenticated'],
      [null, 'POST', `${url}/messages`, { content: 'hi' }, 401, 'unauthenticated'],
      [alice, 'POST', '/api/chat/sessions', { jurisdiction: 'us-mars' }, 400, 'invalid-argument'],
      [alice, 'PATCH', url, {}, 400, 'invalid-argument'],
      [alice, 'GET', '/api/chat/sessions?cursor=not-a-cursor', undefined, 400, 'invalid-argument'],
      [alice, 'GET', '/api/chat/sessions?limit=1000', undefined, 400, 'invalid-argument'],
      [alice, 'POST', `${url}/messages`, { content: '   ' }, 400, 'invalid-argument'],
      [alice, 'POST', `${url}/messages`, { content: 'x'.repeat(20_001) }, 400, 'invalid-argument'],
      [alice, 'POST', `${url}/messages`, { content: 'hi', mode: 'argue' }, 400, 'invalid-argument'],
      [alice, 'POST', `${url}/messages`, { content: 'hi', regenerate: true }, 412, 'failed-precondition'],
    ];
    for (const [user, method, path, payload, status, error] of cases) {
      const res = await call(user, method, path, payload);
      expect({ path, payload, status: res.statusCode, error: res.json().error }).toEqual({ path, payload, status, error });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('limits questions to 20 a minute per user', async () => {
    const missing = '/api/chat/sessions/none/messages';
    for (let i = 0; i < 20; i++) expect((await call(alice, 'POST', missing, { content: 'hi' })).statusCode).toBe(404);
    const limited = await call(alice, 'POST', missing, { content: 'hi' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'resource-exhausted' });
    expect((await call(bob, 'POST', missing, { content: 'hi' })).statusCode).toBe(404);
  });
});
