/**
 * A stand-in for a server killed during its first-start import: it opens the app's database as main.ts does, runs
 * the CORPUS_PATH import the way main.ts runs it, and every few milliseconds prints the checkpoint the database
 * holds (`checkpoint <records committed>`), read on its own connection, so the test can SIGKILL it mid-run.
 *
 * env: DATA_DIR or DATABASE_URL (the database), CORPUS_PATH.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { selectRows } from '../../src/server/db/rows';
import { importCorpusAtFirstStart } from '../../src/server/features/corpus-imports/resume';

const { DATA_DIR = './data', DATABASE_URL, CORPUS_PATH } = process.env;
if (!CORPUS_PATH) throw new Error('CORPUS_PATH is required');

const database = await openDatabase({ databaseUrl: DATABASE_URL || undefined, dataDir: DATA_DIR });
await database.migrate();
let last = -1;
setInterval(() => {
  void selectRows<{ records: number | null }>(
    database.db,
    sql`select (committed->>'records')::int as records from corpus_import_jobs where state = 'importing' order by id desc limit 1`,
  ).then(([row]) => {
    const records = row?.records ?? 0;
    if (records !== last) console.log(`checkpoint ${(last = records)}`);
  });
}, 10).unref();
await importCorpusAtFirstStart({ db: database.db, corpusPath: CORPUS_PATH, log: console.log, exclusive: database.kind === 'pglite' });
console.log('import finished');
await database.close();
