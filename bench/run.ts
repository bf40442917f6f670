/**
 * `npm run bench [-- extraction import search chat-stream]`: runs the chosen benchmarks, all by default, each in its
 * own process so that one's memory (the extraction's texts, PGlite's heap) never shows in another's figures.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { scotusFiles } from './corpus';
import { appDatabaseWithCorpus, resolveTarget } from './target';

const BENCHMARKS = ['extraction', 'import', 'search', 'chat-stream', 'api-me', 'bundle'];
/** The benchmarks that read the SCOTUS opinions; chat-stream and api-me need no data. */
const CORPUS_BENCHMARKS = ['extraction', 'import', 'search'];
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !BENCHMARKS.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Choose from ${BENCHMARKS.join(', ')} (none = all).`);
  process.exit(2);
}
const chosen = BENCHMARKS.filter((name) => asked.length === 0 || asked.includes(name));
if (chosen.some((name) => CORPUS_BENCHMARKS.includes(name))) scotusFiles(); // stops here, with a message, when the data is absent

// One database for both import and search, so search measures the database the import just filled; made here so
// it outlives both processes. A lone search may instead read DATABASE_URL's database when it holds the corpus.
const needsDatabase = chosen.includes('import') || chosen.includes('search');
const readsAppDatabase = !chosen.includes('import') && (await appDatabaseWithCorpus()) !== null;
const shared = needsDatabase && !readsAppDatabase ? await resolveTarget() : null;
// Ctrl-C stops the benchmark process too; this one carries on to remove the database it made.
process.on('SIGINT', () => {});

function run(name: string): Promise<number | null> {
  const script = fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
  // execArgv holds tsx's loader flags, so the child runs TypeScript as this process does.
  const child = spawn(process.execPath, [...process.execArgv, script], {
    stdio: 'inherit',
    env: { ...process.env, ...shared?.env },
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
// Other work on the machine slows both sides of each ratio, but not always equally: the load says how quiet it was.
const load = os.loadavg()[0]?.toFixed(1);
console.log(`Node ${process.version}, ${os.availableParallelism()} CPUs (${cpu}), ${os.platform()} ${os.arch()}, load average ${load}\n`);
try {
  for (const name of chosen) {
    const code = await run(name);
    console.log();
    if (code !== 0) {
      console.error(`The ${name} benchmark failed (exit ${code ?? 'by signal'}); stopping.`);
      process.exitCode = 1;
      break;
    }
  }
} finally {
  await shared?.remove();
}
