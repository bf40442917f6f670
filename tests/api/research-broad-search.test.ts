import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RANK_POOL } from '../../src/server/features/research/ranking';
import { searchResponseSchema } from '../../src/shared/api/research';
import { buildTestApp, type TestApp } from '../support/app';

const OPINIONS = RANK_POOL + 50;

/**
 * A search matching more opinions than RANK_POOL ranks only the most cited of them by their text (ADR 048), and says
 * so; one narrowed below the pool ranks every match and says nothing.
 */
describe('a broad case-law search on a large corpus', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
    // Case n decided in 1900 + n % 100, cited in proportion to n; every opinion mentions the commerce clause.
    await t.database.db.execute(sql`
      insert into cases (key, name, decided_year, source, authority)
      select 'test:' || n, 'Party ' || n || ' v. Other', 1900 + n % 100, 'test', n / 100.0
      from generate_series(1, ${OPINIONS}) n`);
    await t.database.db.execute(sql`
      insert into opinions (case_id, text, text_hash)
      select id, 'The commerce clause reaches this trade. ' || name, md5(key) from cases where source = 'test'`);
    await t.database.db.execute(sql`
      insert into cases (key, name, decided_year, source) values ('test:named', 'Commerce Clause Holdings v. Nobody', 1950, 'test')`);
    await t.database.db.execute(sql`
      insert into opinions (case_id, text, text_hash)
      select id, 'The commerce clause decides this dispute.', md5(key) from cases where key = 'test:named'`);
  });
  afterEach(() => t.close());

  const search = async (query: string) =>
    searchResponseSchema.parse((await t.app.inject({ method: 'GET', url: `/api/research/search?${query}` })).json());

  it('ranks the most cited matches, says how many matched, and still finds a case by its name', async () => {
    const broad = await search('q=commerce+clause&limit=50');
    expect(broad.rankedAmong).toEqual({ matched: OPINIONS + 1, ranked: RANK_POOL });
    // The uncited case is outside the pool, but its name matches, so it leads.
    expect(broad.results[0]!.name).toBe('Commerce Clause Holdings v. Nobody');
    expect(broad.results[1]!.name).toBe(`Party ${OPINIONS} v. Other`);
  });

  it('ranks every match when the filters narrow the search below the pool', async () => {
    const narrowed = await search('q=commerce+clause&from=1990');
    expect(narrowed.rankedAmong).toBeNull();
    expect(narrowed.results.length).toBeGreaterThan(0);
    expect(narrowed.results.every((result) => (result.year ?? 0) >= 1990)).toBe(true);
  });
});
