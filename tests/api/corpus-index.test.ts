import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { selectRows } from '../../src/server/db/rows';
import { importCorpusFile } from '../../src/server/features/corpus/import-file';
import { importCorpusAtFirstStart } from '../../src/server/features/corpus-imports/resume';
import { createTestDatabase } from '../support/database';
import { researchCorpusFile, usReportsIndexFile } from '../support/corpus';

describe('the U.S. Reports index and CORPUS_PATH', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  const count = async (table: string) =>
    Number((await selectRows<{ n: string }>(database.db, sql.raw(`select count(*) as n from ${table}`)))[0]!.n);

  it('imports every index row as a case with its citation, once, and records the volumes it holds whole', async () => {
    const first = await importCorpusFile({ db: database.db, file: usReportsIndexFile });
    expect(first.summary).toBe('128 new cases from the citation index, 4 reporter volumes covered, 0 skipped');
    await importCorpusFile({ db: database.db, file: usReportsIndexFile });
    expect(await count('cases')).toBe(128);
    expect(await count('case_citations')).toBe(128);
    const coverage = await selectRows<{ reporter: string; volume: number }>(
      database.db,
      sql`select reporter, volume from reporter_coverage order by volume`,
    );
    expect(coverage).toEqual([410, 478, 505, 539].map((volume) => ({ reporter: 'U.S.', volume })));
  });

  it('keeps the richer record of a case already imported with its opinions', async () => {
    await importCorpusFile({ db: database.db, file: researchCorpusFile });
    await importCorpusFile({ db: database.db, file: usReportsIndexFile });
    const [casey] = await selectRows<{ name: string; source: string; opinions: string }>(
      database.db,
      sql`select c.name, c.source, (select count(*) from opinions o where o.case_id = c.id) as opinions
          from cases c where c.key = 'cite:505 U.S. 833'`,
    );
    expect(casey).toEqual({ name: 'Planned Parenthood of Southeastern Pa. v. Casey', source: 'research-corpus.jsonl', opinions: expect.anything() });
    expect(Number(casey!.opinions)).toBe(1);
    expect(await count('cases')).toBe(128);
  });

  it('imports the CORPUS_PATH files at first start only, while the corpus is empty', async () => {
    const lines: string[] = [];
    const corpusPath = [researchCorpusFile, usReportsIndexFile].join(path.delimiter);
    const first = await importCorpusAtFirstStart({ db: database.db, corpusPath, log: (line) => lines.push(line) });
    expect(first.map((result) => result.file)).toEqual(['research-corpus.jsonl', 'us-reports-index.tsv']);
    expect(lines.some((line) => line.startsWith('research-corpus.jsonl: 4 cases, 4 opinions'))).toBe(true);
    const again = await importCorpusAtFirstStart({ db: database.db, corpusPath, log: (line) => lines.push(line) });
    expect(again).toEqual([]);
    expect(await importCorpusAtFirstStart({ db: database.db, corpusPath: undefined, log: () => {} })).toEqual([]);
  });
});
