import { aliasedTable, and, desc, eq, exists, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminInvitations, appSettings, users } from '../../db/schema';

/**
 * Setup codes live in app_settings, one row per printed code (`admin_setup_code_hash:<hash>`), since every instance
 * prints its own. The bare prefix also matches the single row earlier versions kept, so clearing removes it too.
 */
const SETUP_CODES = 'admin_setup_code_hash';
const setupCodeKey = (codeHash: string) => `${SETUP_CODES}:${codeHash}`;
const isSetupCode = sql`starts_with(${appSettings.key}, ${SETUP_CODES})`;

export type StoredSetupCode = typeof appSettings.$inferSelect;

export function createAdminAccessRepository(db: Db) {
  return {
    async addSetupCode(codeHash: string): Promise<void> {
      await db.insert(appSettings).values({ key: setupCodeKey(codeHash), value: codeHash }).onConflictDoNothing();
    },
    /** True while any setup code is stored (expired or not): none means another request has just taken them. */
    async setupCodesPending(): Promise<boolean> {
      const [row] = await db.select({ key: appSettings.key }).from(appSettings).where(isSetupCode).limit(1);
      return Boolean(row);
    },
    /**
     * Takes every setup code at once if `codeHash` is still among them, and returns what it took (nothing when
     * another request took them first): one statement, so of two codes used at the same moment only one wins.
     */
    async claimSetupCodes(codeHash: string, since: Date): Promise<StoredSetupCode[]> {
      const given = aliasedTable(appSettings, 'given');
      const stillValid = db
        .select({ key: given.key })
        .from(given)
        .where(and(eq(given.key, setupCodeKey(codeHash)), gt(given.updatedAt, since)));
      return db.delete(appSettings).where(and(isSetupCode, exists(stillValid))).returning();
    },
    /** Puts back the codes a failed setup took, with their age. */
    async restoreSetupCodes(rows: StoredSetupCode[]): Promise<void> {
      if (rows.length > 0) await db.insert(appSettings).values(rows).onConflictDoNothing();
    },
    /** Removes the codes printed before `before`, or every code when it is omitted. */
    async clearSetupCodes(before?: Date): Promise<void> {
      await db.delete(appSettings).where(before ? and(isSetupCode, lte(appSettings.updatedAt, before)) : isSetupCode);
    },
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
