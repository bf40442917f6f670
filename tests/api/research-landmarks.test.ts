import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { importCorpusFile } from '../../src/server/features/corpus/import-file';
import { createResearchRepository } from '../../src/server/features/research/repository';
import { createTestDatabase } from '../support/database';
import { LANDMARK_QUERIES, type Landmark } from '../support/landmarks';

/**
 * Ranking quality on the real SCOTUS corpus: both opinions files and the U.S. Reports index, imported once for the
 * file (about 2 minutes on PostgreSQL; 2.5 to 5.5 on PGlite, by the machine's load), then 47 queries (under 2
 * minutes). Prints each landmark's rank and nDCG@10, and holds the ranking to floors slightly below what was measured:
 * 0.741 nDCG@10 with 78 of 94 landmarks in the top 10 (0.564 and 72 when search ranked by text alone).
 */
const DATA_DIR = path.resolve(process.env.SCOTUS_DATA_DIR || '../shared/data/scotus');
const FILES = ['opinions-1973-1989.jsonl.gz', 'opinions-1990-2024.jsonl.gz', 'us-reports-index.tsv'].map((name) =>
  path.join(DATA_DIR, name),
);
const missing = FILES.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.log(`Skipping the landmark ranking test: the SCOTUS corpus is not here (${missing.join(', ')}); set SCOTUS_DATA_DIR.`);
}

const K = 10;
const NDCG_FLOOR = 0.73;
const TOP_10_FLOOR = 76;
const DEPTH = 100; // ranks beyond this print as '>100'

/** Binary relevance: each landmark counts 1 at its rank; the ideal puts every landmark first. */
function ndcgAt(k: number, ranks: Array<number | null>): number {
  const gain = (rank: number) => 1 / Math.log2(rank + 1);
  const dcg = ranks.reduce<number>((sum, rank) => (rank !== null && rank <= k ? sum + gain(rank) : sum), 0);
  let ideal = 0;
  for (let rank = 1; rank <= Math.min(k, ranks.length); rank += 1) ideal += gain(rank);
  return dcg / ideal;
}

describe.skipIf(missing.length > 0)('case-law search ranks the landmarks a lawyer expects (real corpus)', () => {
  let database: Database;
  const outcomes: Array<{ q: string; first: boolean; ranks: Array<number | null>; landmarks: Landmark[] }> = [];

  beforeAll(async () => {
    const started = Date.now();
    database = await createTestDatabase();
    for (const file of FILES) await importCorpusFile({ db: database.db, file });
    const imported = Date.now();
    const research = createResearchRepository(database.db);
    for (const { q, landmarks, first } of LANDMARK_QUERIES) {
      const { results } = await research.search({ q, cursor: 0, limit: DEPTH });
      const ranks = landmarks.map((landmark) => {
        const index = results.findIndex((r) => r.name === landmark.name && r.year === landmark.year);
        return index < 0 ? null : index + 1;
      });
      outcomes.push({ q, first: first ?? false, ranks, landmarks });
    }
    const lines = outcomes.map(
      ({ q, ranks, landmarks }) =>
        `  ${q.padEnd(50)} ${ndcgAt(K, ranks).toFixed(2)}  ` +
        landmarks.map((l, i) => `${l.name} (${l.year}) #${ranks[i] ?? `>${DEPTH}`}`).join('; '),
    );
    console.log(
      `Landmark ranking on ${database.kind}: import ${((imported - started) / 1000).toFixed(0)} s, ` +
        `${outcomes.length} queries ${((Date.now() - imported) / 1000).toFixed(0)} s\n${lines.join('\n')}`,
    );
  }, 20 * 60_000);
  afterAll(() => database?.close());

  it('holds nDCG@10 and the landmarks in the top 10 to their floors', () => {
    const ndcg = outcomes.reduce((sum, { ranks }) => sum + ndcgAt(K, ranks), 0) / outcomes.length;
    const all = outcomes.flatMap(({ ranks }) => ranks);
    const inTop10 = all.filter((rank) => rank !== null && rank <= K).length;
    console.log(`nDCG@${K} ${ndcg.toFixed(3)} over ${outcomes.length} queries; ${inTop10} of ${all.length} landmarks in the top ${K}`);
    expect(outcomes.length).toBeGreaterThanOrEqual(30);
    expect(ndcg).toBeGreaterThanOrEqual(NDCG_FLOOR);
    expect(inTop10).toBeGreaterThanOrEqual(TOP_10_FLOOR);
  });

  it('answers a case name or citation with that case first', () => {
    const named = outcomes.filter((outcome) => outcome.first);
    expect(named.length).toBeGreaterThanOrEqual(8);
    for (const { q, ranks } of named) expect({ q, rank: ranks[0] }).toEqual({ q, rank: 1 });
  });

  it('puts the leading cases of qualified immunity, summary judgment and pleading in the top 10', () => {
    const rankOf = (q: string, name: string) => {
      const outcome = outcomes.find((o) => o.q === q)!;
      return outcome.ranks[outcome.landmarks.findIndex((l) => l.name === name)];
    };
    for (const [q, name] of [
      ['qualified immunity', 'Harlow v. Fitzgerald'],
      ['qualified immunity', 'Pearson v. Callahan'],
      ['commerce clause', 'United States v. Lopez'],
      ['summary judgment standard', 'Celotex Corp. v. Catrett'],
      ['summary judgment standard', 'Anderson v. Liberty Lobby, Inc.'],
      ['pleading standard', 'Bell Atlantic Corp. v. Twombly'],
      ['pleading standard', 'Ashcroft v. Iqbal'],
      ['Fourth Amendment warrantless search automobile', 'California v. Acevedo'],
    ] as const) {
      expect({ q, name, top10: (rankOf(q, name) ?? Infinity) <= K }).toEqual({ q, name, top10: true });
    }
  });
});
