import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyResponseSchema } from '../../src/shared/api/citations';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser } from '../support/builders';

/** Issue #35 item 4: every citation gets an entry, journals are reported as journals, and self-references none. */
describe('POST /api/citations/verify: no silent drops', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await apiToken(t.app, (await buildUser(t.app)).cookie);
  });
  afterAll(() => t.close());

  const checked = async (text: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/citations/verify', headers: bearer(token), payload: { text } });
    expect(response.statusCode).toBe(200);
    return verifyResponseSchema.parse(response.json()).citations;
  };

  it('reads a citation whose comma has no space after it', async () => {
    const [loving] = await checked('See Loving v. United States,517 U. S. 748,773 (1996).');
    expect(loving).toMatchObject({ kind: 'case', normalized: 'Loving v. United States, 517 U.S. 748, 773 (1996)' });
  });

  it('reports journals and law reviews as journals, not checked, never as cases', async () => {
    const citations = await checked('See Note, 17 N.Y.L.F. 687 (1971); Jones, Fluoridation, 61 Am.J.Pub.Health 396; 83 Harv. L. Rev. 1038, 1084 (1970).');
    expect(citations.map((citation) => [citation.kind, citation.normalized, citation.status])).toEqual([
      ['journal', '17 N.Y.L.F. 687 (1971)', 'unverifiable'],
      ['journal', '61 Am.J.Pub.Health 396', 'unverifiable'],
      ['journal', '83 Harv. L. Rev. 1038, 1084 (1970)', 'unverifiable'],
    ]);
    expect(citations[0]!.message).toBe('Not checked: a journal or law review article, not a court decision; the corpus holds decisions only.');
  });

  it('makes no citation of the syllabus’s references to the other opinions, even across a line break', async () => {
    const citations = await checked('DOUGLAS, J., filed a dissenting opinion, post, p. 409 U. S.\n309. MARSHALL, J., filed a dissenting opinion, post, p.\n409 U. S. 458.');
    expect(citations).toEqual([]);
  });
});
