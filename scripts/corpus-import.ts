/**
 * Imports case-law opinions (JSON Lines, optionally gzipped) into the configured database.
 * Usage: npm run corpus:import -- <path> [<path>...] (reads DATABASE_URL / DATA_DIR like the server).
 */
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { importOpinions, type ImportCounts, type ImportProgress } from '../src/server/features/corpus/importer';
import { readLines } from '../src/server/features/corpus/read-lines';

const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('Usage: npm run corpus:import -- <file.jsonl[.gz]> [<file>...]');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();

let peakRss = process.memoryUsage().rss;
const samplePeak = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};
const sampler = setInterval(samplePeak, 250);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const describe = (c: ImportCounts) =>
  `${c.cases} cases, ${c.opinions} opinions, ${c.edges} citation edges, ${c.skipped} skipped`;

const started = Date.now();
const totals: ImportCounts = { cases: 0, opinions: 0, edges: 0, skipped: 0 };
try {
  for (const file of paths) {
    const fileStarted = Date.now();
    const name = path.basename(file);
    const showProgress = (p: ImportProgress) => {
      samplePeak();
      const elapsed = (Date.now() - fileStarted) / 1000;
      const rate = elapsed > 0 ? Math.round(p.records / elapsed) : 0;
      process.stderr.write(
        `\r${name}: ${p.records} records, ${rate} records/s, ${p.edges} edges, ${p.skipped} skipped   `,
      );
    };
    const counts = await importOpinions({
      db: database.db,
      lines: readLines(file),
      source: name,
      onProgress: showProgress,
    });
    process.stderr.write('\n');
    console.log(`${name}: ${describe(counts)} in ${seconds(Date.now() - fileStarted)}`);
    for (const key of Object.keys(totals) as Array<keyof ImportCounts>) totals[key] += counts[key];
  }
  samplePeak();
  console.log(
    `Imported ${describe(totals)} into ${database.kind} in ${seconds(Date.now() - started)}; peak memory ${megabytes(peakRss)}.`,
  );
} catch (error) {
  process.stderr.write('\n');
  console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  clearInterval(sampler);
  await database.close();
}
