/**
 * Import of both SCOTUS files into a fresh database (count, time, records/s, peak memory) beside two baselines run
 * in the same process: gzip decompression alone of the same files (issue #16's baseline, the ratio) and reading
 * and JSON-parsing their lines without writing. Run with `npm run bench -- import`.
 */
import { spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { FULL_CORPUS_OPINIONS, countOpinions, importScotus, scotusFiles, scotusLines } from './corpus';
import { count, peakRss, perSecond, seconds, timed, versus } from './format';
import { recordRow } from './report';
import { openTarget, resolveTarget } from './target';

const GOAL_RATIO = 35;
const GOAL_PEAK_MB = 500;

/** Decompresses each file into nothing: the least any import of them must spend. */
async function gunzipAlone(files: string[]): Promise<number> {
  let bytes = 0;
  for (const file of files) {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    await pipeline(createReadStream(file), createGunzip(), sink);
  }
  return bytes;
}

/**
 * Creating a PGlite database (its initdb) peaks near 1 GB of RSS in the process that does it, before any import:
 * a child process creates and migrates it, so that the peak measured here is the import's own (PGlite still runs
 * in this process, and all its memory counts).
 */
function createInChildProcess(env: Record<string, string>): void {
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, ...env, BENCH_IMPORT_CREATE_ONLY: '1' },
  });
  if (child.status !== 0) throw new Error(`creating the database failed (exit ${child.status ?? child.signal})`);
}

if (process.env.BENCH_IMPORT_CREATE_ONLY) {
  await (await openTarget(await resolveTarget())).close();
  process.exit(0);
}

const files = scotusFiles();
const target = await resolveTarget();
if (target.kind === 'PGlite') createInChildProcess(target.env);
const database = await openTarget(target);
try {
  const before = await countOpinions(database.db);
  if (before >= FULL_CORPUS_OPINIONS) {
    console.log(
      `Import: skipped, ${target.label} already holds ${count(before)} opinions ` +
        '(unset BENCH_DATA_DIR / BENCH_DATABASE_URL to measure an import into a fresh database).',
    );
  } else {
    console.log(`Import: both files into ${target.label}${before > 0 ? ` (already holding ${count(before)} opinions)` : ''}`);
    if (database.engineNote) console.log(`  PGlite: ${database.engineNote}`);
    // Decompressing first also leaves both files in the OS cache, so neither the baselines nor the import pay for the disk.
    const gunzip = await timed(() => gunzipAlone(files));
    // Gunzip, split and JSON.parse every line: the part of the import that never touches the database.
    const parsed = await timed(async () => {
      let records = 0;
      for await (const line of scotusLines(files)) {
        JSON.parse(line);
        records += 1;
      }
      return records;
    });
    const imported = await timed(() => importScotus(database, files));
    const totals = imported.value;
    // The kernel's high-water mark for the whole process: the import's peak (PGlite's heap included, as it runs
    // in-process), unless a baseline's was higher, which would only overstate it.
    const peakMb = process.resourceUsage().maxRSS / 1024;
    const row = (name: string, records: number, ms: number) =>
      `  ${name.padEnd(28)} ${count(records)} records in ${seconds(ms).padStart(7)}: ${perSecond(records, ms)} records/s`;
    console.log(`  ${'gzip decompression alone'.padEnd(28)} ${count(gunzip.value / 2 ** 20)} MB in ${seconds(gunzip.ms).padStart(7)}`);
    console.log(row('read + JSON.parse', parsed.value, parsed.ms));
    console.log(
      `${row(`importOpinions (${database.kind})`, totals.records, imported.ms)}; ${count(totals.cases)} cases, ` +
        `${count(totals.opinions)} opinions, ${count(totals.edges)} citation edges, ${count(totals.skipped)} skipped`,
    );
    console.log(`  ${totals.searchVectors}`);
    console.log(`  against read + JSON.parse, the import takes ${versus(imported.ms, parsed.ms)}`);
    console.log(`  against gzip alone, the import takes ${versus(imported.ms, gunzip.ms)}; peak RSS ${peakRss()}`);
    const ratio = imported.ms / gunzip.ms;
    recordRow({
      path: 'importing both SCOTUS files',
      database: database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      measured: `${(imported.ms / 1000).toFixed(0)} s, peak ${peakMb.toFixed(0)} MB`,
      baseline: `gzip decompression alone: ${seconds(gunzip.ms)}`,
      ratio: `${ratio.toFixed(0)}× its time`,
      goal: `≤ ${GOAL_RATIO}×, peak ≤ ${GOAL_PEAK_MB} MB`,
      met: ratio <= GOAL_RATIO && peakMb <= GOAL_PEAK_MB,
    });
  }
} finally {
  await database.close();
  await target.remove();
}
