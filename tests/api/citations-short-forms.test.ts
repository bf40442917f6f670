import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyResponseSchema } from '../../src/shared/api/citations';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser } from '../support/builders';
import { loadResearchCorpus } from '../support/corpus';

/** Short forms are bound by the name they carry: a second case in the same volume is never a false mismatch. */
describe('POST /api/citations/verify: short forms bound by name first', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await loadResearchCorpus(t.database.db);
    token = await apiToken(t.app, (await buildUser(t.app)).cookie);
  });
  afterAll(() => t.close());

  const verify = async (text: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/citations/verify', headers: bearer(token), payload: { text } });
    expect(response.statusCode).toBe(200);
    return verifyResponseSchema.parse(response.json()).citations;
  };

  it('verifies "Roe, 410 U.S. at 153" against Roe though Doe v. Bolton, also in 410 U.S., was cited last', async () => {
    const citations = await verify('Roe v. Wade, 410 U.S. 113 (1973); Doe v. Bolton, 410 U.S. 179 (1973). The right has limits. Roe, 410 U.S. at 153.');
    const short = citations.find((citation) => citation.kind === 'short-case')!;
    expect(short).toMatchObject({ status: 'verified', refersTo: 0, message: expect.stringMatching(/^Refers to Roe v\. Wade, 410 U\.S\. 113 \(1973\)\./) });
  });

  it('leaves an unnamed short form that two cases fit unchecked, saying to name the case', async () => {
    const citations = await verify('Roe v. Wade, 410 U.S. 113 (1973); Doe v. Bolton, 410 U.S. 179 (1973). See 410 U.S. at 153.');
    expect(citations.at(-1)).toMatchObject({ kind: 'short-case', status: 'unverifiable', refersTo: null, message: expect.stringMatching(/name the case/) });
  });
});
