import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/server/db/client';
import { selectRows } from '../../src/server/db/rows';
import type { ImportProgress } from '../../src/server/features/corpus/importer';
import { importCorpusFile } from '../../src/server/features/corpus/import-file';
import { importCourtListenerFile } from '../../src/server/features/corpus/courtlistener/import-bulk-file';
import { startSearchVectors } from '../../src/server/features/corpus/search-vectors';
import { searchResponseSchema } from '../../src/shared/api/research';
import { buildTestApp } from '../support/app';
import { loadResearchCorpus, researchCorpusFile } from '../support/corpus';
import { createTestDatabase } from '../support/database';

const fixtures = path.resolve('tests/fixtures/courtlistener');
const IN_ORDER = ['courts', 'dockets', 'opinion-clusters', 'citations', 'opinions'];
const fileOf = (kind: string) => path.join(fixtures, `${kind}-2024-12-31.csv`);

async function importFiles(db: Db, kinds = IN_ORDER) {
  const summaries: Record<string, string> = {};
  for (const kind of kinds) summaries[kind] = (await importCorpusFile({ db, file: fileOf(kind) })).summary;
  return summaries;
}

/** Everything the importer writes, in a stable order and without generated ids. */
async function corpusState(db: Db) {
  return {
    courts: await selectRows(db, sql`select id, name, citation_string from courts order by id`),
    cases: await selectRows<{ key: string }>(
      db,
      sql`select key, name, court_id, docket, decided_year, source from cases order by key`,
    ),
    citations: await selectRows<{ key: string; citation: string }>(
      db,
      sql`select c.key, cc.volume || ' ' || cc.reporter || ' ' || cc.page as citation
          from case_citations cc join cases c on c.id = cc.case_id order by 1, 2`,
    ),
    opinions: await selectRows<{ key: string; type: string | null; author: string | null; text_hash: string }>(
      db,
      sql`select c.key, o.type, o.author, o.text_hash from opinions o join cases c on c.id = o.case_id order by 1, 2, 3`,
    ),
    edges: await selectRows<{ citing: string; kind: string; citation: string; pin: string | null; cited: string | null }>(
      db,
      sql`select c.key as citing, e.kind, e.citation, e.pin, rc.key as cited
          from citation_edges e join opinions o on o.id = e.citing_opinion_id join cases c on c.id = o.case_id
          left join cases rc on rc.id = e.cited_case_id order by 1, e.start_offset, 3`,
    ),
  };
}

describe('CourtListener bulk files', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('imports courts, dockets, clusters, citations and opinions into cases with their edges resolved', async () => {
    expect(await importFiles(database.db)).toEqual({
      courts: '2 courts, 0 skipped',
      dockets: '3 dockets, 0 skipped',
      'opinion-clusters': '3 clusters as cases, 0 skipped',
      citations:
        '6 citations, 0 clusters merged into cases already in the corpus, 2 skipped ' +
        "(1 unknown reporter or malformed, 1 cluster not imported, 0 held by another cluster's case)",
      opinions: '4 opinions, 9 citation edges, 2 skipped (1 without text, 1 cluster not imported)',
    });
    const state = await corpusState(database.db);
    const source = 'opinion-clusters-2024-12-31.csv';
    expect(state.cases).toEqual([
      { key: 'cl:108713', name: 'Roe v. Wade', court_id: 'scotus', docket: '70-18', decided_year: 1973, source },
      {
        key: 'cl:112786',
        name: 'Planned Parenthood of Southeastern Pa. v. Casey',
        court_id: 'scotus',
        docket: '91-744',
        decided_year: 1992,
        source,
      },
      {
        key: 'cl:4693217',
        name: "Jackson Women's Health Organization v. Dobbs",
        court_id: 'ca5',
        docket: '18-60868',
        decided_year: 2019,
        source,
      },
    ]);
    expect(state.citations.map((row) => `${row.key}: ${row.citation}`)).toEqual([
      'cl:108713: 35 L. Ed. 2d 147',
      'cl:108713: 410 U.S. 113',
      'cl:108713: 93 S. Ct. 705',
      'cl:112786: 112 S. Ct. 2791',
      'cl:112786: 505 U.S. 833',
      'cl:4693217: 945 F.3d 265',
    ]);
    expect(state.opinions.map(({ text_hash: _hash, ...opinion }) => opinion)).toEqual([
      { key: 'cl:108713', type: 'Dissent', author: 'Rehnquist' },
      { key: 'cl:108713', type: 'Lead Opinion', author: 'Blackmun' },
      { key: 'cl:112786', type: 'Lead Opinion', author: "O'Connor" },
      { key: 'cl:4693217', type: 'Opinion', author: 'Higginbotham' },
    ]);
    const resolved = state.edges.filter((edge) => edge.cited !== null);
    expect(resolved.map((edge) => [edge.citing, edge.citation, edge.pin, edge.cited])).toEqual([
      ['cl:112786', 'Roe v. Wade, 410 U.S. 113 (1973)', null, 'cl:108713'],
      ['cl:112786', '410 U.S., at 163', '163', 'cl:108713'],
      ['cl:4693217', 'Roe v. Wade, 410 U.S. 113 (1973)', null, 'cl:108713'],
      ['cl:4693217', 'Planned Parenthood of Se. Pa. v. Casey, 505 U.S. 833, 879 (1992)', '879', 'cl:112786'],
    ]);
    expect(state.edges.filter((edge) => edge.cited === null)).toHaveLength(5);

    const textBy = async (author: string) =>
      (await selectRows<{ text: string }>(database.db, sql`select text from opinions where author = ${author}`))[0]?.text;
    expect(await textBy('Rehnquist')).toContain('as the Court does, that the right of "privacy" is involved in this case.');
    const fromHtml = await textBy('Higginbotham');
    expect(fromHtml).toContain("the Supreme Court's abortion cases have established (and affirmed, and re-affirmed)");
    expect(fromHtml).not.toMatch(/[<>]|&\w+;/);
  });

  it('imports every file again without adding or changing a row', async () => {
    await importFiles(database.db);
    const before = await corpusState(database.db);
    await importFiles(database.db);
    expect(await corpusState(database.db)).toEqual(before);
  });

  it('ends in the same state a row at a time, reading ahead of the writes, with search vectors computed beside them', async () => {
    const summaries = await importFiles(database.db);
    const expected = await corpusState(database.db);
    await database.close();
    database = await createTestDatabase();

    // PGlite: a second thread (with a build's empty database); PostgreSQL: a second connection.
    const started = await startSearchVectors({ database });
    const progress: Record<string, ImportProgress[]> = {};
    try {
      for (const kind of IN_ORDER) {
        progress[kind] = [];
        const summary = await importCourtListenerFile({
          db: database.db,
          file: fileOf(kind),
          batchSize: 1,
          searchVectors: started.vectors ?? undefined,
          onProgress: (p) => progress[kind]!.push(p),
        });
        expect(summary).toBe(summaries[kind]);
      }
    } finally {
      await started.vectors?.close();
    }
    expect(await corpusState(database.db)).toEqual(expected);
    // Every vector is the one the database computes itself, wherever it was computed.
    expect(
      await selectRows(database.db, sql`select id from opinions where search is distinct from setweight(to_tsvector('english'::regconfig, text), 'D')`),
    ).toEqual([]);
    // Each opinion with a text had its vector asked for, the one whose cluster was not imported too.
    if (started.vectors) expect(started.vectors.counts.thread + started.vectors.counts.database).toBe(expected.opinions.length + 1);
    // Progress is reported as each batch commits: records only grow, and the last report is the whole file.
    const opinions = progress.opinions!.map((p) => p.records);
    expect(opinions).toEqual([...opinions].sort((a, b) => a - b));
    expect(progress.opinions!.at(-1)).toMatchObject({ records: 6, opinions: 4, skipped: 2 });
  });

  it('ends in the same state when clusters come before their dockets and courts', async () => {
    await importFiles(database.db);
    const expected = await corpusState(database.db);
    const other = await createTestDatabase();
    try {
      await importFiles(other.db, ['opinion-clusters', 'citations', 'opinions', 'dockets', 'courts']);
      expect(await corpusState(other.db)).toEqual(expected);
    } finally {
      await other.close();
    }
  });

  it('attaches a cluster to the case the corpus already has for its citation instead of adding another', async () => {
    await loadResearchCorpus(database.db);
    const summaries = await importFiles(database.db);
    expect(summaries.citations).toMatch(/^6 citations, 2 clusters merged into cases already in the corpus/);
    const state = await corpusState(database.db);
    expect(state.cases.filter((row) => row.key.startsWith('cl:')).map((row) => row.key)).toEqual(['cl:4693217']);
    expect(state.cases.find((row) => row.key === 'cite:410 U.S. 113')).toEqual({
      key: 'cite:410 U.S. 113',
      name: 'Roe v. Wade',
      court_id: 'scotus',
      docket: '70-18',
      decided_year: 1973,
      source: 'research-corpus.jsonl',
    });
    expect(state.citations.filter((row) => row.key === 'cite:410 U.S. 113').map((row) => row.citation)).toEqual([
      '35 L. Ed. 2d 147',
      '410 U.S. 113',
      '93 S. Ct. 705',
    ]);
    const roeOpinions = state.opinions.filter((row) => row.key === 'cite:410 U.S. 113');
    expect(roeOpinions.map((row) => row.author)).toEqual(['Rehnquist', 'Blackmun', null]);
    const dobbsCites = state.edges.filter((edge) => edge.citing === 'cl:4693217' && edge.cited !== null);
    expect(dobbsCites.map((edge) => edge.cited)).toEqual(['cite:410 U.S. 113', 'cite:505 U.S. 833']);
  });

  it('merges a case imported from JSON Lines after the CourtListener files when the citations file is imported again', async () => {
    await importFiles(database.db);
    await importCorpusFile({ db: database.db, file: researchCorpusFile });
    await importCorpusFile({ db: database.db, file: fileOf('citations') });
    const keys = (await corpusState(database.db)).cases.map((row) => row.key);
    expect(keys).toEqual([
      'cite:410 U.S. 113',
      'cite:478 U.S. 186',
      'cite:505 U.S. 833',
      'cite:539 U.S. 558',
      'cl:4693217',
    ]);
  });

  it('refuses a bzip2 file, a file missing a required column and a CSV it does not know, saying what to do', async () => {
    await expect(importCorpusFile({ db: database.db, file: '/data/opinions-2024-12-31.csv.bz2' })).rejects.toThrow(
      'opinions-2024-12-31.csv.bz2 is bzip2-compressed, which the importer cannot read: ' +
        'decompress it first (bunzip2 -k opinions-2024-12-31.csv.bz2)',
    );
    const dir = await mkdtemp(path.join(tmpdir(), 'courtlistener-'));
    try {
      const file = path.join(dir, 'citations-2024-12-31.csv');
      await writeFile(file, '"id","volume","page","cluster_id"\n"1","410","113","108713"\n');
      await expect(importCorpusFile({ db: database.db, file })).rejects.toThrow(
        "citations-2024-12-31.csv has no 'reporter' column (its columns: id, volume, page, cluster_id)",
      );
      const unknown = path.join(dir, 'people-db-people-2024-12-31.csv');
      await writeFile(unknown, 'id\n1\n');
      await expect(importCorpusFile({ db: database.db, file: unknown })).rejects.toThrow(
        /people-db-people-2024-12-31.csv is not a CourtListener bulk file this importer reads/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('search over imported CourtListener cases', () => {
  it('finds a circuit case by its name and by a word of its HTML-only opinion', async () => {
    const t = await buildTestApp();
    try {
      await importFiles(t.database.db);
      const search = async (q: string) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/research/search?q=${q}` });
        return searchResponseSchema.parse(res.json()).results;
      };
      const dobbs = "Jackson Women's Health Organization v. Dobbs";
      expect((await search('Jackson'))[0]).toMatchObject({ name: dobbs, citation: '945 F.3d 265', year: 2019, court: 'ca5' });
      expect((await search('viability')).map((hit) => hit.name)).toContain(dobbs);
    } finally {
      await t.close();
    }
  });
});
