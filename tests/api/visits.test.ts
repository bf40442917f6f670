import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pageVisits } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from '../support/app';

describe('POST /api/track-visit', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const track = (page: unknown) => t.app.inject({ method: 'POST', url: '/api/track-visit', payload: { page } });

  it('stores the path, no user for an anonymous visitor, and the time', async () => {
    const before = Date.now();
    const res = await track('/plans');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const rows = await t.database.db.select().from(pageVisits);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: '/plans', userId: null });
    expect(rows[0]!.visitedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps no IP address', async () => {
    await track('/about');
    const columns = (await t.database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'page_visits'`,
    )) as unknown as { rows: { column_name: string }[] };
    const names = columns.rows.map((r) => r.column_name).sort();
    expect(names).toEqual(['id', 'path', 'user_id', 'visited_at']);
  });

  it.each([
    ['a relative path', 'about'],
    ['a path with a space', '/a b'],
    ['a query string', '/about?ref=x'],
    ['an empty page', ''],
    ['a 3,000-character path', `/${'x'.repeat(3000)}`],
  ])('refuses %s', async (_label, page) => {
      const res = await track(page);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('invalid-argument');
      expect(await t.database.db.select().from(pageVisits)).toHaveLength(0);
  });

  it('rate-limits a flood from one client with resource-exhausted', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await track('/')).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    const limited = await track('/');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('resource-exhausted');
  });
});
