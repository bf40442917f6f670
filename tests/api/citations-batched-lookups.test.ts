import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/server/db/client';
import { createCitationLookupRepository } from '../../src/server/features/citations/lookup-repository';
import { verifyCitations } from '../../src/server/features/citations/verify-service';
import { loadResearchCorpus, usReportsIndexFile } from '../support/corpus';
import { createTestDatabase } from '../support/database';

/** The database as the checker sees it, counting every statement sent (those inside a transaction too). */
function countingStatements(db: Db): { db: Db; statements: () => number } {
  let statements = 0;
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        const value: unknown = Reflect.get(object, property);
        if (typeof value !== 'function') return value;
        if (property === 'execute') {
          return (...args: unknown[]) => {
            statements += 1;
            return (value as (...a: unknown[]) => unknown).apply(object, args);
          };
        }
        if (property === 'transaction') {
          return (run: (tx: object) => unknown, ...rest: unknown[]) => {
            statements += 2; // its begin and commit
            return (value as (...a: unknown[]) => unknown).call(object, (tx: object) => run(wrap(tx)), ...rest);
          };
        }
        return value;
      },
    });
  return { db: wrap(db), statements: () => statements };
}

/** The U.S. Reports index rows of the fixture: real decisions of volumes the corpus then holds whole. */
const indexRows = readFileSync(usReportsIndexFile, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [citation, name, year] = line.split('\t');
    return { citation: citation!, name: name!, year: Number(year) };
  });

/**
 * A brief citing `count` decisions of the index, each with a pin, every fifth at a page where no case begins, and
 * every form whose check takes its own path: a quotation, short forms and Id. with pins, parallels, a volume past the
 * index, an unheld reporter named by case and year, a slip opinion, a statute.
 */
function brief(count: number): string {
  const cited = indexRows.slice(0, count).map(({ citation, name, year }, index) => {
    const [volume, reporter, page] = citation.split(' ');
    const written = index % 5 === 4 ? Number(page) + 1 : Number(page);
    return `See ${name}, ${volume} ${reporter} ${written}, ${written + (index % 3)} (${year}).`;
  });
  return [
    ...cited,
    '"This right of privacy . . . is broad enough to encompass a woman\'s decision whether or not to terminate her pregnancy." Roe v. Wade, 410 U.S. 113, 153 (1973).',
    'Roe, 410 U.S., at 154. Id. at 9999.',
    'Bowers v. Hardwick, 478 U.S. 186, 190, 106 S. Ct. 2841, 92 L. Ed. 2d 140 (1986).',
    'Bostock v. Clayton County, 590 U.S. 644 (2020); Smith v. Jones, 300 F.3d 100 (9th Cir. 2002).',
    'Loper Bright Enterprises v. Raimondo, 603 U. S. ___ (2024); 42 U.S.C. § 1983.',
  ].join('\n\n');
}

describe('checking a brief of many citations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await loadResearchCorpus(database.db);
  });
  afterAll(() => database.close());

  const check = async (text: string, batched: boolean) => {
    const counting = countingStatements(database.db);
    const repository = createCitationLookupRepository(counting.db);
    // One at a time: the check given the repository's own lookups, each question its own query.
    const lookup = batched ? repository : { ...repository, forOneCheck: () => repository };
    const result = await verifyCitations({ text, lookup, online: null, currentYear: 2026 });
    return { result, statements: counting.statements() };
  };

  it('asks the corpus the same few queries for a hundred citations as for ten, with the answers of one query per question', async () => {
    const ten = await check(brief(10), true);
    const hundred = await check(brief(100), true);
    expect(hundred.result.citations.length).toBeGreaterThan(100);
    expect(hundred.result.summary.verified).toBeGreaterThan(50);
    expect(hundred.result.summary['not-found']).toBeGreaterThanOrEqual(15);
    expect(hundred.statements).toBe(ten.statements);
    expect(hundred.statements).toBeLessThanOrEqual(25);

    const oneAtATime = await check(brief(100), false);
    expect(oneAtATime.statements).toBeGreaterThan(300);
    expect(hundred.result).toEqual(oneAtATime.result);
  });
});
