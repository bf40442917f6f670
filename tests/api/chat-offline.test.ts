import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { buildChatApp, chatClient, chatUser } from '../support/chat';
import { loadResearchCorpus } from '../support/corpus';
import { resolutionOf } from '../support/papers';
import { deltasOf, finishMetadata } from '../support/ui-stream';

/** With no model configured, the embedded offline engine answers through the same stream and checks, free of charge. */
describe('the chat with no language model configured', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildChatApp();
    await loadResearchCorpus(t.database.db);
  });
  afterEach(() => t.close());

  it('answers from the corpus with the offline engine, charges nothing and checks its citations', async () => {
    const client = chatClient(t, await chatUser(t.app));
    const session = await client.createSession();
    const { chunks } = await client.ask(session.id, { content: 'Check this citation: Martinez v. Board of Regents, 505 U.S. 901 (1992).' });
    const text = deltasOf(chunks).join('');
    expect(text).toMatch(/^_Offline engine/);
    expect(text).toContain('505 U.S. 901');
    const metadata = finishMetadata(chunks);
    expect(metadata).toMatchObject({ model: 'offline engine', offline: true, stopped: false });
    expect(metadata.citations.find((c) => c.text.includes('505 U.S. 901'))?.status).toBe('not-found');
    // No model was called, so nothing is metered (as with the drafting studio's offline engine).
    expect(metadata.usage).toBeNull();
    expect(await client.balance()).toBe(10_000);
    expect((await client.detail(session.id)).messages[1]).toMatchObject({ role: 'assistant', content: text, metadata });
  });

  it("drafts in chat the paper the studio resolves: a California demurrer, not a complaint with a jury demand", async () => {
    const client = chatClient(t, await chatUser(t.app));
    const session = await client.createSession({ jurisdiction: 'us-ca', mode: 'draft' });
    const { chunks } = await client.ask(session.id, { content: 'Draft a demurrer to a breach of oral contract claim' });
    const text = deltasOf(chunks).join('');
    const resolution = await resolutionOf(t.app, 'motion-to-dismiss', 'us-ca');
    if (resolution.kind !== 'paper') throw new Error(`expected a paper, got ${resolution.kind}`);
    expect(text).toContain(resolution.paper.designation);
    expect(text).toContain(resolution.paper.basis[0]!.citation);
    for (const section of resolution.type.sections) expect(text).toContain(`## ${section.heading}`);
    expect(text).not.toMatch(/Jury|Agreement/);
  });
});
