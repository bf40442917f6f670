/**
 * Import of both SCOTUS files into a fresh database (count, time, records/s, peak memory) beside a baseline that
 * reads and parses the same lines without writing. Run with `npm run bench -- import`.
 */
import { FULL_CORPUS_OPINIONS, countOpinions, importScotus, scotusFiles, scotusLines } from './corpus';
import { count, peakRss, perSecond, seconds, timed, versus } from './format';
import { openTarget, resolveTarget } from './target';

const files = scotusFiles();
const target = await resolveTarget();
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
    // Baseline: gunzip, split and JSON.parse every line, the part of the import that never touches the database.
    // Running it first also leaves both files in the OS cache for the import, so neither pays for the disk.
    const baseline = await timed(async () => {
      let records = 0;
      for await (const line of scotusLines(files)) {
        JSON.parse(line);
        records += 1;
      }
      return records;
    });
    const imported = await timed(() => importScotus(database.db, files));
    const totals = imported.value;
    const row = (name: string, records: number, ms: number) =>
      `  ${name.padEnd(28)} ${count(records)} records in ${seconds(ms).padStart(7)}: ${perSecond(records, ms)} records/s`;
    console.log(row('baseline read + JSON.parse', baseline.value, baseline.ms));
    console.log(
      `${row(`importOpinions (${database.kind})`, totals.records, imported.ms)}; ${count(totals.cases)} cases, ` +
        `${count(totals.opinions)} opinions, ${count(totals.edges)} citation edges, ${count(totals.skipped)} skipped`,
    );
    console.log(`  the import takes ${versus(imported.ms, baseline.ms)}; peak RSS ${peakRss()}`);
  }
} finally {
  await database.close();
  await target.remove();
}
