import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANDERSON_V_LIBERTY_LOBBY } from '../../src/legal/verification/opinion-excerpts.fixture';
import { importCorpusFile } from '../../src/server/features/corpus/import-file';
import { verifyResponseSchema, type QuotationCheck } from '../../src/shared/api/citations';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser } from '../support/builders';

/**
 * Issue #35 item 5 with the issue's own quotations of Anderson v. Liberty Lobby, Inc., 477 U.S. 242 (1986), through
 * the API: the corpus holds Justia's text of its syllabus and of pages 248 and 249 of the opinion, page markers
 * included (the excerpt the unit tests read), imported as one corpus record.
 */
describe('POST /api/citations/verify: the issue’s quotations of Anderson v. Liberty Lobby', () => {
  let t: TestApp;
  let token: string;
  let dir: string;
  beforeAll(async () => {
    t = await buildTestApp();
    dir = await mkdtemp(path.join(tmpdir(), 'anderson-'));
    const file = path.join(dir, 'anderson.jsonl');
    const record = { citation: '477 U.S. 242', docket: null, name: 'Anderson v. Liberty Lobby, Inc.', year: 1986, author: null, type: null, text: ANDERSON_V_LIBERTY_LOBBY };
    await writeFile(file, `${JSON.stringify(record)}\n`);
    await importCorpusFile({ db: t.database.db, file });
    token = await apiToken(t.app, (await buildUser(t.app)).cookie);
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const quotation = async (quoted: string, pin: number): Promise<QuotationCheck> => {
    const text = `"${quoted}" Anderson v. Liberty Lobby, Inc., 477 U.S. 242, ${pin} (1986).`;
    const response = await t.app.inject({ method: 'POST', url: '/api/citations/verify', headers: bearer(token), payload: { text } });
    expect(response.statusCode).toBe(200);
    const [citation] = verifyResponseSchema.parse(response.json()).citations;
    expect(citation).toMatchObject({ status: 'verified' });
    expect(citation!.quotations).toHaveLength(1);
    return citation!.quotations[0]!;
  };

  it('finds the faithful quotation on its page, and says when it is cited at the wrong page', async () => {
    const words = 'there is no issue for trial unless there is sufficient evidence favoring the nonmoving party';
    expect(await quotation(words, 249)).toMatchObject({ status: 'found', page: 249 });
    expect(await quotation(words, 248)).toMatchObject({ status: 'wrong-page', page: 249 });
  });

  it('calls “[if]” for the opinion’s “unless” altered, quoting the opinion', async () => {
    const check = await quotation('there is no issue for trial [if] there is sufficient evidence favoring the nonmoving party', 249);
    expect(check.status).toBe('altered');
    expect(check.reason).toContain('The bracketed “[if]” stands for “unless” in the opinion');
  });

  it('calls a quotation that drops the leading “Only” altered, and keeps the whole sentence found', async () => {
    const rest = 'disputes over facts that might affect the outcome of the suit under the governing law will properly preclude the entry of summary judgment.';
    const dropped = await quotation(`[D]${rest.slice(1)}`, 248);
    expect(dropped.status).toBe('altered');
    expect(dropped.reason).toContain('leaves out the “Only” just before it');
    expect(await quotation(`Only ${rest}`, 248)).toMatchObject({ status: 'found', page: 248 });
  });

  it('flags the syllabus’s sentence quoted as the Court’s', async () => {
    const check = await quotation('There is no such issue unless there is sufficient evidence favoring the nonmoving party', 243);
    expect(check.status).toBe('syllabus');
    expect(check.reason).toMatch(/^These words are from the syllabus, not the opinion of the Court/);
  });
});
