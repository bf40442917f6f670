/**
 * Downloads a case-law bulk file and imports it: npm run corpus:download -- <url | file> [--sha256 <hex>] [--no-import]
 * A URL is saved under DATA_DIR/imports/downloads (or CORPUS_IMPORT_DIR/downloads) and an interrupted download
 * continues from where it stopped (HTTP Range) when run again. Prints the file's SHA-256 and refuses the file when
 * it differs from --sha256. Reads DATABASE_URL / DATA_DIR like the server.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { downloadFile, sha256File } from '../src/server/features/corpus-imports/download';
import { importFileAsJob } from '../src/server/features/corpus-imports/resume';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { sha256: { type: 'string' }, 'no-import': { type: 'boolean', default: false } },
});
const source = positionals[0];
if (!source || positionals.length > 1 || (values.sha256 && !/^[0-9a-f]{64}$/i.test(values.sha256))) {
  console.error('Usage: npm run corpus:download -- <https://…/opinions.jsonl.gz | file> [--sha256 <64 hex digits>] [--no-import]');
  process.exit(2);
}

const config = loadConfig();
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const bar = (fraction: number) => `[${'#'.repeat(Math.round(fraction * 30)).padEnd(30, '.')}] ${(fraction * 100).toFixed(0).padStart(3)}%`;
const eta = (started: number, fraction: number) => {
  if (fraction <= 0.01) return '';
  const seconds = Math.round(((Date.now() - started) / 1000 / fraction) * (1 - fraction));
  return ` ${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s left`;
};

let file: string;
let sha256: string;
try {
  if (/^https?:\/\//i.test(source)) {
    const url = new URL(source);
    const dir = path.join(config.CORPUS_IMPORT_DIR ?? path.join(config.DATA_DIR, 'imports'), 'downloads');
    await mkdir(dir, { recursive: true });
    file = path.join(dir, path.posix.basename(url.pathname) || 'download');
    if (existsSync(file)) console.log(`Continuing the download into ${file}`);
    const started = Date.now();
    // The operator runs this on purpose, so an intranet mirror or localhost is fine here.
    const result = await downloadFile({
      url: source,
      target: file,
      allowPrivate: true,
      onProgress: ({ bytes, total }) => {
        const shown = total ? `${bar(bytes / total)} ${megabytes(bytes)} of ${megabytes(total)}${eta(started, bytes / total)}` : megabytes(bytes);
        process.stderr.write(`\rDownloading ${shown}   `);
      },
    });
    process.stderr.write('\n');
    sha256 = result.sha256;
  } else {
    file = path.resolve(source);
    sha256 = await sha256File(file);
  }
} catch (error) {
  process.stderr.write('\n');
  console.error(`Download failed: ${error instanceof Error ? error.message : String(error)} (run the same command again to continue it)`);
  process.exit(1);
}

console.log(`SHA-256 ${sha256}  ${path.basename(file)}`);
if (values.sha256 && values.sha256.toLowerCase() !== sha256) {
  console.error(`Checksum mismatch: expected ${values.sha256.toLowerCase()}. The file is not imported.`);
  process.exit(1);
}
if (values['no-import']) process.exit(0);

const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
const started = Date.now();
try {
  // A job like the admin area's: killed midway, it resumes from its last checkpoint (run again, or at the server's start).
  const counts = await importFileAsJob({
    db: database.db,
    file,
    exclusive: database.kind === 'pglite',
    log: (line) => console.log(line),
    onProgress: (p) =>
      process.stderr.write(`\rImporting ${bar(p.fraction)} ${p.records} records, ${p.opinions} opinions, ${p.edges} citation edges${eta(started, p.fraction)}   `),
  });
  process.stderr.write('\n');
  if (counts.state !== 'done') throw new Error(counts.error ?? `the import ${counts.state}`);
  console.log(`${path.basename(file)}: ${counts.cases} cases, ${counts.opinions} opinions, ${counts.edges} citation edges, ${counts.skipped} skipped in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  process.stderr.write('\n');
  console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
