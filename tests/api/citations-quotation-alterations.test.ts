import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCorpusFile } from '../../src/server/features/corpus/import-file';
import { verifyResponseSchema, type QuotationCheck } from '../../src/shared/api/citations';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser } from '../support/builders';
import { pagedOpinionsFile } from '../support/corpus';

/**
 * Issue #35 item 5, on real texts (tests/fixtures/paged-opinions.jsonl): Rock v. Arkansas as Justia prints it, with
 * its syllabus and page markers, and Baldwin v. Reese as slip-opinion records without page numbers.
 */
describe('POST /api/citations/verify: quotations that are not safe to call found', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await importCorpusFile({ db: t.database.db, file: pagedOpinionsFile });
    token = await apiToken(t.app, (await buildUser(t.app)).cookie);
  });
  afterAll(() => t.close());

  const quotation = async (text: string): Promise<QuotationCheck> => {
    const response = await t.app.inject({ method: 'POST', url: '/api/citations/verify', headers: bearer(token), payload: { text } });
    const [citation] = verifyResponseSchema.parse(response.json()).citations;
    expect(citation!.quotations).toHaveLength(1);
    return citation!.quotations[0]!;
  };

  it('says a pin was not checked where the opinion’s text has no page numbers, and only where a pin was given', async () => {
    const words = 'It said that his trial counsel’s conduct violated several provisions of the Federal Constitution';
    expect(await quotation(`"${words}." Baldwin v. Reese, 541 U.S. 27, 30 (2004).`)).toMatchObject({
      status: 'pin-unchecked',
      reason: 'Found; pin not checked: this opinion’s text has no page numbers.',
      page: null,
    });
    expect(await quotation(`"${words}." Baldwin v. Reese, 541 U.S. 27 (2004).`)).toMatchObject({ status: 'found', reason: null });
  });

  it('flags a sentence of the syllabus quoted as the Court’s', async () => {
    const check = await quotation(
      '"In order to refresh her memory as to the precise details of the shooting, she twice underwent hypnosis by a trained neuropsychologist." Rock v. Arkansas, 483 U.S. 44, 44 (1987).',
    );
    expect(check).toMatchObject({ status: 'syllabus', page: 44 });
    expect(check.reason).toMatch(/^These words are from the syllabus, not the opinion of the Court/);
  });

  it('calls a bracket that puts “if” for “unless” altered', async () => {
    const check = await quotation('"the right to remain silent [if] he chooses to speak in the unfettered exercise of his own will." Rock v. Arkansas, 483 U.S. 44, 52 (1987).');
    expect(check.status).toBe('altered');
    expect(check.reason).toContain('The bracketed “[if]” stands for “unless” in the opinion');
  });

  it('calls a quotation that leaves off the “only” before it, or brackets it away, altered', async () => {
    const dropped = await quotation('The right "could be vindicated [by] affording a defendant an opportunity to testify before the factfinder." Rock v. Arkansas, 483 U.S. 44, 51 (1987).');
    expect(dropped.status).toBe('altered');
    expect(dropped.reason).toContain('“only”');
    const leading = await quotation('Rights are protected "by affording a defendant an opportunity to testify before the factfinder." Rock v. Arkansas, 483 U.S. 44, 51 (1987).');
    expect(leading.status).toBe('altered');
    expect(leading.reason).toContain('leaves out the “only” just before it');
    const faithful = await quotation('The right "could be vindicated only by affording a defendant an opportunity to testify before the factfinder." Rock v. Arkansas, 483 U.S. 44, 51 (1987).');
    expect(faithful.status).not.toBe('altered');
  });
});
