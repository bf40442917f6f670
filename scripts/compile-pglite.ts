/**
 * `npm run build:pglite` (part of `npm run build`): runs the embedded database through what the server and the
 * importer do (migrations, an import of opinions, searches) until V8 has optimised the engine's hot code, its SQL
 * parser above all, then saves that code for them to load (ADR 031). Doing it here keeps V8's 600 MB compilation
 * of the parser out of the server's and the importer's memory. The opinions are made up from the product's own help
 * pages, so the build needs no case-law files. It also leaves an empty database, which a new data directory and an
 * import's search-vector thread start as a copy of (issue #38, ADR 032).
 */
import { readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, PGLITE_START_PARAMS } from '../src/server/db/client';
import { EMPTY_DATABASE_DIR } from '../src/server/db/empty-database';
import { PGLITE_CODE_FILE, readPgliteWasm, savePgliteCode } from '../src/server/db/pglite-code';
import { importOpinions } from '../src/server/features/corpus/importer';
import { createResearchRepository } from '../src/server/features/research/repository';

const HELP_DIR = fileURLToPath(new URL('../content/help', import.meta.url));
const OPINIONS = 600;
const SEARCHES = ['qualified immunity', 'citation', '"standing order"', 'draft v. review', 'court rules', 'Smith v. Jones'];
/** V8 optimises in the background; the saved code has stopped growing when two readings this far apart agree. */
const SETTLE_MS = 3_000;
const SETTLE_LIMIT_MS = 60_000;

async function* syntheticOpinionLines(): AsyncGenerator<string> {
  const paragraphs = readdirSync(HELP_DIR)
    .filter((name) => name.endsWith('.md'))
    .flatMap((name) => readFileSync(path.join(HELP_DIR, name), 'utf8').split(/\n\s*\n/))
    .filter((paragraph) => paragraph.length > 80);
  for (let i = 0; i < OPINIONS; i += 1) {
    const cited = (i * 7) % OPINIONS;
    const text = [
      `SUPREME COURT OF THE UNITED STATES\n\nNo. ${i}-${100 + i}\n\nPARTY ${i} v. PARTY ${i + 1}\n\n[June ${1 + (i % 28)}, ${1950 + (i % 70)}]`,
      ...Array.from({ length: 12 }, (_, k) => paragraphs[(i * 13 + k) % paragraphs.length]),
      `See Party ${cited} v. Party ${cited + 1}, ${300 + (cited % 200)} U.S. ${1 + cited}, ${5 + cited} (${1950 + (cited % 70)}).`,
    ].join('\n\n');
    yield JSON.stringify({
      citation: `${300 + (i % 200)} U.S. ${1 + i}`,
      docket: `${i}-${100 + i}`,
      name: `Party ${i} v. Party ${i + 1}`,
      year: 1950 + (i % 70),
      author: 'Synthetic',
      type: 'Opinion',
      text,
    });
  }
}

const started = performance.now();
const wasm = readPgliteWasm();
const module = await WebAssembly.compile(wasm);
const client = await PGlite.create({ startParams: PGLITE_START_PARAMS, pgliteWasmModule: module });
const database = fromPglite(client, 'memory://compile-pglite');
await database.migrate();
await importOpinions({ db: database.db, lines: syntheticOpinionLines(), source: 'compile-pglite' });
const research = createResearchRepository(database.db);
for (let round = 0; round < 20; round += 1) {
  for (const q of SEARCHES) await research.search({ q, cursor: 0, limit: 20 });
}

let saved = savePgliteCode(module, PGLITE_CODE_FILE, wasm);
for (let waited = 0; waited < SETTLE_LIMIT_MS; waited += SETTLE_MS) {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const again = savePgliteCode(module, PGLITE_CODE_FILE, wasm);
  if (again === saved) break;
  saved = again;
}
await database.close();
const seconds = ((performance.now() - started) / 1000).toFixed(1);

// A new data directory and the import's search-vector thread start as copies of this, so neither runs initdb (issue
// #38, ADR 032). Made beside it and renamed, so a server starting meanwhile never copies half of it.
const partialEmpty = `${EMPTY_DATABASE_DIR}.partial`;
rmSync(partialEmpty, { recursive: true, force: true });
await (await PGlite.create(partialEmpty, { pgliteWasmModule: module })).close();
rmSync(EMPTY_DATABASE_DIR, { recursive: true, force: true });
renameSync(partialEmpty, EMPTY_DATABASE_DIR);
console.log(`PGlite machine code: ${(saved / 1024 / 1024).toFixed(1)} MB compiled ahead of time in ${seconds} s (${path.relative(process.cwd(), PGLITE_CODE_FILE)})`);
console.log(`PGlite empty database for new data directories and the import's search-vector thread: ${path.relative(process.cwd(), EMPTY_DATABASE_DIR)}`);
