import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meteredUsage } from '../../src/server/db/schema';
import type { MyUsageResponse } from '../../src/shared/api/matters';
import { signedInUser, type SignedIn } from '../support/admin';
import { buildTestApp, type TestApp } from '../support/app';
import { buildFirm, buildMatter, fundPool, meteredCall as meteredCallOf, thisMonth } from '../support/firm-builders';

/** Issue #19: the dashboard's "Usage by matter": a user's own metered calls by firm and matter, personal work included. */
describe('GET /api/me/usage', () => {
  let t: TestApp;
  let member: SignedIn;
  let colleague: SignedIn;
  let merger: { id: string; name: string; number: string };
  let trap: { id: string; name: string; number: string };
  let firm: { id: string; name: string };

  const { month, lastDay } = thisMonth();
  const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const meteredCall = (who: SignedIn, matterId: string | null, used: number) => meteredCallOf(t, who.user.id, matterId, used);

  beforeAll(async () => {
    t = await buildTestApp();
    member = await signedInUser(t, { name: 'Mia Member' });
    colleague = await signedInUser(t, { name: 'Olivia Owner' });
    const db = t.database.db;
    firm = await buildFirm(db, { name: 'Doe & Roe LLP', owner: colleague.user.id, members: [{ userId: member.user.id }] });
    merger = await buildMatter(db, { firmId: firm.id, members: [member.user.id, colleague.user.id], name: 'Acme merger', client: 'Acme, Inc.', number: 'M-001' });
    trap = await buildMatter(db, { firmId: firm.id, members: [member.user.id], name: '=HYPERLINK("http://evil.test")', number: 'M-002' });
    await fundPool(t, firm.id, 100_000);
    await meteredCall(member, merger.id, 1_000);
    await meteredCall(member, merger.id, 500);
    await meteredCall(member, trap.id, 300);
    await meteredCall(member, null, 700);
    await meteredCall(member, null, 50);
    await meteredCall(colleague, merger.id, 2_000); // someone else's: never in the member's usage
    await meteredCall(colleague, null, 900);
    const lastMonth = new Date(`${month}-01T00:00:00Z`);
    lastMonth.setUTCDate(0);
    await db.insert(meteredUsage).values({ userId: member.user.id, firmId: null, matterId: null, tokens: 9_999, reference: 'chat:old', createdAt: lastMonth });
  });
  afterAll(() => t.close());

  it("gives the caller their own calls this month: personal work as one row, then each matter's", async () => {
    const res = await get(member, '/api/me/usage');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MyUsageResponse>()).toEqual({
      from: `${month}-01`,
      to: lastDay,
      rows: [
        { firmId: null, firmName: '', matterId: null, matterName: '', client: '', number: '', calls: 2, tokens: 750 },
        { firmId: firm.id, firmName: 'Doe & Roe LLP', matterId: merger.id, matterName: 'Acme merger', client: 'Acme, Inc.', number: 'M-001', calls: 2, tokens: 1_500 },
        { firmId: firm.id, firmName: 'Doe & Roe LLP', matterId: trap.id, matterName: trap.name, client: 'Acme Corp.', number: 'M-002', calls: 1, tokens: 300 },
      ],
      totalTokens: 2_550,
    });
    const theirs = (await get(colleague, '/api/me/usage')).json<MyUsageResponse>();
    expect(theirs.rows.map((r) => [r.matterId, r.tokens])).toEqual([
      [null, 900],
      [merger.id, 2_000],
    ]);
  });

  it('takes a range of days, and refuses one that ends before it starts', async () => {
    const lastMonth = new Date(`${month}-01T00:00:00Z`);
    lastMonth.setUTCDate(0);
    const day = lastMonth.toISOString().slice(0, 10);
    const old = (await get(member, `/api/me/usage?from=${day.slice(0, 8)}01&to=${day}`)).json<MyUsageResponse>();
    expect(old.rows.map((r) => [r.matterId, r.calls, r.tokens])).toEqual([[null, 1, 9_999]]);
    const backwards = await get(member, `/api/me/usage?from=${lastDay}&to=${month}-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ error: 'invalid-argument', message: expect.stringMatching(/from must not be after to/) });
  });

  it('downloads the same figures as CSV, personal work named, cells a spreadsheet would run defused', async () => {
    const res = await get(member, '/api/me/usage?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="my-usage-${month}-01-to-${lastDay}.csv"`);
    expect(res.body.trimEnd().split('\r\n')).toEqual([
      'firm_name,firm_id,matter_number,matter_name,client,matter_id,calls,tokens',
      ',,,Personal,,,2,750',
      `Doe & Roe LLP,${firm.id},M-001,Acme merger,"Acme, Inc.",${merger.id},2,1500`,
      `Doe & Roe LLP,${firm.id},M-002,"'=HYPERLINK(""http://evil.test"")",Acme Corp.,${trap.id},1,300`,
    ]);
  });

  it('answers 401 when nobody is signed in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/usage' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/usage?format=csv' })).statusCode).toBe(401);
  });
});
