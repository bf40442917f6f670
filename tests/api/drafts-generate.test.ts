import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_NOTE } from '../../src/legal/drafting';
import { selectRows } from '../../src/server/db/rows';
import type { DraftDetail, DraftVersion } from '../../src/shared/api/drafts';
import type { TestApp } from '../support/app';
import { buildChatApp, chatUser, type ChatUser } from '../support/chat';
import { draftsClient, parseGenerationEvents } from '../support/drafts';
import { startFakeOpenAI, type FakeOpenAI, type FakeReply } from '../support/fake-openai';

const USAGE = { prompt_tokens: 900, completion_tokens: 100 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A reply per section: numbered clauses and a defined term, as a model writes them. */
const sectionReply = (n: number): FakeReply => ({
  chunks: [`Section ${n} opens here. `, 'The "**Motion**" is timely.\n\n', '1. First ground.\n', '2. Second ground.'],
  usage: USAGE,
});

describe('generating a draft with a language model', () => {
  let t: TestApp;
  let fake: FakeOpenAI;
  let user: ChatUser;
  let client: ReturnType<typeof draftsClient>;
  let draft: DraftDetail;

  async function start(replies: FakeReply[]) {
    fake = await startFakeOpenAI({ replies });
    t = await buildChatApp({ fake });
    user = await chatUser(t.app);
    client = draftsClient(t.app, user);
    draft = await client.create();
  }
  afterEach(async () => {
    // Whatever happened, every balance still equals its ledger and no reservation is left open.
    expect(await t.app.services.history.inconsistencies()).toEqual([]);
    const open = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from token_reservations where status = 'open'`);
    expect(open[0]!.n).toBe(0);
    // Node's fetch may leave a spare connection to a listening app open, which app.close() would wait for.
    t.app.server.closeAllConnections();
    await t.close();
    await fake.close();
  });

  it('writes every section in turn, streams the text, saves the parsed clauses, and charges the reported usage', async () => {
    await start(Array.from({ length: 20 }, (_, i) => sectionReply(i + 1)));
    // A demurrer has more sections than the trial tokens cover at the estimate reserved for each.
    await t.app.services.ledger.apply({ userId: user.id, kind: 'admin_adjustment', deltas: { addon: 10_000 }, description: 'test', idempotencyKey: `grant:${user.id}` });
    const sections = draft.content.sections;
    const { events } = await client.generate(draft.id);

    expect(events[0]).toEqual({ type: 'start', sections: sections.map(({ id, heading }) => ({ id, heading })), model: 'fake-model (openai-compatible)', offline: false });
    const starts = events.filter((event) => event.type === 'section-start');
    expect(starts.map((event) => [event.sectionId, event.index, event.total])).toEqual(sections.map((s, i) => [s.id, i, sections.length]));
    const firstDeltas = events.filter((event) => event.type === 'section-delta' && event.sectionId === sections[0]!.id);
    expect(firstDeltas.map((event) => (event.type === 'section-delta' ? event.delta : ''))).toEqual(sectionReply(1).chunks);
    const done = events.at(-1)!;
    expect(done).toMatchObject({ type: 'done', stopped: false, tokensUsed: 1_000 * sections.length });

    const after = await client.get(draft.id);
    expect(after).toMatchObject({ status: 'ready', generatedBy: { model: 'fake-model (openai-compatible)', offline: false }, tokensUsed: 1_000 * sections.length });
    // Only the paper's checks before filing remain: the draft is no longer the offline templates.
    expect(after.notes).toEqual(draft.notes.filter((note) => note !== OFFLINE_NOTE));
    expect(after.notes.every((note) => note.startsWith('Check before filing: '))).toBe(true);
    expect(after.content.sections[1]!.blocks).toEqual([
      { kind: 'paragraph', runs: [{ text: 'Section 2 opens here. The ' }, { text: '"' }, { text: 'Motion', marks: ['term'] }, { text: '"' }, { text: ' is timely.' }] },
      { kind: 'numbered', level: 0, runs: [{ text: 'First ground.' }] },
      { kind: 'numbered', level: 0, runs: [{ text: 'Second ground.' }] },
    ]);
    expect(after.content.caption).toEqual(draft.content.caption);
    expect(20_000 - (await client.balanceOf(user.id))).toBe(1_000 * sections.length);

    // The model is told the jurisdiction, California's rules with their sources, and the attorney's facts.
    expect(fake.systemPrompt(0)).toContain('California');
    expect(fake.systemPrompt(0)).toContain('Cal. Rules of Court, rule 2.108');
    // ... and the court's own paper: its name, basis, timing and limits with their sources.
    expect(fake.systemPrompt(0)).toContain('the Demurrer');
    expect(fake.systemPrompt(0)).toContain('(Code Civ. Proc. § 430.10)');
    expect(fake.systemPrompt(0)).toContain('(Code Civ. Proc. § 430.40(a))');
    expect(fake.systemPrompt(0)).toContain('(Cal. Rules of Court, rule 3.1113(d))');
    const firstPrompt = JSON.stringify(fake.requests[0]!.body.messages);
    expect(firstPrompt).toContain('Jane Doe');
    expect(firstPrompt).toContain(`Write section 1, \\"${sections[0]!.heading}\\"`);
    // Later sections see what was written before them.
    expect(JSON.stringify(fake.requests[2]!.body.messages)).toContain('Section 2 opens here.');

    const versions = (await client.call('GET', `/api/drafts/${draft.id}/versions`)).json<{ versions: DraftVersion[] }>().versions;
    expect(versions[0]).toMatchObject({ label: 'Generated with fake-model (openai-compatible)', source: 'generated' });
  });

  it('regenerates one section with the instructions given, leaving the others as they are', async () => {
    await start([{ text: 'A shorter introduction.', usage: USAGE }]);
    const { events } = await client.generate(draft.id, { sectionId: 'introduction', instructions: 'Make it shorter.' });
    expect(fake.requests).toHaveLength(1);
    expect(JSON.stringify(fake.requests[0]!.body.messages)).toContain('For this version of the section: Make it shorter.');
    expect(events.filter((event) => event.type === 'section-done').map((event) => event.sectionId)).toEqual(['introduction']);
    const after = await client.get(draft.id);
    const changed = after.content.sections.map((section, i) => JSON.stringify(section) !== JSON.stringify(draft.content.sections[i]));
    expect(changed.filter(Boolean)).toHaveLength(1);
    expect(after.content.sections.find((s) => s.id === 'introduction')!.blocks).toEqual([{ kind: 'paragraph', runs: [{ text: 'A shorter introduction.' }] }]);
    const versions = (await client.call('GET', `/api/drafts/${draft.id}/versions`)).json<{ versions: DraftVersion[] }>().versions;
    expect(versions[0]!.label).toBe('Regenerated “Memorandum of Points and Authorities” with fake-model (openai-compatible)');
    const unknown = await client.call('POST', `/api/drafts/${draft.id}/generate`, { sectionId: 'nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses with the spec’s 403 before streaming when the tokens cannot cover a section, charging nothing', async () => {
    await start([sectionReply(1)]);
    await t.app.services.ledger.apply({ userId: user.id, kind: 'admin_adjustment', deltas: { trial: -9_000 }, description: 'test', idempotencyKey: `drain:${user.id}` });
    const res = await client.call('POST', `/api/drafts/${draft.id}/generate`, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'insufficient-tokens', tokensRemaining: 1_000 });
    expect(fake.requests).toHaveLength(0);
    expect((await client.get(draft.id)).status).toBe('new');
  });

  it('reports a provider failure as an error event, keeps the draft, and charges nothing', async () => {
    await start([sectionReply(1)]);
    fake.set({ failTimes: Infinity, failStatus: 500 });
    const { events } = await client.generate(draft.id);
    const error = events.find((event) => event.type === 'error');
    expect(error).toMatchObject({ message: expect.stringContaining('The language model is unavailable right now (the provider answered 500)') });
    expect(events.at(-1)).toMatchObject({ type: 'done', tokensUsed: 0 });
    const after = await client.get(draft.id);
    expect(after.content).toEqual(draft.content);
    expect(after.status).toBe('new');
    expect(10_000 - (await client.balanceOf(user.id))).toBe(0);
  });

  it('stops when the client hangs up: finished sections stay, the cut-off one is charged and left as it was', async () => {
    await start([sectionReply(1), { text: 'word '.repeat(300), delayMs: 20, usage: USAGE }]);
    const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const stop = new AbortController();
    const res = await fetch(`${baseUrl}/api/drafts/${draft.id}/generate`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: '{}',
      signal: stop.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    // Read until the second section has streamed a few words, then stop as the Stop button does.
    while (parseGenerationEvents(received).filter((event) => event.type === 'section-delta' && event.sectionId === draft.content.sections[1]!.id).length < 5) {
      received += decoder.decode((await reader.read()).value);
    }
    expect(received).toContain('"type":"section-done"');

    // While it runs, the draft cannot be edited or generated twice.
    const busy = await client.call('PATCH', `/api/drafts/${draft.id}`, { baseRevision: 99, content: draft.content });
    expect(busy.statusCode).toBe(412);
    expect(busy.json().message).toBe('This draft is being generated. Stop the generation or wait for it to finish before editing.');
    const twice = await client.call('POST', `/api/drafts/${draft.id}/generate`, {});
    expect(twice.json()).toEqual({ error: 'failed-precondition', message: 'This draft is already being generated. Wait for it to finish or stop it first.' });

    stop.abort();
    await reader.cancel().catch(() => undefined);
    const upstream = await fake.settled(1);
    expect(upstream.closedEarly).toBe(true);
    let after = await client.get(draft.id);
    for (let i = 0; after.status === 'generating' && i < 100; i++) {
      await sleep(50);
      after = await client.get(draft.id);
    }
    expect(after.status).toBe('ready');
    expect(after.content.sections[0]!.blocks[0]!.runs[0]!.text).toBe('Section 1 opens here. The ');
    expect(after.content.sections[1]).toEqual(draft.content.sections[1]);
    const charged = 10_000 - (await client.balanceOf(user.id));
    expect(charged).toBeGreaterThan(1_000);
    expect(after.tokensUsed).toBe(charged);
    const versions = (await client.call('GET', `/api/drafts/${draft.id}/versions`)).json<{ versions: DraftVersion[] }>().versions;
    expect(versions[0]!.label).toBe('Generated with fake-model (openai-compatible) (stopped)');
  });
});
