/**
 * Import of both SCOTUS files into a fresh database, beside issue #38's baseline: the fastest standard decompressor
 * (`pigz -d` or `zcat`, bench/decompress.ts) of the same files, and, for reference, reading and JSON-parsing their
 * lines without writing. The import runs in a process of its own (bench/measured-child.ts) with `npm run
 * corpus:import`'s Node flags, so its time is the process's from start to exit, as an operator waits for it, and its
 * peak is the kernel's maxrss of exactly that process. Run with `npm run bench -- import`.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { FULL_CORPUS_OPINIONS, countOpinions, importScotus, scotusFiles, scotusLines, type ImportTotals } from './corpus';
import { fastest, timeDecompressors } from './decompress';
import { count, megabytes, perSecond, seconds, timed, versus } from './format';
import { replyToParent, runMeasuredChild } from './measured-child';
import { importVerdict } from './goals';
import { recordRow } from './report';
import { corpusImportFlags } from './start-flags';
import { openTarget, resolveTarget } from './target';

const SCRIPT = fileURLToPath(import.meta.url);

type ImportReply =
  | { kind: 'skipped'; opinions: number }
  | { kind: 'imported'; before: number; ms: number; totals: ImportTotals; engineNote?: string };

/** In the import's own process: the database as the parent's env names it, imported into unless already full. */
async function importInThisProcess(): Promise<ImportReply> {
  const database = await openTarget(await resolveTarget());
  try {
    const before = await countOpinions(database.db);
    if (before >= FULL_CORPUS_OPINIONS) return { kind: 'skipped', opinions: before };
    const imported = await timed(() => importScotus(database, scotusFiles()));
    return { kind: 'imported', before, ms: imported.ms, totals: imported.value, engineNote: database.engineNote };
  } finally {
    await database.close();
  }
}

/**
 * A process of its own creates and migrates the PGlite database first, as the server does before anyone imports into
 * its database: the copy of the build's empty database and the migrations are no part of the import's peak (nor is
 * initdb, near 1 GB, where the build made no empty database).
 */
function createInChildProcess(env: Record<string, string>): void {
  const child = spawnSync(process.execPath, [...process.execArgv, SCRIPT], {
    stdio: 'inherit',
    env: { ...process.env, ...env, BENCH_IMPORT_CHILD: 'create' },
  });
  if (child.status !== 0) throw new Error(`creating the database failed (exit ${child.status ?? child.signal})`);
}

const mode = process.env.BENCH_IMPORT_CHILD;
if (mode === 'create') {
  await (await openTarget(await resolveTarget())).close();
  process.exit(0);
}
if (mode === 'import') {
  await replyToParent(await importInThisProcess());
  process.exit(0);
}

const files = scotusFiles();
const target = await resolveTarget();
try {
  if (target.kind === 'PGlite') createInChildProcess(target.env);
  console.log(`Import: both files into ${target.label}, in a process of its own`);
  // The first, untimed run of each decompressor also leaves both files in the OS cache for everything after it.
  const decompressors = await timeDecompressors(files);
  const baseline = fastest(decompressors);
  // Gunzip, split and JSON.parse every line in Node: the part of the import that never touches the database.
  const parsed = await timed(async () => {
    let records = 0;
    for await (const line of scotusLines(files)) {
      JSON.parse(line);
      records += 1;
    }
    return records;
  });
  const child = await runMeasuredChild<ImportReply>(SCRIPT, { ...target.env, BENCH_IMPORT_CHILD: 'import' }, corpusImportFlags());
  const reply = child.value;
  if (reply.kind === 'skipped') {
    console.log(
      `  skipped: ${target.label} already holds ${count(reply.opinions)} opinions ` +
        '(unset BENCH_DATA_DIR / BENCH_DATABASE_URL to measure an import into a fresh database).',
    );
  } else {
    const { totals } = reply;
    const databaseName = target.kind;
    for (const tool of decompressors) {
      const runs = tool.runs.map((ms) => seconds(ms)).join(', ');
      console.log(`  ${tool.name.padEnd(30)} ${seconds(tool.ms).padStart(7)} (median of ${runs})${tool === baseline ? ': the baseline' : ''}`);
    }
    console.log(`  ${'read + JSON.parse in Node'.padEnd(30)} ${seconds(parsed.ms).padStart(7)}: ${perSecond(parsed.value, parsed.ms)} records/s`);
    if (reply.engineNote) console.log(`  PGlite: ${reply.engineNote}`);
    console.log(
      `  ${'import process, start to exit'.padEnd(30)} ${seconds(child.wallMs).padStart(7)}; importing alone ${seconds(reply.ms)}: ` +
        `${perSecond(totals.records, reply.ms)} records/s, ${count(totals.cases)} cases, ${count(totals.opinions)} opinions, ` +
        `${count(totals.edges)} citation edges, ${count(totals.skipped)} skipped${reply.before > 0 ? ` (${count(reply.before)} opinions before)` : ''}`,
    );
    console.log(`  ${totals.searchVectors}`);
    console.log(`  peak RSS of the import process (kernel maxrss): ${megabytes(child.maxRssBytes)}`);
    console.log(`  against read + JSON.parse, the import takes ${versus(child.wallMs, parsed.ms)}`);
    console.log(`  against ${baseline.name}, the import takes ${versus(child.wallMs, baseline.ms)}`);
    const verdict = importVerdict({ database: databaseName, importMs: child.wallMs, baselineMs: baseline.ms, peakBytes: child.maxRssBytes });
    recordRow({
      path: 'importing both SCOTUS files',
      database: databaseName,
      measured: `${(child.wallMs / 1000).toFixed(0)} s, peak ${(child.maxRssBytes / 2 ** 20).toFixed(0)} MB`,
      baseline: `${baseline.name} of the same files: ${seconds(baseline.ms)}`,
      ratio: `${verdict.ratio.toFixed(0)}× its time`,
      goal: verdict.goal,
      met: verdict.met,
    });
  }
} finally {
  await target.remove();
}
