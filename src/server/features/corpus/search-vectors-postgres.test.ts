import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, type Database } from '../../db/client';
import { loadPgliteCode } from '../../db/pglite-code';
import { selectRows } from '../../db/rows';
import { postgresSearchVectors } from './search-vectors-postgres';

// The helper only sends queries, so any database shows what it computes; tests/api runs it on PostgreSQL too.
const TEXTS = [
  'Qualified immunity shields officials unless their conduct violates clearly established rights.',
  'Miranda v. Arizona, 384 U.S. 436 (1966): the warnings before a custodial interrogation.',
  'Ça ne fait rien: naïve café résumé of the Court’s holding.',
];

let database: Database;

beforeAll(async () => {
  const code = await loadPgliteCode();
  database = fromPglite(await PGlite.create({ pgliteWasmModule: code.module }), 'memory://search-vectors-postgres', code);
}, 300_000);

afterAll(async () => {
  await database?.close();
});

const ownVector = async (text: string) =>
  (await selectRows<{ v: string }>(database.db, sql`select setweight(to_tsvector('english'::regconfig, ${text}), 'D')::text as v`))[0]!.v;

describe('search vectors on a second connection', () => {
  it("gives the vectors the writer's database would compute, batch after batch", async () => {
    const vectors = postgresSearchVectors(database.db);
    const first = vectors.submit(TEXTS);
    const second = vectors.submit(TEXTS.slice(0, 1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await first.take()).toEqual(await Promise.all(TEXTS.map(ownVector)));
    expect(await second.take()).toEqual([await ownVector(TEXTS[0]!)]);
    expect(vectors.counts).toEqual({ thread: 4, database: 0 });
    expect(vectors.failure).toBeNull();
    await vectors.close();
  });

  it('leaves to the writer what it has not started when the writer takes the batch', async () => {
    const vectors = postgresSearchVectors(database.db);
    const claim = vectors.submit(TEXTS);
    const taken = await claim.take();
    expect(taken.filter((vector) => vector === null).length).toBeGreaterThanOrEqual(TEXTS.length - 1);
    expect(vectors.counts.thread + vectors.counts.database).toBe(TEXTS.length);
    await vectors.close();
  });

  it('stops helping, with the reason, when its connection fails, and the writer computes every vector', async () => {
    const code = await loadPgliteCode();
    const closed = fromPglite(await PGlite.create({ pgliteWasmModule: code.module }), 'memory://closed', code);
    await closed.close();
    const vectors = postgresSearchVectors(closed.db);
    const claim = vectors.submit(TEXTS);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await claim.take()).toEqual([null, null, null]);
    expect(vectors.failure).toMatch(/closed/i);
    expect(vectors.counts).toEqual({ thread: 0, database: 3 });
  }, 60_000);
});
