import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import { firmMembers, firms, matterMembers, matters } from '../../src/server/db/schema';
import type { FirmRole } from '../../src/shared/api/firms';

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
