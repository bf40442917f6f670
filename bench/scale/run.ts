/**
 * `npm run bench -- scale [--sizes 10k,100k,300k] [--citations 10M] [--databases pglite,postgres] [--seed 1]
 * [--write-readme]` (issue #38): for each size, generates the corpus (bench/scale/generate.ts; kept under
 * SCALE_DIR, default the OS's temporary folder, and reused by later runs), then on each database (PGlite, and
 * PostgreSQL when DATABASE_URL is set; a fresh database per size, dropped after) imports it in a child process and
 * measures it in another: import time and throughput, the importing process's peak RSS (the kernel's maxRSS),
 * database size, search p50/p95 beside a ripgrep scan of the same text, and a 150-citation brief checked. `--citations
 * 10M` adds a corpus of that many citation rows without opinions (0: none). Prints a table per size, the goal rows,
 * the machine's load, and where PGlite stops meeting the goals.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statfsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { count, megabytes, millis, seconds } from '../format';
import { writeReadmeTable } from '../readme-table';
import type { ReportRow } from '../report';
import { startFlags } from '../start-flags';
import { summaryTable } from '../summary';
import { databaseTargets, type Target } from '../target';
import type { Generated } from './corpus-generator';
import { parseSize } from './generate';
import { goalRows, pgliteCurve, type Measured } from './goals';
import type { ImportResult } from './import-child';
import type { MeasureResult } from './measure-child';

/** Compressed bytes per generated opinion with its case (about 11 KB at gzip level 6) and per citation-only case. */
const BYTES_PER_OPINION = 12_000;
const BYTES_PER_CITATION = 60;
/** Disk a database takes per compressed input byte, about (text, its search vectors, indexes, edges). */
const DATABASE_PER_INPUT_BYTE = 6;

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== 'scale'),
  options: {
    sizes: { type: 'string', default: '10k,100k,300k' },
    citations: { type: 'string', default: '10M' },
    databases: { type: 'string', default: 'pglite,postgres' },
    seed: { type: 'string', default: '1' },
    'write-readme': { type: 'boolean', default: false },
  },
});
const seed = Number(values.seed);
const databases = values.databases.split(',').map((name) => name.trim().toLowerCase());
const sizes = [
  ...values.sizes.split(',').filter(Boolean).map((label) => ({ label: `${label} opinions`, opinions: parseSize(label), citations: 0 })),
  ...(parseSize(values.citations) > 0 ? [{ label: `${values.citations} citations`, opinions: 0, citations: parseSize(values.citations) }] : []),
];
const scaleDir = path.join(process.env.SCALE_DIR || os.tmpdir(), 'volnadraft-scale');
const here = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));
const loadLine = () => `load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')} (1, 5, 15 min)`;
const machine = () =>
  `Node ${process.version}, ${os.availableParallelism()} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ` +
  `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${loadLine()}`;

function child(script: string, args: string[], env: Record<string, string>): Promise<void> {
  const process_ = spawn(process.execPath, [...startFlags(), ...process.execArgv, here(script), ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) =>
    process_.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${script} failed (exit ${code ?? signal})`)))),
  );
}

async function childResult<T>(script: string, env: Record<string, string>): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'volnadraft-scale-result-'));
  const file = path.join(dir, 'result.json');
  try {
    await child(script, [], { ...env, SCALE_RESULT: file });
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The size's corpus, generated unless an earlier run left it; refuses when the disk cannot hold it and a database. */
async function corpusOf(size: (typeof sizes)[number]): Promise<Generated> {
  const dir = path.join(scaleDir, size.opinions > 0 ? `opinions-${size.opinions}-seed-${seed}` : `citations-${size.citations}-seed-${seed}`);
  const manifest = path.join(dir, 'manifest.json');
  if (!existsSync(manifest)) {
    const input = size.opinions * BYTES_PER_OPINION + size.citations * BYTES_PER_CITATION;
    const needed = input * (1 + DATABASE_PER_INPUT_BYTE);
    const { bavail, bsize } = statfsSync(path.dirname(scaleDir));
    if (bavail * bsize < needed) {
      throw new Error(`${size.label} needs about ${megabytes(needed)} free under ${scaleDir} (files and a database); ${megabytes(bavail * bsize)} free`);
    }
    console.log(`  generating ${size.label} into ${dir} (about ${megabytes(input)} compressed)`);
    const what = size.opinions > 0 ? ['--opinions', String(size.opinions)] : ['--citations', String(size.citations)];
    await child('generate.ts', [...what, '--out', dir, '--seed', String(seed)], {});
  }
  const generated = JSON.parse(readFileSync(manifest, 'utf8')) as Generated;
  return { ...generated, files: generated.files.map((name) => path.join(dir, path.basename(name))) };
}

/** Decompression alone of the files: the least an import of them must spend (pigz when installed, else zcat). */
function decompressAlone(files: string[]): { ms: number; tool: string } {
  const tool = spawnSync('pigz', ['--version']).status === 0 ? 'pigz -dc' : 'zcat';
  const started = performance.now();
  const done = spawnSync('sh', ['-c', `${tool} "$@" > /dev/null`, 'sh', ...files], { stdio: 'inherit' });
  if (done.status !== 0) throw new Error(`${tool} failed on ${files.join(', ')}`);
  return { ms: performance.now() - started, tool };
}

/** A fresh database of each kind asked for; one made but not asked for is removed at once. */
async function freshTargets(): Promise<Target[]> {
  const chosen: Target[] = [];
  for (const target of await databaseTargets({ postgres: null })) {
    if (databases.includes(target.kind === 'PGlite' ? 'pglite' : 'postgres')) chosen.push(target);
    else await target.remove();
  }
  return chosen;
}

function printMeasured(m: Measured, generated: Generated): void {
  const { imported, measured } = m;
  const rows = Object.values(generated.counts).reduce((sum, n) => sum + n, 0);
  const s = imported.ms / 1000;
  console.log(
    `  import: ${seconds(imported.ms)} (CPU ${seconds(imported.cpuMs)}), ${count(rows / s)} rows/s, ` +
      `${(generated.bytes / 2 ** 20 / s).toFixed(2)} MB/s of compressed input; ${(imported.ms / m.decompress.ms).toFixed(0)}× ` +
      `${m.decompress.tool} (${seconds(m.decompress.ms)}); peak RSS ${megabytes(imported.maxRssBytes)} (kernel maxRSS of the importing process)`,
  );
  console.log(`  database: ${megabytes(measured.databaseBytes)} on disk; ${Object.entries(measured.rows).map(([t, n]) => `${count(n)} ${t}`).join(', ')}`);
  if (measured.search) {
    const scan = measured.ripgrep;
    console.log(
      `  search (${measured.search.samples} samples): p50 ${millis(measured.search.p50)}, p95 ${millis(measured.search.p95)}` +
        (scan ? `; ${scan.version} scan of ${megabytes(scan.textBytes)}: p50 ${millis(scan.p50)}, p95 ${millis(scan.p95)}; ` +
          `search/scan at p95 ${(measured.search.p95 / scan.p95).toFixed(3)}` : '; ripgrep not installed'),
    );
  }
  if (measured.brief) {
    const statuses = Object.entries(measured.brief.statuses).map(([status, n]) => `${n} ${status}`).join(', ');
    console.log(`  brief: ${measured.brief.citations} citations checked in ${millis(measured.brief.ms)} (median of 3 after a warm-up; ${statuses})`);
  }
  console.log(`  ${loadLine()}`);
}

console.log(`Scale benchmark (issue #38), ${machine()}\n`);
const results: Measured[] = [];
const rows: ReportRow[] = [];
for (const size of sizes) {
  console.log(`== ${size.label}`);
  const generated = await corpusOf(size);
  console.log(`  corpus: ${Object.entries(generated.counts).map(([kind, n]) => `${count(n)} ${kind}`).join(', ')}; ${megabytes(generated.bytes)} compressed`);
  const decompress = decompressAlone(generated.files);
  for (const target of await freshTargets()) {
    console.log(`\n  -- ${target.label}`);
    try {
      if (target.kind === 'PGlite') await child('import-child.ts', [], { ...target.env, SCALE_CREATE_ONLY: '1' });
      const imported = await childResult<ImportResult>('import-child.ts', { ...target.env, SCALE_FILES: JSON.stringify(generated.files) });
      const measured = await childResult<MeasureResult>('measure-child.ts', target.env);
      const m: Measured = { size: size.label, ...size, database: target.kind, imported, measured, decompress };
      printMeasured(m, generated);
      results.push(m);
      rows.push(...goalRows(m));
    } catch (error) {
      console.error(`  ${size.label} on ${target.kind} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    } finally {
      await target.remove();
    }
  }
  console.log();
}
if (rows.length > 0) console.log(`Summary, ${machine()}:\n\n${summaryTable(rows)}`);
console.log(`\n${pgliteCurve(results)}`);
if (values['write-readme'] && rows.length > 0) writeReadmeTable(rows, machine());
process.exit(process.exitCode ?? 0);
