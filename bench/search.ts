/**
 * Search latency on the full SCOTUS corpus: the research repository's search (ranked full text with snippets, as the
 * API runs it) over a fixed query set, beside a ripgrep pipeline over all opinion text that finds the opinions holding
 * every word of the same queries in the same run (issue #38's baseline, bench/ripgrep.ts), or an ILIKE scan in the
 * database when ripgrep is not installed.
 * Run with `npm run bench -- search`; it imports the corpus first (not timed) unless the database already holds it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { createResearchRepository } from '../src/server/features/research/repository';
import { FULL_CORPUS_OPINIONS, countOpinions, importScotus, scotusFiles } from './corpus';
import { count, megabytes, mean, millis, percentile, seconds, timed, versus } from './format';
import { searchVerdict } from './goals';
import { QUERIES, type BenchQuery } from './queries';
import { recordRow } from './report';
import { queryTerms, ripgrepScan, ripgrepVersion, writeOpinionFiles, type OpinionFiles } from './ripgrep';
import { appDatabaseWithCorpus, openTarget, resolveTarget } from './target';

const LIMIT = 20; // the API's default page size
const RUNS = 5; // timed runs of each query after one warm-up run
const WIDTH = 42;

/**
 * The fallback baseline when ripgrep is missing: search as it would be without the tsvector columns and their GIN indexes. The query's words and quoted
 * phrases must all occur in an opinion's text as case-insensitive substrings (ILIKE, a sequential scan), with the
 * same filters and page size. It does less than search (no stemming, ranking or snippets), so the ratio is what the
 * index buys net of that extra work. A primary-key lookup would only measure a round trip, which says nothing about
 * search. Each scan reads every opinion (about 5 s on PGlite), so it runs once per query after one warm-up scan.
 */
async function scan(db: Db, { q, court, from, to }: BenchQuery): Promise<void> {
  const matches = sql.join(
    queryTerms(q).map((term) => sql`o.text ilike ${`%${term}%`}`),
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
let opinionFiles: OpinionFiles | null = null;
try {
  let opinions = await countOpinions(database.db);
  if (opinions < FULL_CORPUS_OPINIONS) {
    const imported = await timed(() => importScotus(database, files));
    opinions = await countOpinions(database.db);
    console.log(`Search: imported the corpus into ${target.label} first in ${seconds(imported.ms)} (not timed below)`);
  }
  const ripgrep = ripgrepVersion();
  if (ripgrep) {
    const written = await timed(() => writeOpinionFiles(database.db));
    opinionFiles = written.value;
    console.log(
      `Search: baseline ${ripgrep}, scanning ${count(opinionFiles.files)} opinion files (${megabytes(opinionFiles.bytes)}) ` +
        `written in ${seconds(written.ms)} (not timed)`,
    );
  } else {
    console.log('Search: ripgrep (`rg`, Debian package ripgrep) is not installed; the baseline is an ILIKE scan instead');
  }
  const baselineName = opinionFiles ? 'ripgrep scan for every word' : 'ILIKE scan of all opinion text';
  const baselineRuns = opinionFiles ? RUNS : 1; // an ILIKE scan takes seconds on PGlite, so it runs once
  const baseline = async (query: BenchQuery) => {
    if (opinionFiles) await ripgrepScan(opinionFiles.dir, query.q);
    else await scan(database.db, query);
  };
  console.log(
    `Search: ${QUERIES.length} queries over ${count(opinions)} opinions in ${target.label} (${database.kind}), ` +
      `page of ${LIMIT}; search ${RUNS} runs each after a warm-up, baseline (${baselineName}) ${baselineRuns} each`,
  );
  const repository = createResearchRepository(database.db);
  const searchSamples: number[] = [];
  const baselineSamples: number[] = [];
  // One untimed scan first, so the timed ones all find the opinions' text in the OS cache.
  await baseline(QUERIES[0]!);
  const row = (query: string, filters: string, hits: string, p50: string, p95: string, base: string, ratio: string) =>
    `  ${query.slice(0, WIDTH).padEnd(WIDTH)} ${filters.padEnd(16)} ${hits.padStart(4)} ${p50.padStart(10)} ` +
    `${p95.padStart(8)} ${base.padStart(9)} ${ratio.padStart(6)}`;
  console.log(row('query', 'filters', 'hits', 'search p50', 'p95', 'baseline', 'ratio'));
  for (const query of QUERIES) {
    const run = () => repository.search({ ...query, cursor: 0, limit: LIMIT });
    const first = await run();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i += 1) samples.push((await timed(run)).ms);
    const scans: number[] = [];
    for (let i = 0; i < baselineRuns; i += 1) scans.push((await timed(() => baseline(query))).ms);
    searchSamples.push(...samples);
    baselineSamples.push(...scans);
    const hits = `${first.results.length}${first.nextCursor === null ? '' : '+'}`;
    const p50 = percentile(samples, 50);
    const scanned = percentile(scans, 50);
    console.log(
      row(query.q, filtersOf(query), hits, millis(p50), millis(percentile(samples, 95)), millis(scanned), `${(p50 / scanned).toFixed(2)}×`),
    );
  }
  const summary = (name: string, samples: number[]) =>
    `  ${name.padEnd(34)} p50 ${millis(percentile(samples, 50)).padStart(8)}, p95 ${millis(percentile(samples, 95)).padStart(8)}, ` +
    `mean ${millis(mean(samples)).padStart(8)} (${samples.length} samples)`;
  console.log(summary('search (whole set)', searchSamples));
  console.log(summary(baselineName, baselineSamples));
  const searchP95 = percentile(searchSamples, 95);
  const baselineP95 = percentile(baselineSamples, 95);
  console.log(`  search takes ${versus(percentile(searchSamples, 50), percentile(baselineSamples, 50))} at the median`);
  console.log(`  search takes ${versus(searchP95, baselineP95)} at p95`);
  const onPostgres = database.kind === 'postgresql';
  const verdict = searchVerdict(searchP95, baselineP95);
  recordRow({
    path: `case-law search, ${QUERIES.length} queries, p95`,
    database: onPostgres ? 'PostgreSQL' : 'PGlite',
    measured: `p95 ${millis(searchP95)}`,
    baseline: `${baselineName}: p95 ${millis(baselineP95)}`,
    ratio: `${verdict.ratio.toFixed(2)}× its time`,
    goal: verdict.goal,
    met: verdict.met,
  });
} finally {
  opinionFiles?.remove();
  await database.close();
  await target.remove();
}
