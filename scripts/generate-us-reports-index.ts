/**
 * Writes src/server/features/corpus/builtin/us-reports-index.tsv.gz, the U.S. Reports citation index the server
 * loads at first start, from the public-domain SCOTUS data (see builtin/README.md for provenance).
 *
 * Usage: npm run corpus:builtin [-- <us-reports-index.tsv>]. The source is the argument, else US_REPORTS_INDEX,
 * else ../shared/data/scotus/us-reports-index.tsv beside the repository.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUILTIN_INDEX_FILE } from '../src/server/features/corpus/builtin-index';
import { prepareUsReportsRows, toTsv } from '../src/server/features/corpus/us-reports-rows';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = process.argv[2] ?? process.env.US_REPORTS_INDEX ?? resolve(ROOT, '../shared/data/scotus/us-reports-index.tsv');

const { rows, yearsCleared, rejected } = prepareUsReportsRows(readFileSync(source, 'utf8').split('\n'));
if (rejected.length > 0) {
  console.error(`${rejected.length} rows are not U.S. Reports citations with a name, e.g. ${JSON.stringify(rejected[0])}`);
  process.exit(1);
}
// gzip writes no file name or time into its header, so the same source gives the same bytes.
const compressed = gzipSync(toTsv(rows), { level: 9 });
writeFileSync(BUILTIN_INDEX_FILE, compressed);
console.log(`${rows.length} citations from ${source}; ${yearsCleared.length} impossible years set to 0 (unknown)`);
console.log(`Wrote ${BUILTIN_INDEX_FILE} (${(compressed.length / 1024).toFixed(0)} KB)`);
