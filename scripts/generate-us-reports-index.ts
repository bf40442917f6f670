/**
 * Writes the Supreme Court index the server loads at first start (see builtin/README.md for provenance), from the
 * public-domain SCOTUS data:
 * - builtin/us-reports-index.tsv.gz: every U.S. Reports citation with its name and year;
 * - builtin/scotus-decisions-without-page.tsv.gz: every decision of the opinion files with no U.S. Reports page yet
 *   (docket, name, year, term);
 * - builtin-terms.generated.ts: the terms whose every decision the two files hold.
 *
 * Usage: npm run corpus:builtin [-- <us-reports-index.tsv>]. The source is the argument, else US_REPORTS_INDEX,
 * else ../shared/data/scotus/us-reports-index.tsv beside the repository; the opinion files and SOURCE_COMMIT are
 * read from the same folder.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { BUILTIN_INDEX_FILE, BUILTIN_UNPAGED_FILE } from '../src/server/features/corpus/builtin-index';
import { completeTerms, prepareUnpagedDecisions, toUnpagedTsv, type OpinionFacts } from '../src/server/features/corpus/unpaged-decisions';
import { prepareUsReportsRows, toTsv } from '../src/server/features/corpus/us-reports-rows';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = process.argv[2] ?? process.env.US_REPORTS_INDEX ?? resolve(ROOT, '../shared/data/scotus/us-reports-index.tsv');
const OPINION_FILES = ['opinions-1973-1989.jsonl.gz', 'opinions-1990-2024.jsonl.gz'];
const TERMS_FILE = join(ROOT, 'src/server/features/corpus/builtin-terms.generated.ts');

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

function* opinionFacts(): Generator<OpinionFacts> {
  for (const file of OPINION_FILES) {
    for (const line of gunzipSync(readFileSync(join(dirname(source), file))).toString('utf8').split('\n')) {
      if (line.trim() !== '') yield JSON.parse(line) as OpinionFacts;
    }
  }
}
const unpaged = prepareUnpagedDecisions(opinionFacts());
const unpagedCompressed = gzipSync(toUnpagedTsv(unpaged), { level: 9 });
writeFileSync(BUILTIN_UNPAGED_FILE, unpagedCompressed);
console.log(`Wrote ${BUILTIN_UNPAGED_FILE}: ${unpaged.length} decisions without a page (${(unpagedCompressed.length / 1024).toFixed(0)} KB)`);

const lastVolume = Math.max(...rows.map((row) => Number(row.citation.split(' ')[0])));
const lastPagedYear = Math.max(...rows.filter((row) => row.citation.startsWith(`${lastVolume} `)).map((row) => row.year));
// SOURCE_COMMIT: '<commit> <date>', the day the data was taken.
const [commit = '', dataDate = ''] = readFileSync(join(dirname(source), 'SOURCE_COMMIT'), 'utf8').trim().split(/\s+/);
const terms = completeTerms({ lastPagedYear, dataDate });
// How many decisions of each year the two files hold: a corpus with fewer (a partial import without the built-in
// index) cannot say that no decision of the year has a name.
const decisionsByYear: Record<number, number> = {};
for (let year = terms.first; year <= terms.last + 1; year += 1) {
  decisionsByYear[year] = rows.filter((row) => row.year === year).length + unpaged.filter((row) => row.year === year).length;
}
writeFileSync(
  TERMS_FILE,
  [
    '// GENERATED FILE: do not edit. Regenerate with `npm run corpus:builtin`.',
    `// Source: the SCOTUS reference data, commit ${commit} of ${dataDate}.`,
    '',
    '/**',
    ' * The October Terms whose every decision the built-in index holds, paged (U.S. Reports) or not (docket, name and',
    ' * year), and the last U.S. Reports volume it has pages for. A citation to a later volume is judged by name and',
    ' * year against these terms; see unpaged-decisions.ts for how a decision is given its term. `decisionsByYear`: how',
    ' * many decisions of each year the index holds; a corpus holding fewer is not complete for that year.',
    ' */',
    `export const BUILTIN_SUPREME_COURT_TERMS = ${JSON.stringify({ firstComplete: terms.first, lastComplete: terms.last, lastPagedVolume: lastVolume, dataDate, decisionsByYear })} as const;`,
    '',
  ].join('\n'),
);
console.log(`Wrote ${TERMS_FILE}: terms ${terms.first}-${terms.last} complete; pages through volume ${lastVolume}`);
