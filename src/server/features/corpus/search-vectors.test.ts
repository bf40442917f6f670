import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, fromPostgres, type Database } from '../../db/client';
import { loadPgliteCode } from '../../db/pglite-code';
import { startSearchVectors, type SearchVectors } from './search-vectors';

const TEXTS = [
  'The courts held that running the statute, 42 U.S.C. § 1983, was not "clearly established" law.',
  'Miranda v. Arizona, 384 U.S. 436 (1966) — the warnings; cf. Dickerson v. United States.',
  'Ça ne fait rien: naïve café résumé of the Court’s holding, per Justice O’Connor.',
  'Qualified immunity shields officials, unless their conduct violates clearly established rights.',
];

let scratch: string;
let emptyDatabaseDir: string;
let database: Database;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'vd-search-vectors-'));
  const code = await loadPgliteCode();
  // What `npm run build` leaves in dist/pglite/empty-database, made here so the test does not depend on a build.
  emptyDatabaseDir = path.join(scratch, 'empty');
  await (await PGlite.create(emptyDatabaseDir, { pgliteWasmModule: code.module })).close();
  database = fromPglite(await PGlite.create({ pgliteWasmModule: code.module }), 'memory://search-vectors', code);
}, 300_000);

afterAll(async () => {
  await database?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** What the writer's database computes for a text, the opinions trigger's expression. */
async function ownVector(text: string): Promise<string> {
  const result = (await database.db.execute(sql`select setweight(to_tsvector('english'::regconfig, ${text}), 'D')::text as v`)) as unknown as {
    rows: Array<{ v: string }>;
  };
  return result.rows[0]!.v;
}

/** Each test starts a PGlite of its own on a second thread: seconds on a loaded machine, so each waits up to 30 s. */
async function withThread(work: (vectors: SearchVectors) => Promise<void>): Promise<void> {
  const start = await startSearchVectors({ database, emptyDatabaseDir });
  expect(start.note).toBe('computed on a second thread');
  try {
    await work(start.vectors!);
  } finally {
    await start.vectors!.close();
  }
}

describe('the search-vector thread of a PGlite import', () => {
  it("gives exactly the vectors the writer's database would compute", async () => {
    await withThread(async (vectors) => {
      const claim = vectors.submit(TEXTS);
      // The writer takes the batch only after it has written the one before; here the thread has had that time.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const given = await claim.take();
      expect(given).toEqual(await Promise.all(TEXTS.map(ownVector)));
      expect(vectors.counts).toEqual({ thread: TEXTS.length, database: 0 });
    });
  }, 30_000);

  it("leaves to the writer's database every text the thread has not started when the writer takes the batch", async () => {
    await withThread(async (vectors) => {
      // About a second of work for the thread, taken back at once.
      const many = Array.from({ length: 400 }, (_, i) => `${TEXTS[i % TEXTS.length]!.repeat(20)} Paragraph ${i}.`);
      const first = await vectors.submit(many).take();
      const byThread = first.filter((vector) => vector !== null);
      expect(first.length).toBe(many.length);
      expect(byThread.length).toBeLessThan(many.length);
      // What it did compute is right, and it is a prefix: the rest is the writer's.
      expect(first.slice(0, byThread.length)).toEqual(byThread);
      for (let index = 0; index < byThread.length; index += 1) expect(first[index]).toBe(await ownVector(many[index]!));
      expect(vectors.counts).toEqual({ thread: byThread.length, database: many.length - byThread.length });
    });
  }, 30_000);

  it('removes the copy a killed import left behind, and its own when it closes', async () => {
    const scratchDir = path.join(scratch, 'tmp');
    // No process has this id on Linux (pid_max is at most 2^22).
    const orphan = path.join(scratchDir, 'volnadraft-search-vectors-4194304-abc');
    const unrelated = path.join(scratchDir, 'volnadraft-search-vectors-notes');
    mkdirSync(orphan, { recursive: true });
    mkdirSync(unrelated);
    const start = await startSearchVectors({ database, emptyDatabaseDir, scratchDir });
    try {
      expect(readdirSync(scratchDir).filter((name) => name.startsWith(`volnadraft-search-vectors-${process.pid}-`))).toHaveLength(1);
      expect(existsSync(orphan)).toBe(false);
      expect(existsSync(unrelated)).toBe(true);
    } finally {
      await start.vectors?.close();
    }
    expect(readdirSync(scratchDir)).toEqual(['volnadraft-search-vectors-notes']);
  }, 30_000);

  it('says why there is no thread when the empty database is missing, and uses a second connection on PostgreSQL', async () => {
    const missing = path.join(scratch, 'no-such-dir');
    expect(await startSearchVectors({ database, emptyDatabaseDir: missing })).toEqual({
      vectors: null,
      note: `no empty database at ${missing} (npm run build makes it)`,
    });
    const postgres = fromPostgres('postgres://nobody@127.0.0.1:1/none');
    try {
      const start = await startSearchVectors({ database: postgres, emptyDatabaseDir });
      expect(start.note).toBe('computed on a second connection');
      expect(start.vectors?.beside).toBe('a second connection');
      await start.vectors?.close();
    } finally {
      await postgres.close();
    }
  }, 30_000);

  it('reports a thread that cannot open its database, and the import goes on without it', async () => {
    const broken = path.join(scratch, 'broken');
    mkdirSync(broken);
    writeFileSync(path.join(broken, 'PG_VERSION'), '17\n');
    const start = await startSearchVectors({ database, emptyDatabaseDir: broken });
    expect(start.vectors).toBeNull();
    expect(start.note).toMatch(/^its thread did not start: /);
  }, 30_000);
});
