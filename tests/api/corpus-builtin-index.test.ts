import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { CorpusStatus } from '../../src/shared/api/research';
import type { Database } from '../../src/server/db/client';
import { selectRows } from '../../src/server/db/rows';
import { BUILTIN_INDEX_SOURCE, loadBuiltinCitationIndex } from '../../src/server/features/corpus/builtin-index';
import { importCorpusFile } from '../../src/server/features/corpus/import-file';
import { importCorpusAtFirstStart } from '../../src/server/features/corpus-imports/resume';
import { buildTestApp, type TestApp } from '../support/app';
import { researchCorpusFile, usReportsIndexFile } from '../support/corpus';
import { createTestDatabase } from '../support/database';

/** main.ts loads the index at start-up before it builds the app; the tests do the same on their own database. */
describe('the built-in U.S. Reports index', () => {
  let t: TestApp | undefined;
  let database: Database | undefined;
  afterEach(async () => {
    await (t ? t.close() : database?.close());
    t = undefined;
    database = undefined;
  });

  const status = async (db: Database) => {
    t = await buildTestApp({ database: db });
    return (await t.app.inject({ method: 'GET', url: '/api/research/status' })).json<CorpusStatus>();
  };

  it('is loaded at the first start of a fresh install, and knows every U.S. Reports case by name and year', async () => {
    database = await createTestDatabase();
    const lines: string[] = [];
    const started = Date.now();
    expect(await loadBuiltinCitationIndex({ db: database.db, log: (line) => lines.push(line) })).toBe(31_079);
    console.log(`built-in index loaded in ${Date.now() - started} ms: ${lines.join(' / ')}`);
    const [dunlap] = await selectRows<{ name: string; decided_year: number | null }>(
      database.db,
      sql`select name, decided_year from cases where key = 'cite:128 U.S. 40'`,
    );
    // The source's 1988 for an 1888 decision is shipped as unknown rather than wrong.
    expect(dunlap).toEqual({ name: 'United States ex Rel. Dunlap v. Black', decided_year: null });
    // A second start finds it there and adds nothing.
    expect(await loadBuiltinCitationIndex({ db: database.db, log: () => {} })).toBeNull();
    // CORPUS_PATH set later still imports, since the built-in index alone is not a loaded corpus.
    const imported = await importCorpusAtFirstStart({ db: database.db, corpusPath: researchCorpusFile, log: () => {} });
    expect(imported.map((result) => result.file)).toEqual([path.basename(researchCorpusFile)]);
    expect(await status(database)).toMatchObject({
      opinions: 4,
      usReportsIndex: { builtIn: true, volumes: expect.any(Number) },
      sources: expect.arrayContaining([{ source: BUILTIN_INDEX_SOURCE, cases: expect.any(Number) }]),
    });
  }, 120_000);

  it('is not loaded once a U.S. Reports index was imported, and the status says which index is there', async () => {
    database = await createTestDatabase();
    await importCorpusFile({ db: database.db, file: usReportsIndexFile });
    const lines: string[] = [];
    expect(await loadBuiltinCitationIndex({ db: database.db, log: (line) => lines.push(line) })).toBeNull();
    expect(lines).toEqual([]);
    expect(await status(database)).toMatchObject({ cases: 128, usReportsIndex: { builtIn: false, volumes: 4 } });
  });

  it('reports no index on an empty corpus', async () => {
    expect(await status(await createTestDatabase())).toMatchObject({ cases: 0, usReportsIndex: null });
  });
});
