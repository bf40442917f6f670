import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meteredUsage } from '../../src/server/db/schema';
import type { AdminUsageResponse, UsageResponse } from '../../src/shared/api/matters';
import { adminWithMfa, adminWithoutMfa, auditEvents, signedInUser, type SignedIn } from '../support/admin';
import { buildTestApp, type TestApp } from '../support/app';
import { buildFirm, buildMatter, meteredCall as meteredCallOf, thisMonth } from '../support/firm-builders';

/** Issue #19, ADR 025: usage by matter and member, as JSON and CSV, for the firm and for administrators. */
describe('usage by matter and member', () => {
  let t: TestApp;
  let owner: SignedIn;
  let admin: SignedIn;
  let member: SignedIn;
  let stranger: SignedIn;
  let siteAdmin: SignedIn;
  let firm: { id: string; name: string };
  let other: { id: string; name: string };
  let merger: { id: string; name: string; number: string };
  let trap: { id: string; name: string; number: string };

  const { month, lastDay } = thisMonth();
  const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const meteredCall = (who: SignedIn, matterId: string | null, used: number) => meteredCallOf(t, who.user.id, matterId, used);

  beforeAll(async () => {
    t = await buildTestApp();
    [owner, admin, member, stranger] = [
      await signedInUser(t, { name: 'Olivia Owner' }),
      await signedInUser(t, { name: 'Adam Admin' }),
      await signedInUser(t, { name: 'Mia Member' }),
      await signedInUser(t),
    ];
    siteAdmin = await adminWithMfa(t);
    const db = t.database.db;
    firm = await buildFirm(db, { name: 'Doe & Roe LLP', owner: owner.user.id, members: [{ userId: admin.user.id, role: 'admin' }, { userId: member.user.id }] });
    other = await buildFirm(db, { name: 'Other Firm', owner: stranger.user.id });
    merger = await buildMatter(db, { firmId: firm.id, members: [member.user.id, owner.user.id], name: 'Acme merger', client: 'Acme, Inc.', number: 'M-001' });
    // A name and client a spreadsheet would run as formulas, as a member could type them.
    trap = await buildMatter(db, { firmId: firm.id, members: [member.user.id], name: '=HYPERLINK("http://evil.test")', client: '+1 "quoted"', number: 'M-002' });
    const elsewhere = await buildMatter(db, { firmId: other.id, members: [stranger.user.id], name: 'Elsewhere', number: 'X-1' });
    for (const id of [firm.id, other.id]) {
      await t.app.services.firmPool.credit({ firmId: id, userId: null, kind: 'grant', amount: 100_000, description: 'Test grant', idempotencyKey: `grant:${id}` });
    }
    await meteredCall(member, merger.id, 1_000);
    await meteredCall(member, merger.id, 500);
    await meteredCall(owner, merger.id, 2_000);
    await meteredCall(member, trap.id, 300);
    await meteredCall(stranger, elsewhere.id, 4_000);
    await meteredCall(member, null, 700); // personal work: never in a firm's usage
    // Last month's call is outside the default range.
    const lastMonth = new Date(`${month}-01T00:00:00Z`);
    lastMonth.setUTCDate(0);
    await db.insert(meteredUsage).values({ userId: member.user.id, firmId: firm.id, matterId: merger.id, tokens: 9_999, reference: 'chat:old', createdAt: lastMonth });
  });
  afterAll(() => t.close());

  it("gives owners and admins every member's usage this month, by matter and member, without personal work", async () => {
    for (const who of [owner, admin]) {
      const res = await get(who, `/api/firms/${firm.id}/usage`);
      expect(res.statusCode, res.body).toBe(200);
      const usage = res.json<UsageResponse>();
      expect(usage).toEqual({
        from: `${month}-01`,
        to: lastDay,
        rows: [
          { matterId: merger.id, matterName: 'Acme merger', client: 'Acme, Inc.', number: 'M-001', userId: member.user.id, memberName: 'Mia Member', calls: 2, tokens: 1_500 },
          { matterId: merger.id, matterName: 'Acme merger', client: 'Acme, Inc.', number: 'M-001', userId: owner.user.id, memberName: 'Olivia Owner', calls: 1, tokens: 2_000 },
          { matterId: trap.id, matterName: trap.name, client: '+1 "quoted"', number: 'M-002', userId: member.user.id, memberName: 'Mia Member', calls: 1, tokens: 300 },
        ],
        totalTokens: 3_800,
      });
    }
  });

  it('gives a member only their own rows, and a non-member a 404', async () => {
    const usage = (await get(member, `/api/firms/${firm.id}/usage`)).json<UsageResponse>();
    expect(usage.rows.map((r) => [r.number, r.userId, r.tokens])).toEqual([
      ['M-001', member.user.id, 1_500],
      ['M-002', member.user.id, 300],
    ]);
    expect(usage.totalTokens).toBe(1_800);
    expect((await get(stranger, `/api/firms/${firm.id}/usage`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/firms/${firm.id}/usage?format=csv`)).statusCode).toBe(404);
  });

  it('takes a range of days, and refuses one that ends before it starts', async () => {
    const lastMonth = new Date(`${month}-01T00:00:00Z`);
    lastMonth.setUTCDate(0);
    const day = lastMonth.toISOString().slice(0, 10);
    const old = (await get(owner, `/api/firms/${firm.id}/usage?from=${day.slice(0, 8)}01&to=${day}`)).json<UsageResponse>();
    expect(old.rows.map((r) => [r.number, r.tokens, r.calls])).toEqual([['M-001', 9_999, 1]]);
    const both = (await get(owner, `/api/firms/${firm.id}/usage?from=${day.slice(0, 8)}01&to=${lastDay}`)).json<UsageResponse>();
    expect(both.totalTokens).toBe(3_800 + 9_999);
    const backwards = await get(owner, `/api/firms/${firm.id}/usage?from=${lastDay}&to=${month}-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ error: 'invalid-argument', message: expect.stringMatching(/from must not be after to/) });
    expect((await get(owner, `/api/firms/${firm.id}/usage?from=yesterday`)).statusCode).toBe(400);
  });

  it('downloads the usage as CSV with a header row, cells a spreadsheet would run defused', async () => {
    const res = await get(owner, `/api/firms/${firm.id}/usage?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="matter-usage-${month}-01-to-${lastDay}.csv"`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toEqual([
      'matter_number,matter_name,client,matter_id,member_name,member_id,calls,tokens',
      `M-001,Acme merger,"Acme, Inc.",${merger.id},Mia Member,${member.user.id},2,1500`,
      `M-001,Acme merger,"Acme, Inc.",${merger.id},Olivia Owner,${owner.user.id},1,2000`,
      `M-002,"'=HYPERLINK(""http://evil.test"")","'+1 ""quoted""",${trap.id},Mia Member,${member.user.id},1,300`,
    ]);
    const own = await get(member, `/api/firms/${firm.id}/usage?format=csv`);
    expect(own.body.trimEnd().split('\r\n').slice(1).every((line) => line.includes(member.user.id))).toBe(true);
  });

  it('gives administrators with phone MFA every firm\'s usage with the firm named, as JSON and CSV', async () => {
    const res = await get(siteAdmin, '/api/admin/usage/matters');
    expect(res.statusCode, res.body).toBe(200);
    const usage = res.json<AdminUsageResponse>();
    expect(usage.rows.map((r) => [r.firmName, r.number, r.memberName, r.tokens])).toEqual([
      ['Doe & Roe LLP', 'M-001', 'Mia Member', 1_500],
      ['Doe & Roe LLP', 'M-001', 'Olivia Owner', 2_000],
      ['Doe & Roe LLP', 'M-002', 'Mia Member', 300],
      ['Other Firm', 'X-1', stranger.user.name, 4_000],
    ]);
    expect(usage.rows[0]).toMatchObject({ firmId: firm.id });
    expect(usage.totalTokens).toBe(7_800);

    const csv = await get(siteAdmin, '/api/admin/usage/matters?format=csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="matter-usage-all-firms-/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('firm_name,firm_id,matter_number,matter_name,client,matter_id,member_name,member_id,calls,tokens');
    expect(lines.at(-1)).toBe(`Other Firm,${other.id},X-1,Elsewhere,Acme Corp.,${lines.at(-1)!.split(',')[5]},${stranger.user.name},${stranger.user.id},1,4000`);
    const events = await auditEvents(t, siteAdmin.headers, 'action=admin.analytics-exported');
    expect(events[0]).toMatchObject({ actor: { id: siteAdmin.user.id }, details: { report: 'matter-usage' } });

    expect((await get(owner, '/api/admin/usage/matters')).statusCode).toBe(403);
    expect((await get(await adminWithoutMfa(t), '/api/admin/usage/matters')).statusCode).toBe(403);
  });
});
