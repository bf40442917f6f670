import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { selectRows } from '../../src/server/db/rows';
import { importCorpusFile } from '../../src/server/features/corpus/import-file';
import type { CorpusImportJob } from '../../src/shared/api/corpus-imports';
import { adminWithMfa } from '../support/admin';
import { buildTestApp, type TestApp } from '../support/app';
import { createTestDatabase } from '../support/database';

const fixtures = path.resolve('tests/fixtures/courtlistener-snapshot');
const SNAPSHOT = ['courts-2025-06-30.csv', 'dockets-2025-06-30.csv', 'opinion-clusters-2025-06-30.csv', 'citations-2025-06-30.csv.gz'];

const coverageOf = (database: Database) =>
  selectRows<{ reporter: string; volume: number; last_case_page: number; source: string; snapshot_date: string | Date | null }>(
    database.db,
    sql`select reporter, volume, last_case_page, source, snapshot_date::text as snapshot_date from reporter_coverage order by reporter, volume`,
  );

let database: Database | undefined;
let t: TestApp | undefined;
let dir: string | undefined;
afterEach(async () => {
  await t?.close();
  if (!t) await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  [database, t, dir] = [undefined, undefined, undefined];
});

describe('a complete CourtListener snapshot', () => {
  it('declares every reporter volume its citations file holds covered, dated by the snapshot, except one with a missing cluster', async () => {
    database = await createTestDatabase();
    const summaries: string[] = [];
    for (const file of SNAPSHOT) summaries.push((await importCorpusFile({ db: database.db, file: path.join(fixtures, file), complete: true })).summary);
    expect(summaries.at(-1)).toBe(
      '17 citations, 0 clusters merged into cases already in the corpus, 1 skipped (0 unknown reporter or malformed, 1 cluster not imported, ' +
        "0 held by another cluster's case); complete snapshot of 2025-06-30: 13 reporter volumes declared covered " +
        "(1 left undeclared: a citation's cluster was not imported)",
    );
    const coverage = await coverageOf(database);
    expect(coverage).toContainEqual({ reporter: 'F.3d', volume: 925, last_case_page: 1345, source: 'citations-2025-06-30.csv.gz', snapshot_date: '2025-06-30' });
    expect(coverage).toContainEqual(expect.objectContaining({ reporter: 'IL App (1st)', volume: 2013, snapshot_date: '2025-06-30' }));
    expect(coverage.find((row) => row.reporter === 'F.3d' && row.volume === 300)).toBeUndefined();
    // The case index: the neutral citation is kept with its suffix, and the case has its court and year.
    const [neutral] = await selectRows<{ name: string; court_id: string; decided_year: number }>(
      database.db,
      sql`select c.name, c.court_id, c.decided_year from case_citations cc join cases c on c.id = cc.case_id
          where cc.reporter = 'IL App (1st)' and cc.volume = 2013 and cc.page = '111280-U'`,
    );
    expect(neutral).toEqual({ name: 'Novak v. Lakeshore Transit Authority', court_id: 'illappct', decided_year: 2013 });
  });

  it('imported as a partial file (the default), declares nothing', async () => {
    database = await createTestDatabase();
    for (const file of SNAPSHOT) await importCorpusFile({ db: database.db, file: path.join(fixtures, file) });
    expect(await coverageOf(database)).toEqual([]);
  });

  it('refuses a citations file whose name carries no snapshot date, and a non-CourtListener file', async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'vd-snapshot-'));
    const undated = path.join(dir, 'citations.csv.gz');
    await copyFile(path.join(fixtures, 'citations-2025-06-30.csv.gz'), undated);
    await expect(importCorpusFile({ db: database.db, file: undated, complete: true })).rejects.toThrow(
      'citations.csv.gz: a complete snapshot\'s citations file is dated by its published name (citations-YYYY-MM-DD.csv)',
    );
    await expect(
      importCorpusFile({ db: database.db, file: path.resolve('tests/fixtures/us-reports-index.tsv'), complete: true }),
    ).rejects.toThrow('only CourtListener bulk files (.csv, .csv.gz) can be imported as a complete snapshot');
  });

  it('is the same choice in Load case law: a job marked complete declares the coverage', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vd-snapshot-'));
    for (const file of SNAPSHOT) await copyFile(path.join(fixtures, file), path.join(dir, file));
    t = await buildTestApp({ env: { CORPUS_IMPORT_DIR: dir } });
    const admin = await adminWithMfa(t);
    for (const file of SNAPSHOT) {
      const started = await t.app.inject({ method: 'POST', url: '/api/corpus/imports', headers: admin.headers, payload: { source: 'server-file', path: file, complete: true } });
      expect(started.statusCode).toBe(200);
      let job = started.json<CorpusImportJob>();
      expect(job.complete).toBe(true);
      for (let i = 0; i < 400 && job.state !== 'done' && job.state !== 'failed'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        job = (await t.app.inject({ method: 'GET', url: `/api/corpus/imports/${job.id}`, headers: admin.headers })).json<CorpusImportJob>();
      }
      expect(job).toMatchObject({ state: 'done', error: null });
    }
    expect((await coverageOf(t.database)).filter((row) => row.snapshot_date === '2025-06-30')).toHaveLength(13);
    const bad = await t.app.inject({ method: 'POST', url: '/api/corpus/imports', headers: admin.headers, payload: { source: 'server-file', path: SNAPSHOT[0], complete: 'yes' } });
    expect(bad.statusCode).toBe(400);
  });
});
