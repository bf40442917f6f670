/**
 * One import of a generated corpus, in a process of its own so that the kernel's high-water mark of its memory
 * (`maxRSS`) is the import's alone: the files of SCALE_FILES (JSON list, in import order) into the benchmark's
 * target database (BENCH_DATA_DIR or BENCH_DATABASE_URL), as `npm run corpus:import -- --complete` imports them.
 * Writes its figures as JSON to SCALE_RESULT. With SCALE_CREATE_ONLY it only creates and migrates the database, in a
 * process of its own, so that creating it (a copy of the build's empty database, or initdb where there is none) is no
 * part of the import's memory.
 */
import { writeFileSync } from 'node:fs';
import { importCorpusFile } from '../../src/server/features/corpus/import-file';
import { withIndexesBuiltOnce } from '../../src/server/features/corpus/importer';
import { searchVectorsFor, withSearchVectors } from '../../src/server/features/corpus/search-vectors';
import { openTarget, resolveTarget } from '../target';

export interface ImportResult {
  ms: number;
  /** Kernel high-water mark of this process's resident memory, bytes. */
  maxRssBytes: number;
  /** CPU time of this process (user + system), ms: what the import cost whatever else ran on the machine. */
  cpuMs: number;
  summaries: string[];
}

const database = await openTarget(await resolveTarget());
try {
  if (!process.env.SCALE_CREATE_ONLY) {
    const files = JSON.parse(process.env.SCALE_FILES ?? '[]') as string[];
    const summaries: string[] = [];
    const started = performance.now();
    await withIndexesBuiltOnce(database.db, async () => {
      const { summary } = await withSearchVectors(searchVectorsFor(database), async (searchVectors) => {
        for (const file of files) {
          const fileStarted = performance.now();
          const result = await importCorpusFile({ db: database.db, file, indexes: 'caller', searchVectors, complete: true });
          summaries.push(`${result.file}: ${result.summary} (${((performance.now() - fileStarted) / 1000).toFixed(1)} s)`);
          console.log(`    ${summaries.at(-1)}`);
        }
      });
      summaries.push(summary);
    });
    const ms = performance.now() - started;
    const usage = process.resourceUsage();
    const result: ImportResult = { ms, maxRssBytes: usage.maxRSS * 1024, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, summaries };
    writeFileSync(process.env.SCALE_RESULT!, JSON.stringify(result));
  }
} finally {
  await database.close();
}
