/**
 * `npx tsx bench/search-explain.ts NAME` with BENCH_DATA_DIR or BENCH_DATABASE_URL: EXPLAIN (ANALYZE, BUFFERS) of
 * the search's page query for a few representative queries (a broad doctrine, a case name, a narrowed search), written
 * to /tmp/search-explain-NAME-<database kind>.txt, to compare plans before and after a change (issue #16).
 */
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { selectRows } from '../src/server/db/rows';
import { withIndexedSearch } from '../src/server/features/research/indexed-search';
import { searchPageQuery, type SearchFilters } from '../src/server/features/research/repository';
import { openTarget, resolveTarget } from './target';

const QUERIES: SearchFilters[] = [
  { q: 'commerce clause', cursor: 0, limit: 20 },
  { q: 'Miranda v. Arizona', cursor: 0, limit: 20 },
  { q: 'abortion', from: 1973, to: 1989, cursor: 0, limit: 20 },
];

const name = process.argv[2] ?? 'now';
const target = await resolveTarget();
const database = await openTarget(target);
try {
  const repository = searchPageQuery(QUERIES[0]!);
  await database.db.execute(repository); // warm-up, so the plans show a warm cache as the benchmark does
  let report = '';
  for (const filters of QUERIES) {
    // In the planner settings the repository runs its search with, so the plan is the one searches get.
    const lines = await withIndexedSearch(database.db, (tx) =>
      selectRows<Record<string, string>>(tx, sql`explain (analyze, buffers) ${searchPageQuery(filters)}`),
    );
    report += `=== ${JSON.stringify(filters)}\n${lines.map((line) => Object.values(line)[0]).join('\n')}\n\n`;
  }
  const file = `/tmp/search-explain-${name}-${database.kind}.txt`;
  writeFileSync(file, report);
  console.log(`Wrote ${file}`);
} finally {
  await database.close();
  await target.remove();
}
