import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyResponseSchema } from '../../src/shared/api/citations';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser } from '../support/builders';
import { loadResearchCorpus } from '../support/corpus';
import { startFakeCourtListener, type FakeCourtListener } from '../support/fake-courtlistener';

describe('citations the corpus cannot settle go to CourtListener when a token is configured', () => {
  let t: TestApp;
  let courtListener: FakeCourtListener;
  let token: string;

  const start = async (citationsPerMinute: number) => {
    courtListener = await startFakeCourtListener({
      '300 F.3d 100': { caseName: 'Real Party v. Actual Defendant', dateFiled: '2002-07-15', url: '/opinion/1/real-party/' },
    });
    t = await buildTestApp({
      env: {
        COURTLISTENER_API_TOKEN: 'cl-secret-token',
        COURTLISTENER_BASE_URL: courtListener.baseUrl,
        COURTLISTENER_CITATIONS_PER_MINUTE: String(citationsPerMinute),
      },
    });
    await loadResearchCorpus(t.database.db);
    token = await apiToken(t.app, (await buildUser(t.app)).cookie);
  };
  afterEach(async () => {
    await t.close();
    await courtListener.close();
  });

  const verify = async (text: string) =>
    verifyResponseSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/citations/verify', headers: bearer(token), payload: { text } })).json(),
    );

  describe('within the allowance', () => {
    beforeEach(() => start(60));

    it('says which source settled each citation, and sends only what the corpus could not settle', async () => {
      const body = await verify(
        'Roe v. Wade, 410 U.S. 113 (1973); Real Party v. Actual Defendant, 300 F.3d 100 (9th Cir. 2002); Invented v. Case, 301 F.3d 200 (9th Cir. 2002).',
      );
      const [roe, real, invented] = body.citations;
      expect(roe).toMatchObject({ status: 'verified', source: 'corpus' });
      expect(real).toMatchObject({ status: 'verified', source: 'courtlistener' });
      expect(real!.match).toMatchObject({ name: 'Real Party v. Actual Defendant', year: 2002, url: `${courtListener.baseUrl}/opinion/1/real-party/` });
      expect(invented).toMatchObject({ status: 'not-found', source: 'courtlistener', message: 'Not found online: CourtListener has no case at 301 F.3d 200.' });
      expect(body.onlineLookup).toBe(true);
      expect(courtListener.requests).toEqual([{ authorization: 'Token cl-secret-token', text: '300 F.3d 100\n301 F.3d 200' }]);
    });

    it('catches a wrong case name on a citation only CourtListener knows', async () => {
      const body = await verify('Someone v. Else, 300 F.3d 100 (9th Cir. 2002).');
      expect(body.citations[0]).toMatchObject({ status: 'mismatch', source: 'courtlistener' });
    });
  });

  describe('past the allowance', () => {
    beforeEach(() => start(1));

    it('does not send more citations a minute than allowed, and says to check again', async () => {
      const body = await verify('A v. B, 300 F.3d 100 (9th Cir. 2002); C v. D, 301 F.3d 200 (9th Cir. 2002).');
      expect(body.citations[0]!.source).toBe('courtlistener');
      expect(body.citations[1]).toMatchObject({ status: 'unverifiable', source: null });
      expect(body.citations[1]!.message).toContain('allowance is used up');
      expect(courtListener.requests.map((request) => request.text)).toEqual(['300 F.3d 100']);
    });
  });
});
