import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { loadBuiltinCitationIndex } from '../../src/server/features/corpus/builtin-index';
import { importCorpusFile } from '../../src/server/features/corpus/import-file';
import { verifyResponseSchema, type VerifyResponse } from '../../src/shared/api/citations';
import { buildTestApp, type TestApp } from './app';
import { apiToken, bearer, buildUser } from './builders';

/** Four real Supreme Court opinions, cut to a few paragraphs each, that cite one another (Lawrence overrules Bowers). */
export const researchCorpusFile = path.resolve('tests/fixtures/research-corpus.jsonl');
/** The U.S. Reports index rows of volumes 410, 478, 505 and 539: the corpus then holds those volumes whole. */
export const usReportsIndexFile = path.resolve('tests/fixtures/us-reports-index.tsv');

/**
 * Whole real opinions with Justia's page markers and separate opinions: Rock v. Arkansas, 483 U.S. 44 (1987), and
 * Baldwin v. Reese, 541 U.S. 27 (2004), whose opinion of the Court and dissent are separate records.
 */
export const pagedOpinionsFile = path.resolve('tests/fixtures/paged-opinions.jsonl');

export async function loadResearchCorpus(db: Db): Promise<void> {
  await importCorpusFile({ db, file: researchCorpusFile });
  await importCorpusFile({ db, file: usReportsIndexFile });
}

/**
 * For a describe block: a fresh app holding only the built-in U.S. Reports index (a fresh install's corpus), a
 * signed-in user's token, and `verify(text)` through POST /api/citations/verify. Read them inside tests.
 */
export function useBuiltinIndexApp() {
  const fresh = {} as { t: TestApp; token: string; verify: (text: string) => Promise<VerifyResponse> };
  beforeAll(async () => {
    fresh.t = await buildTestApp();
    await loadBuiltinCitationIndex({ db: fresh.t.database.db, log: () => {} });
    fresh.token = await apiToken(fresh.t.app, (await buildUser(fresh.t.app)).cookie);
    fresh.verify = async (text) => {
      const response = await fresh.t.app.inject({ method: 'POST', url: '/api/citations/verify', headers: bearer(fresh.token), payload: { text } });
      expect(response.statusCode).toBe(200);
      return verifyResponseSchema.parse(response.json());
    };
  }, 120_000);
  afterAll(() => fresh.t.close());
  return fresh;
}
