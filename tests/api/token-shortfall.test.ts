import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/server/db/rows';
import type { LedgerEntry } from '../../src/shared/api/tokens';
import type { TestApp } from '../support/app';
import { adminWithMfa, auditEvents } from '../support/admin';
import { buildChatApp, chatClient, chatUser, type ChatUser } from '../support/chat';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

const QUESTION = 'What is the standard for a motion to dismiss?';

describe('a model call that uses more than was reserved and than the balance holds', () => {
  let t: TestApp;
  let fake: FakeOpenAI;
  let user: ChatUser;
  let client: ReturnType<typeof chatClient>;
  let sessionId: string;

  beforeEach(async () => {
    // The provider reports 20,000 tokens: far more than the estimate reserved for the call.
    fake = await startFakeOpenAI({ replies: [{ text: 'A complaint must state a plausible claim.', usage: { prompt_tokens: 19_000, completion_tokens: 1_000 } }] });
    t = await buildChatApp({ fake });
    user = await chatUser(t.app);
    client = chatClient(t, user);
    sessionId = (await client.createSession({ jurisdiction: 'us-ca', mode: 'research' })).id;
  });
  afterEach(async () => {
    try {
      expect(await t.app.services.history.inconsistencies()).toEqual([]);
    } finally {
      await t.close();
      await fake.close();
    }
  });

  const ledgerPage = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tokens/ledger', headers: user.headers });
    expect(res.statusCode).toBe(200);
    return (res.json() as { entries: LedgerEntry[] }).entries;
  };

  it('charges the whole balance, records the shortfall in the history and the audit log, and refuses the next call', async () => {
    const { done } = await client.ask(sessionId, { content: QUESTION });
    expect(done).toBe(true);
    expect(await client.balance()).toBe(0);

    const [settle] = await ledgerPage();
    expect(settle).toMatchObject({
      kind: 'settle',
      shortfall: 10_000,
      description: 'Used 20,000 tokens, charged 10,000 (balance exhausted)',
    });

    const admin = await adminWithMfa(t);
    const events = await auditEvents(t, admin.headers, 'action=tokens.shortfall');
    expect(events).toEqual([
      expect.objectContaining({
        action: 'tokens.shortfall',
        subject: { id: user.id, email: user.email },
        details: { reference: `chat:${sessionId}`, used: 20_000, charged: 10_000, shortfall: 10_000 },
      }),
    ]);
    const panel = await t.app.inject({ method: 'GET', url: `/api/admin/users/${user.id}`, headers: admin.headers });
    expect(panel.statusCode).toBe(200);
    expect(panel.json().ledger[0]).toMatchObject({ kind: 'settle', shortfall: 10_000, description: 'Used 20,000 tokens, charged 10,000 (balance exhausted)' });

    // With the balance at zero, the next question is the spec's 403 and reaches no model.
    const next = await client.send(sessionId, { content: 'And in federal court?' });
    expect(next.statusCode).toBe(403);
    expect(next.json()).toMatchObject({ error: 'insufficient-tokens', tokensRemaining: 0 });
    expect(fake.requests).toHaveLength(1);
  });

  it('records no shortfall when the balance covers usage above the reservation', async () => {
    fake.set({ replies: [{ text: 'Plausibility.', usage: { prompt_tokens: 4_000, completion_tokens: 1_000 } }] });
    await client.ask(sessionId, { content: QUESTION });
    expect(await client.balance()).toBe(5_000);
    const [settle] = await ledgerPage();
    expect(settle).toMatchObject({ kind: 'settle', shortfall: 0 });
    expect(settle!.description).toMatch(/^Used 5,000 tokens of [\d,]+ reserved$/);
    const audit = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit_events where action = 'tokens.shortfall'`);
    expect(audit[0]!.n).toBe(0);
  });
});
