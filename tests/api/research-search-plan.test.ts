import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/server/db/rows';
import { searchPageQuery, withIndexedSearch } from '../../src/server/features/research/repository';
import { buildTestApp, type TestApp } from '../support/app';
import { loadResearchCorpus } from '../support/corpus';

/**
 * The planner does not cost detoasting an opinion's tsvector, so left alone it reads every opinion to find the
 * matches; on the SCOTUS corpus that made a search 5–8× slower than through the GIN index (ADR 027).
 */
describe('the case-law search plan', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
    await loadResearchCorpus(t.database.db);
  });
  afterEach(() => t.close());

  it.each([
    { q: 'abortion', cursor: 0, limit: 20 },
    { q: 'Miranda v. Arizona', cursor: 0, limit: 20 },
    { q: 'equal protection', from: 1950, to: 2000, cursor: 0, limit: 20 },
  ])('finds the opinions matching $q through their full-text index, never by reading them all', async (filters) => {
    const plan = await withIndexedSearch(t.database.db, (tx) =>
      selectRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${searchPageQuery(filters)}`),
    );
    const lines = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(lines).toContain('Bitmap Index Scan on opinions_search_idx');
    expect(lines).not.toMatch(/Seq Scan on opinions\b/);
    expect(lines).not.toMatch(/Index Scan using opinions_\w+ on opinions \w+\s+\(cost=[^)]*\)\s+Filter: \(search @@/);
  });
});
