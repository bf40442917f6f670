import { aliasedTable, and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminInvitations, users } from '../../db/schema';

export function createAdminAccessRepository(db: Db) {
  return {
    async adminExists(): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`'admin' = any(string_to_array(${users.role}, ','))`)
        .limit(1);
      return Boolean(row);
    },
    async makeAdmin(userId: string): Promise<void> {
      await db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
    },
    async createInvitation(invitation: { codeHash: string; createdBy: string; expiresAt: Date }): Promise<number> {
      const [row] = await db.insert(adminInvitations).values(invitation).returning({ id: adminInvitations.id });
      return row!.id;
    },
    /** The newest invitations with the emails of who created and who used each (never the code's hash). */
    async listInvitations(limit: number) {
      const creator = aliasedTable(users, 'creator');
      const invitee = aliasedTable(users, 'invitee');
      return db
        .select({
          id: adminInvitations.id,
          createdAt: adminInvitations.createdAt,
          expiresAt: adminInvitations.expiresAt,
          usedAt: adminInvitations.usedAt,
          createdBy: creator.email,
          usedBy: invitee.email,
        })
        .from(adminInvitations)
        .leftJoin(creator, eq(creator.id, adminInvitations.createdBy))
        .leftJoin(invitee, eq(invitee.id, adminInvitations.usedBy))
        .orderBy(desc(adminInvitations.id))
        .limit(limit);
    },
    /** Marks a valid invitation used and returns its id; null when the code is unknown, used or expired. */
    async claimInvitation(codeHash: string): Promise<number | null> {
      const [row] = await db
        .update(adminInvitations)
        .set({ usedAt: new Date() })
        .where(and(eq(adminInvitations.codeHash, codeHash), isNull(adminInvitations.usedAt), gt(adminInvitations.expiresAt, new Date())))
        .returning({ id: adminInvitations.id });
      return row?.id ?? null;
    },
    async releaseInvitation(id: number): Promise<void> {
      await db.update(adminInvitations).set({ usedAt: null }).where(eq(adminInvitations.id, id));
    },
    async recordInvitee(id: number, userId: string): Promise<void> {
      await db.update(adminInvitations).set({ usedBy: userId }).where(eq(adminInvitations.id, id));
    },
  };
}

export type AdminAccessRepository = ReturnType<typeof createAdminAccessRepository>;
