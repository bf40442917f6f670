/**
 * Search latency on the full SCOTUS corpus: the research repository's search (ranked full text with snippets, as the
 * API runs it) over a fixed query set, beside a naive scan of the same queries in the same run.
 * Run with `npm run bench -- search`; it imports the corpus first (not timed) unless the database already holds it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { createResearchRepository } from '../src/server/features/research/repository';
import { FULL_CORPUS_OPINIONS, countOpinions, importScotus, scotusFiles } from './corpus';
import { count, mean, millis, percentile, seconds, timed, versus } from './format';
import { QUERIES, type BenchQuery } from './queries';
import { appDatabaseWithCorpus, openTarget, resolveTarget } from './target';

const LIMIT = 20; // the API's default page size
const RUNS = 5; // timed runs of each query after one warm-up run
const WIDTH = 42;

/**
 * Baseline: search as it would be without the tsvector columns and their GIN indexes. The query's words and quoted
 * phrases must all occur in an opinion's text as case-insensitive substrings (ILIKE, a sequential scan), with the
 * same filters and page size. It does less than search (no stemming, ranking or snippets), so the ratio is what the
 * index buys net of that extra work. A primary-key lookup would only measure a round trip, which says nothing about
 * search. Each scan reads every opinion (about 5 s on PGlite), so it runs once per query after one warm-up scan.
 */
async function scan(db: Db, { q, court, from, to }: BenchQuery): Promise<void> {
  const terms = [...q.matchAll(/"([^"]+)"|(\S+)/g)]
    .map((m) => (m[1] ?? m[2] ?? '').replace(/[^A-Za-z0-9 ]/g, '').trim())
    .filter((term) => term.length > 1);
  const matches = sql.join(
    terms.map((term) => sql`o.text ilike ${`%${term}%`}`),
    sql` and `,
  );
  await db.execute(sql`
    select c.id, c.name from cases c
    where exists (select 1 from opinions o where o.case_id = c.id and ${matches})
      ${court ? sql`and c.court_id = ${court}` : sql``}
      ${from !== undefined ? sql`and c.decided_year >= ${from}` : sql``}
      ${to !== undefined ? sql`and c.decided_year <= ${to}` : sql``}
    limit ${LIMIT + 1}`);
}

const filtersOf = ({ court, from, to }: BenchQuery) =>
  [court, from !== undefined || to !== undefined ? `${from ?? ''}–${to ?? ''}` : ''].filter(Boolean).join(' ');

const files = scotusFiles();
const target = (await appDatabaseWithCorpus()) ?? (await resolveTarget());
const database = await openTarget(target);
try {
  let opinions = await countOpinions(database.db);
  if (opinions < FULL_CORPUS_OPINIONS) {
    const imported = await timed(() => importScotus(database.db, files));
    opinions = await countOpinions(database.db);
    console.log(`Search: imported the corpus into ${target.label} first in ${seconds(imported.ms)} (not timed below)`);
  }
  console.log(
    `Search: ${QUERIES.length} queries over ${count(opinions)} opinions in ${target.label} (${database.kind}), ` +
      `page of ${LIMIT}; search ${RUNS} runs each after a warm-up, baseline ILIKE scan once each`,
  );
  const repository = createResearchRepository(database.db);
  const searchSamples: number[] = [];
  const scanSamples: number[] = [];
  // One untimed scan first, so the timed ones all find the opinions' text in the OS cache.
  for (const query of QUERIES.slice(0, 1)) await scan(database.db, query);
  const row = (query: string, filters: string, hits: string, p50: string, p95: string, baseline: string, ratio: string) =>
    `  ${query.slice(0, WIDTH).padEnd(WIDTH)} ${filters.padEnd(16)} ${hits.padStart(4)} ${p50.padStart(10)} ` +
    `${p95.padStart(8)} ${baseline.padStart(9)} ${ratio.padStart(6)}`;
  console.log(row('query', 'filters', 'hits', 'search p50', 'p95', 'baseline', 'ratio'));
  for (const query of QUERIES) {
    const run = () => repository.search({ ...query, cursor: 0, limit: LIMIT });
    const first = await run();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i += 1) samples.push((await timed(run)).ms);
    const scanned = (await timed(() => scan(database.db, query))).ms;
    searchSamples.push(...samples);
    scanSamples.push(scanned);
    const hits = `${first.results.length}${first.nextCursor === null ? '' : '+'}`;
    const p50 = percentile(samples, 50);
    const p95 = percentile(samples, 95);
    console.log(row(query.q, filtersOf(query), hits, millis(p50), millis(p95), millis(scanned), `${(p50 / scanned).toFixed(2)}×`));
  }
  const summary = (name: string, samples: number[]) =>
    `  ${name.padEnd(26)} p50 ${millis(percentile(samples, 50)).padStart(8)}, p95 ${millis(percentile(samples, 95)).padStart(8)}, ` +
    `mean ${millis(mean(samples)).padStart(8)} (${samples.length} samples)`;
  console.log(summary('search (whole set)', searchSamples));
  console.log(summary('baseline ILIKE scan', scanSamples));
  console.log(`  search takes ${versus(percentile(searchSamples, 50), percentile(scanSamples, 50))} at the median`);
} finally {
  await database.close();
  await target.remove();
}
