import { sql, type SQL } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/server/db/rows';
import { opinionsSayingOverruledQuery } from '../../src/server/features/research/case-repository';
import { withIndexedSearch } from '../../src/server/features/research/indexed-search';
import { searchPageQuery } from '../../src/server/features/research/repository';
import { buildTestApp, type TestApp } from '../support/app';
import { loadResearchCorpus } from '../support/corpus';

/**
 * The planner does not cost detoasting an opinion's tsvector, so left alone it tests every opinion to find the
 * matches; on the SCOTUS corpus that made a search 5–8× slower than through the GIN index, and the case page's
 * search for overruling opinions 40× slower (ADR 027).
 */
describe('the plans of full-text searches of opinions', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
    await loadResearchCorpus(t.database.db);
  });
  afterEach(() => t.close());

  const planOf = async (query: SQL) => {
    const rows = await withIndexedSearch(t.database.db, (tx) =>
      selectRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`),
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  };
  /** Neither a sequential scan of opinions nor a walk of a whole index of them with the match as a filter. */
  const expectNoOpinionTestedInBulk = (plan: string) => {
    expect(plan).not.toMatch(/Seq Scan on opinions\b/);
    expect(plan).not.toMatch(/Index Scan using opinions_\w+ on opinions \w+\s+\(cost=[^)]*\)\s+Filter: \(.*search @@/);
  };

  it.each([
    { q: 'abortion', cursor: 0, limit: 20 },
    { q: 'Miranda v. Arizona', cursor: 0, limit: 20 },
    { q: 'equal protection', from: 1950, to: 2000, cursor: 0, limit: 20 },
  ])('a search for $q finds its opinions through the full-text index, never by testing them all', async (filters) => {
    const plan = await planOf(searchPageQuery(filters));
    expect(plan).toContain('Bitmap Index Scan on opinions_search_idx');
    expectNoOpinionTestedInBulk(plan);
  });

  it('the case page finds the opinions saying a case was overruled without testing every opinion', async () => {
    const [bowers] = await selectRows<{ id: number }>(t.database.db, sql`select id from cases where name like 'Bowers v.%'`);
    expect(bowers).toBeDefined();
    expectNoOpinionTestedInBulk(await planOf(opinionsSayingOverruledQuery(Number(bowers!.id), ['Bowers'])));
  });
});
