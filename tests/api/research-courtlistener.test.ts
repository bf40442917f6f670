import { afterEach, describe, expect, it } from 'vitest';
import { verifyResponseSchema } from '../../src/shared/api/citations';
import { caseDetailSchema, searchResponseSchema } from '../../src/shared/api/research';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser } from '../support/builders';
import { loadResearchCorpus } from '../support/corpus';
import { startFakeCourtListener, type FakeCluster, type FakeCourtListener } from '../support/fake-courtlistener';

/** A made-up Ninth Circuit decision only CourtListener holds, and Roe v. Wade, which the local corpus holds too. */
const tenant: FakeCluster = {
  clusterId: 9001,
  docketId: 7001,
  caseName: 'Fictional Tenant v. Example Landlord',
  dateFiled: '2002-07-15',
  court: { id: 'ca9', name: 'Court of Appeals for the Ninth Circuit' },
  docketNumber: '01-12345',
  citations: [{ volume: 300, reporter: 'F.3d', page: '900' }],
  opinions: [
    { id: 5001, type: '020lead', author: 'Judge Example', plainText: 'The warranty of habitability binds the landlord and respects the privacy of the home. See Roe v. Wade, 410 U.S. 113 (1973).' },
    { id: 5002, type: '040dissent', author: 'Judge Other', plainText: 'I would not reach habitability.' },
  ],
};
const roe: FakeCluster = {
  clusterId: 108713,
  docketId: 7002,
  caseName: 'Roe v. Wade',
  dateFiled: '1973-01-22',
  court: { id: 'scotus', name: 'Supreme Court of the United States' },
  docketNumber: '70-18',
  citations: [{ volume: 410, reporter: 'U.S.', page: '113' }],
  opinions: [{ id: 5003, type: '020lead', author: 'Blackmun', plainText: 'The right of privacy and habitability.' }],
};

describe('online research through CourtListener', () => {
  let t: TestApp;
  let cl: FakeCourtListener;

  const start = async (env: Record<string, string> = {}, token = true) => {
    cl = await startFakeCourtListener({}, [tenant, roe]);
    t = await buildTestApp({
      env: {
        ...(token ? { COURTLISTENER_API_TOKEN: 'cl-secret-token' } : {}),
        COURTLISTENER_BASE_URL: cl.baseUrl,
        ...env,
      },
    });
    await loadResearchCorpus(t.database.db);
  };
  afterEach(async () => {
    await t.close();
    await cl.close();
  });

  const search = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/research/search?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return searchResponseSchema.parse(res.json());
  };
  const open = (clusterId: number) => t.app.inject({ method: 'GET', url: `/api/research/online/${clusterId}` });

  it('appends CourtListener hits after the local ones, marked as online, less what the corpus holds', async () => {
    await start();
    const body = await search('privacy');
    expect(body.results.map((r) => [r.name, r.source])).toContainEqual(['Roe v. Wade', 'local']);
    expect(body.online?.error).toBeNull();
    // Roe v. Wade is in the corpus (410 U.S. 113), so only the case the corpus lacks comes back online.
    expect(body.online?.results).toEqual([
      expect.objectContaining({
        source: 'courtlistener',
        clusterId: 9001,
        name: 'Fictional Tenant v. Example Landlord',
        citation: '300 F.3d 900',
        year: 2002,
        court: 'ca9',
      }),
    ]);
    expect(body.online!.results[0]!.snippet.filter((p) => p.match).map((p) => p.text)).toEqual(['privacy']);
    expect(cl.researchRequests).toEqual(['/api/rest/v4/search/?q=privacy&type=o']);
  });

  it('caches a case when it is opened: a second open does not ask CourtListener, and it is found offline', async () => {
    await start();
    const first = await open(9001);
    expect(first.statusCode).toBe(200);
    const detail = caseDetailSchema.parse(first.json());
    expect(detail).toMatchObject({
      origin: 'courtlistener',
      name: 'Fictional Tenant v. Example Landlord',
      court: { id: 'ca9', name: 'Court of Appeals for the Ninth Circuit' },
      year: 2002,
      docket: '01-12345',
      citations: ['300 F.3d 900'],
    });
    expect(detail.opinions.map((o) => [o.type, o.author])).toEqual([['Lead Opinion', 'Judge Example'], ['Dissent', 'Judge Other']]);
    // Its citation of Roe v. Wade links to the case in the corpus.
    expect(detail.cites).toContainEqual(expect.objectContaining({ citation: '410 U.S. 113', name: 'Roe v. Wade' }));
    const fetched = cl.researchRequests.length;
    expect(fetched).toBe(5); // cluster, docket, court, two opinions

    const again = caseDetailSchema.parse((await open(9001)).json());
    expect(again.id).toBe(detail.id);
    const page = caseDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/research/cases/${detail.id}` })).json());
    expect(page.origin).toBe('courtlistener');
    expect(cl.researchRequests).toHaveLength(fetched);

    const body = await search('habitability landlord');
    expect(body.results).toContainEqual(expect.objectContaining({ caseId: detail.id, source: 'local', citation: '300 F.3d 900' }));
    expect(body.online?.results).toEqual([]);

    const user = await buildUser(t.app);
    const token = await apiToken(t.app, user.cookie);
    const verified = verifyResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/citations/verify',
          headers: bearer(token),
          payload: { text: 'Fictional Tenant v. Example Landlord, 300 F.3d 900 (9th Cir. 2002).' },
        })
      ).json(),
    );
    expect(verified.citations[0]).toMatchObject({ status: 'verified', source: 'corpus' });
  });

  it('keeps within the allowance a minute, and says so while local results still come back', async () => {
    await start({ COURTLISTENER_REQUESTS_PER_MINUTE: '1' });
    expect((await search('habitability')).online?.results).toHaveLength(1);
    const second = await search('privacy');
    expect(second.results.map((r) => r.name)).toContain('Roe v. Wade');
    expect(second.online).toEqual({
      results: [],
      error: { error: 'resource-exhausted', message: expect.stringContaining('allowance of 1 requests a minute is used up') },
    });
    const opened = await open(9001);
    expect(opened.statusCode).toBe(429);
    expect(opened.json().error).toBe('resource-exhausted');
    expect(cl.researchRequests).toHaveLength(1);
  });

  it.each([
    [{ status: 429 }, 429, 'resource-exhausted', 'HTTP 429'],
    [{ status: 500 }, 503, 'unavailable', 'HTTP 500'],
    [{ delayMs: 1_500 }, 504, 'deadline-exceeded', 'did not answer within 0.3 s'],
  ])('turns an upstream failure (%o) into a clear error, never a 500 of ours', async (failure, status, code, message) => {
    await start({ COURTLISTENER_TIMEOUT_MS: '300' });
    cl.failResearch(failure);
    const body = await search('privacy');
    expect(body.results.map((r) => r.name)).toContain('Roe v. Wade');
    expect(body.online).toEqual({ results: [], error: { error: code, message: expect.stringContaining(message) } });
    const opened = await open(9001);
    expect(opened.statusCode).toBe(status);
    expect(opened.json()).toEqual({ error: code, message: expect.stringContaining(message) });
    cl.failResearch(null);
    expect((await open(9001)).statusCode).toBe(200);
  });

  it('opens a cluster the corpus already holds by citation as that case, not a second one', async () => {
    await start();
    const local = await search('privacy');
    const roeId = local.results.find((r) => r.name === 'Roe v. Wade')!.caseId;
    const detail = caseDetailSchema.parse((await open(108713)).json());
    expect(detail).toMatchObject({ id: roeId, origin: 'local', citations: ['410 U.S. 113'] });
    expect(detail.opinions.map((o) => o.text)).toContain('The right of privacy and habitability.');
    expect((await search('privacy')).results.filter((r) => r.name === 'Roe v. Wade')).toHaveLength(1);
  });

  it('says when CourtListener has no such case', async () => {
    await start();
    const res = await open(424242);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not-found', message: 'CourtListener has no such case.' });
  });

  it('sends nothing to CourtListener without a token', async () => {
    await start({}, false);
    const body = await search('privacy');
    expect(body.online).toBeNull();
    expect(body.results.map((r) => r.name)).toContain('Roe v. Wade');
    expect((await open(9001)).statusCode).toBe(404);
    expect(cl.researchRequests).toEqual([]);
    expect(cl.requests).toEqual([]);
  });
});
