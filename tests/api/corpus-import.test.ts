import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { importOpinions } from '../../src/server/features/corpus/importer';
import { readLines } from '../../src/server/features/corpus/read-lines';
import { EMPTY_DATABASE_DIR } from '../../src/server/db/empty-database';
import { startSearchVectors } from '../../src/server/features/corpus/search-vectors';
import { createTestDatabase } from '../support/database';

const fixturePath = path.resolve('tests/fixtures/opinions.jsonl');
const fixtureLines = async () => [...(await readFile(fixturePath, 'utf8')).split('\n'), 'not json', '{"name":"x"}'];

async function* iterate(lines: readonly string[]): AsyncGenerator<string> {
  yield* lines;
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers (PGlite and node-postgres) answer with { rows }.
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The opinions trigger's expression (migration 0026): what `search` must hold for every opinion. */
const ownVector = sql`setweight(to_tsvector('english'::regconfig, text), 'D')`;

async function tableCounts(database: Database) {
  const [counts] = await rows<Record<string, number>>(
    database,
    sql`select (select count(*)::int from courts) as courts, (select count(*)::int from cases) as cases,
      (select count(*)::int from case_citations) as case_citations, (select count(*)::int from opinions) as opinions,
      (select count(*)::int from citation_edges) as edges`,
  );
  return counts;
}

describe('corpus import', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it('stores cases, opinions and citation edges, resolved to the cited cases', async () => {
    const progress: number[] = [];
    const counts = await importOpinions({
      db: database.db,
      lines: iterate(await fixtureLines()),
      batchSize: 2,
      onProgress: (p) => progress.push(p.records),
    });

    expect(counts).toEqual({ cases: 3, opinions: 4, edges: 5, skipped: 2 });
    expect(progress.at(-1)).toBe(6);
    expect(await tableCounts(database)).toEqual({ courts: 1, cases: 3, case_citations: 2, opinions: 4, edges: 5 });

    const edges = await rows<{
      citing: string;
      kind: string;
      cited: string;
      pin: string | null;
      resolved: string | null;
      context: string;
    }>(
      database,
      sql`select c.name as citing, e.kind, e.cited_volume || ' ' || e.cited_reporter || ' ' || e.cited_page as cited,
          e.pin, rc.name as resolved, e.context
        from citation_edges e join opinions o on o.id = e.citing_opinion_id join cases c on c.id = o.case_id
        left join cases rc on rc.id = e.cited_case_id
        order by e.citing_opinion_id, e.start_offset`,
    );
    expect(edges.map(({ context: _context, ...edge }) => edge)).toEqual([
      { citing: 'McCulloch v. Maryland', kind: 'case', cited: '5 U.S. 137', pin: '177', resolved: 'Marbury v. Madison' },
      {
        citing: 'McCulloch v. Maryland',
        kind: 'short-case',
        cited: '5 U.S. 137',
        pin: '178',
        resolved: 'Marbury v. Madison',
      },
      {
        citing: 'Loper Bright Enterprises v. Raimondo',
        kind: 'case',
        cited: '17 U.S. 316',
        pin: '407',
        resolved: 'McCulloch v. Maryland',
      },
      { citing: 'Loper Bright Enterprises v. Raimondo', kind: 'case', cited: '467 U.S. 837', pin: null, resolved: null },
      { citing: 'Loper Bright Enterprises v. Raimondo', kind: 'case', cited: '467 U.S. 837', pin: '843', resolved: null },
    ]);
    expect(edges[0]?.context).toBe('Marbury v. Madison, 5 U.S. 137, 177 (1803).');
    expect(edges[1]?.context).toBe('The same placeholder point appears in 5 U.S., at 178, as well.');
    expect(edges[2]?.context).toBe('See McCulloch v. Maryland, 17 U.S. 316, 407 (1819).');
    for (const edge of edges) expect(edge.context.length).toBeLessThanOrEqual(400);
  });

  it('prefers the year in the case caption to a wrong record year', async () => {
    await importOpinions({ db: database.db, lines: iterate(await fixtureLines()) });
    const years = await rows<{ key: string; decided_year: number; year_source: string }>(
      database,
      sql`select key, decided_year, year_source from cases order by key`,
    );
    expect(years).toEqual([
      { key: 'cite:17 U.S. 316', decided_year: 1819, year_source: 'caption' },
      { key: 'cite:5 U.S. 137', decided_year: 1803, year_source: 'caption' },
      { key: 'docket:22-451|Loper Bright Enterprises v. Raimondo', decided_year: 2024, year_source: 'record' },
    ]);
  });

  it('imports the same lines twice without adding rows, and updates changed fields', async () => {
    const lines = await fixtureLines();
    const first = await importOpinions({ db: database.db, lines: iterate(lines) });
    const before = await tableCounts(database);
    const changed = lines.map((line) => line.replace('"author": "Kagan"', '"author": "Kagan, J."'));
    const second = await importOpinions({ db: database.db, lines: iterate(changed), batchSize: 3 });

    expect(second).toEqual(first);
    expect(await tableCounts(database)).toEqual(before);
    const [dissent] = await rows<{ author: string }>(database, sql`select author from opinions where type = 'Dissent'`);
    expect(dissent?.author).toBe('Kagan, J.');
    const [resolved] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from citation_edges where cited_case_id is not null`,
    );
    expect(resolved?.n).toBe(3);
  });

  it('builds the deferred indexes after loading an empty corpus, also when the import fails, and restores a missing one', async () => {
    const indexes = async () =>
      (
        await rows<{ name: string }>(
          database,
          sql`select indexname as name from pg_indexes
            where indexname in ('opinions_search_idx', 'citation_edges_reference_idx', 'citation_edges_cited_case_idx')
            order by indexname`,
        )
      ).map((row) => row.name);
    const all = ['citation_edges_cited_case_idx', 'citation_edges_reference_idx', 'opinions_search_idx'];
    const lines = await fixtureLines();
    async function* failingAfterOneBatch() {
      yield* lines.slice(0, 2);
      throw new Error('the file is cut short');
    }

    await expect(importOpinions({ db: database.db, lines: failingAfterOneBatch(), batchSize: 1 })).rejects.toThrow(
      'the file is cut short',
    );
    expect(await indexes()).toEqual(all);

    await database.db.execute(sql`drop index opinions_search_idx`);
    await importOpinions({ db: database.db, lines: iterate(lines) });
    expect(await indexes()).toEqual(all);
  });

  it("stores each opinion's search vector as the database computes it, also when a second thread computed it", async () => {
    const started = await startSearchVectors({ database });
    if (database.kind === 'pglite' && existsSync(EMPTY_DATABASE_DIR)) expect(started.vectors).not.toBeNull();
    try {
      await importOpinions({ db: database.db, lines: iterate(await fixtureLines()), batchSize: 2, searchVectors: started.vectors ?? undefined });
    } finally {
      await started.vectors?.close();
    }
    const counts = started.vectors?.counts ?? { thread: 0, database: 4 };
    expect(counts.thread + counts.database).toBe(4);
    expect(await rows(database, sql`select id from opinions where search is distinct from ${ownVector}`)).toEqual([]);

    // Opinions written any other way get theirs from the trigger, and a changed text gets a new one.
    const [opinion] = await rows<{ id: number }>(database, sql`select id from opinions order by id limit 1`);
    await database.db.execute(sql`update opinions set text = 'Mandamus lies to compel a ministerial act.' where id = ${opinion!.id}`);
    const [caseRow] = await rows<{ id: number }>(database, sql`select id from cases order by id limit 1`);
    await database.db.execute(
      sql`insert into opinions (case_id, text, text_hash) values (${caseRow!.id}, 'Habeas corpus petitions were denied.', 'h')`,
    );
    expect(await rows(database, sql`select id from opinions where search is distinct from ${ownVector}`)).toEqual([]);
    expect(await rows(database, sql`select text from opinions where search @@ to_tsquery('english', 'ministerial | habeas') order by text`)).toEqual([
      { text: 'Habeas corpus petitions were denied.' },
      { text: 'Mandamus lies to compel a ministerial act.' },
    ]);
  });

  it('finds an opinion by a word of its text, ranked', async () => {
    await importOpinions({ db: database.db, lines: iterate(await fixtureLines()) });
    const found = await rows<{ name: string; rank: number }>(
      database,
      sql`select c.name, ts_rank(c.search || o.search, q) as rank
        from opinions o join cases c on c.id = o.case_id, websearch_to_tsquery('english', ${'mandamus commission'}) q
        where o.search @@ q or c.search @@ q
        order by rank desc`,
    );
    expect(found.map((row) => row.name)).toEqual(['Marbury v. Madison']);

    const byName = await rows<{ name: string }>(
      database,
      sql`select c.name from cases c, websearch_to_tsquery('english', ${'Maryland'}) q
        where c.search @@ q order by ts_rank(c.search, q) desc`,
    );
    expect(byName.map((row) => row.name)).toEqual(['McCulloch v. Maryland']);
  });
});

describe('corpus:import CLI', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'corpus-import-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('imports a gzipped file into the embedded database and reports counts, time and memory', async () => {
    const file = path.join(dir, 'opinions.jsonl.gz');
    await writeFile(file, gzipSync(await readFile(fixturePath)));
    const lines: string[] = [];
    for await (const line of readLines(file)) lines.push(line);
    expect(lines.filter((line) => line !== '')).toHaveLength(4);

    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(dir, 'data'), NODE_ENV: 'test' };
    delete env.DATABASE_URL;
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/corpus-import.ts', file],
      { env, cwd: process.cwd() },
    );
    expect(stdout).toContain('opinions.jsonl.gz: 3 cases, 4 opinions, 5 citation edges, 0 skipped');
    expect(stdout).toMatch(/into pglite in [\d.]+ s; peak memory \d+ MB/);
    expect(stderr).toMatch(/4 records, \d+ records\/s/);
  }, 60_000);

  it('imports several files into an empty corpus, then builds the search indexes and links citations across them once', async () => {
    const [marbury, mcculloch, loperMajority, loperDissent] = (await readFile(fixturePath, 'utf8')).split('\n');
    const citing = path.join(dir, 'citing.jsonl');
    const cited = path.join(dir, 'cited.jsonl');
    await writeFile(citing, `${loperMajority}\n${loperDissent}\n`);
    await writeFile(cited, `${marbury}\n${mcculloch}\n`);
    const dataDir = path.join(dir, 'data');
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' };
    delete env.DATABASE_URL;

    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/corpus-import.ts', citing, cited], {
      env,
      cwd: process.cwd(),
    });

    expect(stdout).toMatch(/citing\.jsonl: 1 cases, 2 opinions, \d+ citation edges, 0 skipped in [\d.]+ s\n/);
    expect(stdout).toMatch(/cited\.jsonl: 2 cases, 2 opinions, \d+ citation edges, 0 skipped in [\d.]+ s\n/);
    expect(stdout).toMatch(/Search indexes and citation links: [\d.]+ s\nImported 2 file\(s\) into pglite/);
    expect(stdout).toMatch(
      existsSync(EMPTY_DATABASE_DIR)
        ? /\nSearch vectors: \d+ computed on a second thread, \d+ by the database\n/
        : /\nSearch vectors: computed by the database \(no empty database at .* \(npm run build makes it\)\)\n/,
    );
    const database = await openDatabase({ dataDir });
    try {
      const linked = await rows<{ name: string }>(
        database,
        sql`select distinct c.name from citation_edges e join cases c on c.id = e.cited_case_id order by c.name`,
      );
      expect(linked.map((row) => row.name)).toEqual(['Marbury v. Madison', 'McCulloch v. Maryland']);
      const indexes = await rows<{ name: string }>(
        database,
        sql`select indexname as name from pg_indexes where indexname = 'opinions_search_idx'`,
      );
      expect(indexes).toHaveLength(1);
      expect(await rows(database, sql`select id from opinions where search is distinct from ${ownVector}`)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});

const scotusFile = process.env.SCOTUS_OPINIONS ?? path.resolve('../shared/data/scotus/opinions-1990-2024.jsonl.gz');
const haveScotus = existsSync(scotusFile);
if (!haveScotus) console.log(`Skipping the SCOTUS sample import: ${scotusFile} is absent.`);

describe.skipIf(!haveScotus)('SCOTUS sample', () => {
  it('imports the first 200 opinions in well under a minute', async () => {
    const database = await createTestDatabase();
    try {
      async function* first200() {
        let n = 0;
        for await (const line of readLines(scotusFile)) {
          if (n++ >= 200) return;
          yield line;
        }
      }
      const started = Date.now();
      const counts = await importOpinions({ db: database.db, lines: first200() });
      const elapsed = Date.now() - started;
      console.log(`SCOTUS sample: ${JSON.stringify(counts)} in ${elapsed} ms`);
      expect(counts.opinions + counts.skipped).toBeGreaterThan(190);
      expect(counts.edges).toBeGreaterThan(1000);
      expect(elapsed).toBeLessThan(45_000);
    } finally {
      await database.close();
    }
  }, 60_000);
});
