/**
 * What a user of an imported corpus waits for, measured in a process of its own after the import: the database's
 * size on disk, search latency through the research repository (the API's search) over bench/queries.ts beside a
 * ripgrep scan of the same opinion text, and the check of a 150-citation brief (bench/scale/brief.ts). Reads the
 * target database from BENCH_DATA_DIR / BENCH_DATABASE_URL; writes its figures as JSON to SCALE_RESULT.
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { verifyCitations } from '../../src/server/features/citations/verify-service';
import { createCitationLookupRepository } from '../../src/server/features/citations/lookup-repository';
import { selectRows } from '../../src/server/db/rows';
import { createResearchRepository } from '../../src/server/features/research/repository';
import { percentile, timed } from '../format';
import { QUERIES } from '../queries';
import { ripgrepScan, ripgrepVersion, writeOpinionFiles } from '../ripgrep';
import { openTarget, resolveTarget } from '../target';
import { briefText, citedCases } from './brief';

/** Timed runs of each query and of the brief, after one untimed warm-up. */
const RUNS = 3;
const LIMIT = 20;

export interface MeasureResult {
  databaseBytes: number;
  rows: Record<string, number>;
  search: { p50: number; p95: number; samples: number } | null;
  ripgrep: { p50: number; p95: number; textBytes: number; version: string } | null;
  brief: { citations: number; ms: number; statuses: Record<string, number> } | null;
}

function directoryBytes(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    bytes += entry.isDirectory() ? directoryBytes(full) : entry.isFile() ? statSync(full).size : 0;
  }
  return bytes;
}

const target = await resolveTarget();
const database = await openTarget(target);
const { db } = database;
try {
  const [size] = database.kind === 'postgresql' ? await selectRows<{ bytes: string }>(db, sql`select pg_database_size(current_database()) as bytes`) : [];
  const databaseBytes = size ? Number(size.bytes) : directoryBytes(target.env.BENCH_DATA_DIR!);
  const rows: Record<string, number> = {};
  for (const table of ['cases', 'case_citations', 'opinions', 'citation_edges', 'reporter_coverage']) {
    const [row] = await selectRows<{ n: string }>(db, sql`select count(*) as n from ${sql.identifier(table)}`);
    rows[table] = Number(row?.n ?? 0);
  }
  const result: MeasureResult = { databaseBytes, rows, search: null, ripgrep: null, brief: null };

  if (rows.opinions! > 0) {
    const repository = createResearchRepository(db);
    const samples: number[] = [];
    for (const query of QUERIES) {
      const run = () => repository.search({ ...query, cursor: 0, limit: LIMIT });
      await run();
      for (let i = 0; i < RUNS; i += 1) samples.push((await timed(run)).ms);
    }
    result.search = { p50: percentile(samples, 50), p95: percentile(samples, 95), samples: samples.length };
    const version = ripgrepVersion();
    if (version) {
      const files = await writeOpinionFiles(db);
      try {
        const scans: number[] = [];
        await ripgrepScan(files.dir, QUERIES[0]!.q); // reads the text into the OS cache
        for (const query of QUERIES) for (let i = 0; i < RUNS; i += 1) scans.push((await timed(() => ripgrepScan(files.dir, query.q))).ms);
        result.ripgrep = { p50: percentile(scans, 50), p95: percentile(scans, 95), textBytes: files.bytes, version };
      } finally {
        files.remove();
      }
    }
  }

  const text = briefText(await citedCases(db));
  const lookup = createCitationLookupRepository(db);
  const check = () => verifyCitations({ text, lookup, online: null, currentYear: new Date().getUTCFullYear() });
  const first = await check();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) times.push((await timed(check)).ms);
  const statuses: Record<string, number> = {};
  for (const citation of first.citations) statuses[citation.status] = (statuses[citation.status] ?? 0) + 1;
  result.brief = { citations: first.citations.length, ms: percentile(times, 50), statuses };
  writeFileSync(process.env.SCALE_RESULT!, JSON.stringify(result));
} finally {
  await database.close();
}
