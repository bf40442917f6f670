import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import { firmMembers, firms, matterMembers, matters } from '../../src/server/db/schema';
import type { FirmRole } from '../../src/shared/api/firms';
import type { TestApp } from './app';

/**
 * A firm written straight to the database: `owner` and the other members with their roles (and optional monthly
 * caps). For tests of what happens inside a firm, not of how people join one (tests/api/firms.test.ts does that).
 */
export async function buildFirm(
  db: Db,
  { name = 'Doe & Roe LLP', owner, members = [] }: { name?: string; owner: string; members?: Array<{ userId: string; role?: FirmRole; cap?: number | null }> },
) {
  const id = randomUUID();
  await db.insert(firms).values({ id, name, createdBy: owner });
  await db.insert(firmMembers).values([
    { firmId: id, userId: owner, role: 'owner' },
    ...members.map((m) => ({ firmId: id, userId: m.userId, role: m.role ?? ('member' as const), monthlyTokenCap: m.cap ?? null })),
  ]);
  return { id, name };
}

let matterSequence = 0;

/** A matter of `firmId` with `members` inside its wall (the first is its creator). */
export async function buildMatter(
  db: Db,
  { firmId, members, name, client = 'Acme Corp.', number }: { firmId: string; members: string[]; name?: string; client?: string; number?: string },
) {
  matterSequence += 1;
  const id = randomUUID();
  const row = { id, firmId, name: name ?? `Matter ${matterSequence}`, client, number: number ?? `M-${String(matterSequence).padStart(4, '0')}` };
  await db.insert(matters).values({ ...row, createdBy: members[0] ?? null });
  if (members.length > 0) await db.insert(matterMembers).values(members.map((userId) => ({ matterId: id, userId, addedBy: members[0] })));
  return row;
}

/** Tokens put straight into a firm's pool, as a grant. */
export const fundPool = (t: TestApp, firmId: string, amount: number) =>
  t.app.services.firmPool.credit({ firmId, userId: null, kind: 'grant', amount, description: 'Test grant', idempotencyKey: `test-grant:${randomUUID()}` });

/**
 * The usual cast: a firm of `owner`, `admin` and `member` (the member with `cap`), one matter of it that the member
 * and the owner are in, and `pool` tokens in its pool.
 */
export async function buildFirmWithMatter(
  t: TestApp,
  { owner, admin, member, pool = 0, cap = null }: { owner: string; admin: string; member: string; pool?: number; cap?: number | null },
) {
  const firm = await buildFirm(t.database.db, { owner, members: [{ userId: admin, role: 'admin' }, { userId: member, cap }] });
  const matter = await buildMatter(t.database.db, { firmId: firm.id, members: [member, owner] });
  if (pool > 0) await fundPool(t, firm.id, pool);
  return { firm, matter };
}

/** A metered call of `used` tokens through the app's own metered ledger, as chat, drafting and document questions make them. */
export async function meteredCall(t: TestApp, userId: string, matterId: string | null, used: number) {
  const { meteredLedger } = t.app.services;
  const { reservationId } = await meteredLedger.reserve({ userId, amount: used, reference: `chat:${matterId ?? 'personal'}`, matterId });
  await meteredLedger.settle(reservationId, used);
}

/** This UTC month as `YYYY-MM` and its last day as `YYYY-MM-DD`: the usage reports' default range. */
export function thisMonth() {
  const month = new Date().toISOString().slice(0, 7);
  const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
  return { month, lastDay };
}
