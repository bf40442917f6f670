import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { createTestDatabase } from '../support/database';
import { corpusRows, importEveryKind } from '../support/import-rows';

/**
 * What the importer wrote before its bulk paths were rewritten for speed (issue #38): every kind of file imported in
 * turn, the summaries and the corpus tables (tests/support/import-rows.ts), recorded from the row-by-row importer.
 */
const recorded = path.resolve('tests/fixtures/corpus-import-rows.json.gz');

let database: Database | undefined;
let dir: string | undefined;
afterEach(async () => {
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  [database, dir] = [undefined, undefined];
});

describe('the corpus importer', () => {
  it('writes the same rows and reports the same counts as the row-by-row importer did', { timeout: 300_000 }, async () => {
    const expected = JSON.parse(gunzipSync(await readFile(recorded)).toString('utf8')) as { summaries: string[]; rows: string[] };
    database = await createTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'vd-same-rows-'));
    const summaries = await importEveryKind(database.db, dir, 1500);
    expect(summaries).toEqual(expected.summaries);
    // node-postgres reads bigint columns as strings where PGlite (which recorded the rows) reads numbers. An opinion's
    // last column hashes its search vector, which the server's own text-search dictionaries compute: compared on PGlite,
    // whose engine recorded them, and left out on a PostgreSQL server of another version.
    const onServer = Boolean(process.env.DATABASE_URL);
    const plain = (lines: string[]) =>
      lines
        .map((line) => line.replace(/\t"(-?\d+)"(?=\t|$)/g, '\t$1'))
        .map((line) => (onServer && line.startsWith('opinions\t') ? line.slice(0, line.lastIndexOf('\t')) : line))
        .sort();
    const rows = plain(await corpusRows(database.db));
    // Table by table, so that a difference names its table and rows rather than one long list.
    for (const table of new Set(expected.rows.map((row) => row.split('\t')[0]))) {
      expect(rows.filter((row) => row.startsWith(`${table}\t`)), table).toEqual(plain(expected.rows.filter((row) => row.startsWith(`${table}\t`))));
    }
    expect(rows.length).toBe(expected.rows.length);
  });
});
