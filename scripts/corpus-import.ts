/**
 * Imports case-law files into the configured database: opinions as JSON Lines (optionally gzipped) and the U.S.
 * Reports citation index (.tsv) and CourtListener bulk files (.csv, .csv.gz). Usage: npm run corpus:import -- [--complete] <path> [<path>...]
 * (reads DATABASE_URL / DATA_DIR like the server). `--complete`: the CourtListener files are a complete snapshot, whose
 * citations file declares every reporter volume it holds covered as of its date. Prints each file's counts and time,
 * and the peak memory (the kernel's maxrss of this process).
 */
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { importCorpusFile } from '../src/server/features/corpus/import-file';
import { withIndexesBuiltOnce, type ImportProgress } from '../src/server/features/corpus/importer';
import { searchVectorsFor, withSearchVectors } from '../src/server/features/corpus/search-vectors';

const complete = process.argv.includes('--complete');
const paths = process.argv.slice(2).filter((arg) => arg !== '--complete');
if (paths.length === 0) {
  console.error(
    'Usage: npm run corpus:import -- [--complete] <opinions.jsonl[.gz] | us-reports-index.tsv | CourtListener bulk .csv[.gz]> [<file>...]',
  );
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();

// The kernel's high-water mark of this process (getrusage's maxrss, in KB): a sample taken now and then misses the peak.
const peakMemory = () => `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const started = Date.now();
try {
  let lastFileDone = started;
  await withIndexesBuiltOnce(database.db, async () => {
    const { summary } = await withSearchVectors(searchVectorsFor(database), async (searchVectors) => {
      for (const file of paths) {
        const fileStarted = Date.now();
        const name = path.basename(file);
        const showProgress = (p: ImportProgress) => {
          const elapsed = (Date.now() - fileStarted) / 1000;
          const rate = elapsed > 0 ? Math.round(p.records / elapsed) : 0;
          process.stderr.write(`\r${name}: ${p.records} records, ${rate} records/s, ${p.edges} edges, ${p.skipped} skipped   `);
        };
        const result = await importCorpusFile({ db: database.db, file, onProgress: showProgress, indexes: 'caller', searchVectors, complete });
        process.stderr.write('\n');
        lastFileDone = Date.now();
        console.log(`${result.file}: ${result.summary} in ${seconds(lastFileDone - fileStarted)}`);
      }
    });
    console.log(summary);
  });
  console.log(`Search indexes and citation links: ${seconds(Date.now() - lastFileDone)}`);
  console.log(`Imported ${paths.length} file(s) into ${database.kind} in ${seconds(Date.now() - started)}; peak memory ${peakMemory()}.`);
} catch (error) {
  process.stderr.write('\n');
  console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
