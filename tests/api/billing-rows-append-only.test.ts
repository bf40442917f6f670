import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firmTokenLedger, firms, meteredUsage, users } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from '../support/app';
import { buildUser, type TestUser } from '../support/builders';

describe('the rows firms are billed from', () => {
  let t: TestApp;
  let member: TestUser;
  const firmId = 'firm-append-only';

  beforeAll(async () => {
    t = await buildTestApp();
    member = await buildUser(t.app);
    const db = t.database.db;
    await db.insert(firms).values({ id: firmId, name: 'Append & Only LLP', createdBy: member.id });
    await db.insert(firmTokenLedger).values({
      firmId, userId: member.id, matterId: 'matter-1', kind: 'settle', amount: -1_200, description: 'Used 1,200 tokens', idempotencyKey: 'settle:1',
    });
    await db.insert(meteredUsage).values({ userId: member.id, firmId, matterId: 'matter-1', tokens: 1_200, reference: 'chat:1' });
  });
  afterAll(() => t.close());

  const refusal = (query: Promise<unknown>) =>
    query.then(
      () => 'accepted',
      (error: Error) => `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`,
    );

  it('refuses raw edits and deletes of the firm pool ledger and of metered usage', async () => {
    const db = t.database.db;
    expect(await refusal(db.execute(sql`update firm_token_ledger set amount = 0`))).toMatch(/firm_token_ledger is append-only/);
    expect(await refusal(db.execute(sql`delete from firm_token_ledger`))).toMatch(/firm_token_ledger is append-only/);
    expect(await refusal(db.execute(sql`update metered_usage set tokens = 1`))).toMatch(/metered_usage is append-only/);
    expect(await refusal(db.execute(sql`delete from metered_usage`))).toMatch(/metered_usage is append-only/);
    expect((await db.select().from(meteredUsage)).map((r) => r.tokens)).toEqual([1_200]);
  });

  it("still lets a deleted member's id go to null in the ledger, and a deleted firm take its ledger with it", async () => {
    const db = t.database.db;
    await db.delete(users).where(eq(users.id, member.id));
    expect((await db.select().from(firmTokenLedger)).map((r) => [r.userId, r.amount])).toEqual([[null, -1_200]]);
    // Usage rows are the member's own record and go with their account.
    expect(await db.select().from(meteredUsage)).toEqual([]);
    await db.delete(firms).where(eq(firms.id, firmId));
    expect(await db.select().from(firmTokenLedger)).toEqual([]);
  });
});
