import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { buildChatApp, chatClient, chatUser } from '../support/chat';
import { adminWithMfa, auditEvents, type SignedIn } from '../support/admin';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

let t: TestApp;
let fake: FakeOpenAI;
let admin: SignedIn;
let tokensUsed: number;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  // A model answers (the offline engine charges nothing), metered by the usage its provider reports.
  fake = await startFakeOpenAI({ replies: [{ text: 'Plausibility.', usage: { prompt_tokens: 300, completion_tokens: 4 } }] });
  t = await buildChatApp({ fake });
  admin = await adminWithMfa(t);
  for (const page of ['/plans', '/plans', '/research']) {
    await t.app.inject({ method: 'POST', url: '/api/track-visit', payload: { page } });
  }
  const attorney = await chatUser(t.app);
  const chat = chatClient(t, attorney);
  const session = await chat.createSession();
  await chat.ask(session.id, { content: 'What is the standard for a motion to dismiss?' });
  tokensUsed = (await chat.detail(session.id)).tokensUsed;

  const buy = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: attorney.headers, payload });
  const { checkoutId } = (await buy('/api/billing/checkout', { pack: 'pack-100k' })).json() as { checkoutId: string };
  expect((await buy(`/api/billing/sandbox/${checkoutId}`, { outcome: 'complete' })).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const get = (url: string, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'GET', url, headers });

describe('analytics', () => {
  it('counts visits by page and day, sign-ups, active users, tokens by model and revenue for the last 30 days', async () => {
    const res = await get('/api/admin/analytics');
    expect(res.statusCode).toBe(200);
    const analytics = res.json();
    expect(analytics.days).toHaveLength(30);
    expect(analytics.to).toBe(today);
    expect(analytics.days.at(-1)).toMatchObject({ date: today, visits: 3, signUps: 2, tokensUsed, revenueCents: expect.any(Number) });
    expect(tokensUsed).toBe(304);
    expect(analytics.days.at(-1).activeUsers).toBe(2); // the admin signed in; the attorney used and bought tokens
    expect(analytics.topPages).toEqual([
      { path: '/plans', visits: 2 },
      { path: '/research', visits: 1 },
    ]);
    expect(analytics.models).toEqual([{ model: 'fake-model (openai-compatible)', tokens: tokensUsed }]);
    expect(analytics.revenueEvents).toEqual([
      expect.objectContaining({ type: 'checkout.completed', provider: 'sandbox', amountCents: analytics.totals.revenueCents }),
    ]);
    expect(analytics.totals.revenueCents).toBeGreaterThan(0);
  });

  it('covers the days asked for, and refuses a backwards or too long range', async () => {
    const range = (await get(`/api/admin/analytics?from=2025-12-30&to=2026-01-02`)).json();
    expect(range.days.map((d: { date: string }) => d.date)).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
    expect(range.totals).toEqual({ visits: 0, signUps: 0, activeUsers: 0, tokensUsed: 0, revenueCents: 0 });

    for (const query of ['from=2026-02-01&to=2026-01-01', 'from=2024-01-01&to=2026-01-01', 'from=yesterday']) {
      const res = await get(`/api/admin/analytics?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe('invalid-argument');
    }
  });
});

describe('the CSV export', () => {
  it('downloads through the synced token cookie, as a plain link does, and is recorded in the audit log', async () => {
    const sync = await t.app.inject({ method: 'POST', url: '/api/auth/sync', headers: admin.headers });
    const cookie = String(sync.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^vd_token=/);

    const res = await get('/api/admin/analytics.csv?report=pages', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="volnadraft-pages-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.split('\r\n')).toEqual(['date,path,visits', `${today},/plans,2`, `${today},/research,1`, '']);

    const daily = await get('/api/admin/analytics.csv', { cookie });
    expect(daily.body.split('\r\n')[0]).toBe('date,visits,sign_ups,active_users,tokens_used,revenue_cents');
    expect(daily.body.split('\r\n')).toHaveLength(32);

    const [event] = await auditEvents(t, admin.headers, 'action=admin.analytics-exported');
    expect(event).toMatchObject({ actor: { id: admin.user.id }, details: { report: 'daily' } });
  });
});

describe('the outbox', () => {
  it('lists email and SMS newest first, by channel, a page at a time', async () => {
    const all = (await get('/api/admin/outbox?limit=1')).json();
    expect(all.messages).toHaveLength(1);
    const sms = (await get('/api/admin/outbox?channel=sms')).json();
    expect(sms.messages.length).toBeGreaterThanOrEqual(2); // the admin's enrolment code and sign-in code
    expect(sms.messages.every((m: { channel: string }) => m.channel === 'sms')).toBe(true);
    expect(sms.messages[0].id).toBeGreaterThan(sms.messages[1].id);
    expect(sms.messages[0].body).toMatch(/sign-in code/);
    const next = (await get(`/api/admin/outbox?limit=1&cursor=${all.nextCursor}`)).json();
    expect(next.messages[0].id).toBeLessThan(all.messages[0].id);
  });
});

describe('the OpenAPI document', () => {
  it('describes every route with its schemas, tagged by area', async () => {
    const res = await get('/api/admin/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('VolnaDraft API');
    const tokens = doc.paths['/api/admin/users/{id}/tokens'].post;
    expect(tokens.tags).toEqual(['admin']);
    expect(tokens.requestBody.content['application/json'].schema.required).toEqual(['amount', 'reason']);
    expect(doc.paths['/api/chat/sessions'].get.tags).toEqual(['chat']);
    expect(doc.paths['/api/research/search']).toBeDefined();
  });
});
