/**
 * `npm run bench [-- extraction import search …]`: runs the chosen benchmarks, all by default, each in its own process
 * so that one's memory (the extraction's texts, PGlite's heap) never shows in another's figures. The database
 * benchmarks run on PGlite and again on PostgreSQL when DATABASE_URL is set. At the end it prints issue #16's table:
 * each row as measured against its baseline in this run, the ratio last. With `--write-readme` it also writes those rows
 * into the README's table (bench/readme-table.ts), keeping the rows of benchmarks this run did not choose.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scotusFiles } from './corpus';
import { readRows } from './report';
import { startFlags } from './start-flags';
import { writeReadmeTable } from './readme-table';
import { printSummary } from './summary';
import { appDatabaseWithCorpus, databaseTargets, type Target } from './target';

/** Run once each, in this order; none reads a database the runner provides. */
const STANDALONE = ['extraction', 'chat-stream', 'bundle', 'lighthouse'];
/**
 * Run on each database in turn: api-me signs up its user in it, import fills it, search reads it, memory serves it
 * from a copy (PGlite only).
 */
const PER_DATABASE = ['api-me', 'import', 'search', 'memory'];
const PGLITE_ONLY = ['memory'];
const BENCHMARKS = [...STANDALONE, ...PER_DATABASE];
/** The benchmarks that read the SCOTUS opinions. */
const CORPUS_BENCHMARKS = ['extraction', 'import', 'search', 'memory'];

const WRITE_README = '--write-readme';
const writeReadme = process.argv.includes(WRITE_README);
// `npm run bench -- scale …` (issue #38) has sizes and databases of its own; bench/scale/run.ts exits when done.
if (process.argv[2] === 'scale') await import('./scale/run');
const asked = process.argv.slice(2).filter((arg) => arg !== WRITE_README);
const unknown = asked.filter((name) => !BENCHMARKS.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Choose from ${BENCHMARKS.join(', ')} (none = all).`);
  process.exit(2);
}
const chosen = (names: string[]) => names.filter((name) => asked.length === 0 || asked.includes(name));
if (chosen(CORPUS_BENCHMARKS).length > 0) scotusFiles(); // stops here, with a message, when the data is absent

const reportDir = mkdtempSync(path.join(os.tmpdir(), 'volnadraft-bench-report-'));
const reportFile = path.join(reportDir, 'rows.jsonl');
// Ctrl-C stops the benchmark process too; this one carries on to remove the databases it made.
process.on('SIGINT', () => {});

// One master key for the run: api-me's server seals the database's secrets with it, and memory's server, on a copy
// of the same database, must open them.
const masterKey = process.env.BENCH_MASTER_KEY ?? randomBytes(32).toString('base64');

function run(name: string, env: Record<string, string> = {}): Promise<number | null> {
  const script = fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
  // execArgv holds tsx's loader flags, so the child runs TypeScript as this process does; the start script's flags
  // make a server started inside it (api-me, chat-stream) run as `npm start` runs one.
  const child = spawn(process.execPath, [...startFlags(), ...process.execArgv, script], {
    stdio: 'inherit',
    env: { ...process.env, ...env, BENCH_REPORT: reportFile, BENCH_MASTER_KEY: masterKey },
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

async function runAll(names: string[], env?: Record<string, string>): Promise<boolean> {
  for (const name of names) {
    const code = await run(name, env);
    console.log();
    if (code !== 0) {
      console.error(`The ${name} benchmark failed (exit ${code ?? 'by signal'}); stopping.`);
      process.exitCode = 1;
      return false;
    }
  }
  return true;
}

const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
// Other work on the machine slows both sides of each ratio, but not always equally: the load says how quiet it was.
const hardware =
  `Node ${process.version}, ${os.availableParallelism()} CPUs (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
  `${os.platform()} ${os.arch()}`;
const machine = () => `${hardware}, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')} (1, 5, 15 min)`;
console.log(`${machine()}\n`);

const perDatabase = chosen(PER_DATABASE);
// Search and memory without import may read DATABASE_URL's database when it already holds the corpus; import and
// api-me write, so never into the app's own database.
const writes = perDatabase.includes('import') || perDatabase.includes('api-me');
const appCorpus = perDatabase.length > 0 && !writes ? await appDatabaseWithCorpus() : null;
const targets: Target[] = perDatabase.length > 0 ? await databaseTargets({ postgres: appCorpus }) : [];
try {
  let ok = await runAll(chosen(STANDALONE));
  for (const target of targets) {
    if (!ok) break;
    console.log(`== on ${target.label}\n`);
    const names = perDatabase.filter((name) => target.kind === 'PGlite' || !PGLITE_ONLY.includes(name));
    ok = await runAll(names, target.env);
  }
} finally {
  for (const target of targets) await target.remove();
  const rows = readRows(reportFile);
  printSummary(rows, machine());
  if (writeReadme && rows.length > 0) writeReadmeTable(rows, hardware);
  else if (writeReadme) console.log('README: no benchmark recorded a row, so the table was left as it was.');
  rmSync(reportDir, { recursive: true, force: true });
}
