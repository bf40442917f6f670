import { and, asc, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firmInvitations, firmMembers, firms, matterMembers, matters, profiles, users } from '../../db/schema';
import type { FirmRole, InvitedRole } from '../../../shared/api/firms';

export type InvitationRow = typeof firmInvitations.$inferSelect;

/** An invitation still waiting: neither accepted nor expired. */
const pending = (now: Date) => and(isNull(firmInvitations.acceptedAt), gt(firmInvitations.expiresAt, now));

/**
 * The firms tables. Reads that take a firm id are for the service after it has checked the caller's membership
 * (`membership`), which is how every route is scoped to the acting user.
 */
function firmQueries(db: Db) {
  return {
    async listFor(userId: string) {
      return db
        .select({ id: firms.id, name: firms.name, role: firmMembers.role, createdAt: firms.createdAt })
        .from(firmMembers)
        .innerJoin(firms, eq(firms.id, firmMembers.firmId))
        .where(eq(firmMembers.userId, userId))
        .orderBy(asc(firms.name), asc(firms.id));
    },

    async create({ id, name, userId }: { id: string; name: string; userId: string }) {
      return db.transaction(async (tx) => {
        const [firm] = await tx.insert(firms).values({ id, name, createdBy: userId }).returning();
        await tx.insert(firmMembers).values({ firmId: id, userId, role: 'owner' });
        return firm!;
      });
    },

    /** The caller's role in the firm, or null when they are not a member (the firm then does not exist for them). */
    async membership(firmId: string, userId: string): Promise<{ firm: typeof firms.$inferSelect; role: FirmRole } | null> {
      const [row] = await db
        .select({ firm: firms, role: firmMembers.role })
        .from(firmMembers)
        .innerJoin(firms, eq(firms.id, firmMembers.firmId))
        .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, userId)));
      return row ?? null;
    },

    async members(firmId: string) {
      return db
        .select({ userId: users.id, name: users.name, email: users.email, role: firmMembers.role, joinedAt: firmMembers.createdAt })
        .from(firmMembers)
        .innerJoin(users, eq(users.id, firmMembers.userId))
        .where(eq(firmMembers.firmId, firmId))
        .orderBy(asc(firmMembers.createdAt), asc(users.email));
    },

    async pendingInvitations(firmId: string, now: Date) {
      return db
        .select()
        .from(firmInvitations)
        .where(and(eq(firmInvitations.firmId, firmId), pending(now)))
        .orderBy(asc(firmInvitations.createdAt));
    },

    /** The plans of the firm's owners: the best of them decides the seats. */
    async ownerPlans(firmId: string): Promise<string[]> {
      const rows = await db
        .select({ plan: profiles.subscriptionPlan })
        .from(firmMembers)
        .innerJoin(profiles, eq(profiles.userId, firmMembers.userId))
        .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.role, 'owner')));
      return rows.map((row) => row.plan);
    },

    async ownerCount(firmId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(firmMembers)
        .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.role, 'owner')));
      return row?.n ?? 0;
    },

    async isMemberByEmail(firmId: string, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(firmMembers)
        .innerJoin(users, eq(users.id, firmMembers.userId))
        .where(and(eq(firmMembers.firmId, firmId), eq(users.email, email)));
      return row !== undefined;
    },

    async pendingInvitationFor(firmId: string, email: string, now: Date): Promise<InvitationRow | null> {
      const [row] = await db
        .select()
        .from(firmInvitations)
        .where(and(eq(firmInvitations.firmId, firmId), eq(firmInvitations.email, email), pending(now)));
      return row ?? null;
    },

    async insertInvitation(values: typeof firmInvitations.$inferInsert): Promise<InvitationRow> {
      const [row] = await db.insert(firmInvitations).values(values).returning();
      return row!;
    },

    /** A new link for a pending invitation (same id): the old link stops working. */
    async renewInvitation(id: string, values: { role: InvitedRole; tokenHash: string; invitedBy: string; expiresAt: Date }): Promise<InvitationRow> {
      const [row] = await db.update(firmInvitations).set(values).where(eq(firmInvitations.id, id)).returning();
      return row!;
    },

    async invitationByTokenHash(tokenHash: string): Promise<InvitationRow | null> {
      const [row] = await db.select().from(firmInvitations).where(eq(firmInvitations.tokenHash, tokenHash));
      return row ?? null;
    },

    /** Marks the invitation used and adds the member; false when another request used it first. */
    async accept(invitation: InvitationRow, userId: string, now: Date): Promise<boolean> {
      const used = await db
        .update(firmInvitations)
        .set({ acceptedAt: now })
        .where(and(eq(firmInvitations.id, invitation.id), isNull(firmInvitations.acceptedAt)))
        .returning({ id: firmInvitations.id });
      if (used.length === 0) return false;
      await db.insert(firmMembers).values({ firmId: invitation.firmId, userId, role: invitation.role }).onConflictDoNothing();
      return true;
    },

    /** Removes a pending invitation of the firm; false when there is none with that id. */
    async deletePendingInvitation(firmId: string, invitationId: string, now: Date): Promise<InvitationRow | null> {
      const [row] = await db
        .delete(firmInvitations)
        .where(and(eq(firmInvitations.firmId, firmId), eq(firmInvitations.id, invitationId), pending(now)))
        .returning();
      return row ?? null;
    },

    async memberRole(firmId: string, userId: string): Promise<FirmRole | null> {
      const [row] = await db
        .select({ role: firmMembers.role })
        .from(firmMembers)
        .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, userId)));
      return row?.role ?? null;
    },

    /** Adds a member directly (single sign-on's just-in-time membership); callers check seats under the firm's lock. */
    async addMember(firmId: string, userId: string, role: FirmRole): Promise<void> {
      await db.insert(firmMembers).values({ firmId, userId, role }).onConflictDoNothing();
    },

    async setRole(firmId: string, userId: string, role: FirmRole): Promise<void> {
      await db.update(firmMembers).set({ role }).where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, userId)));
    },

    /** Removes the member from the firm and from every one of its matters: they lose access to the matters' work at once (ADR 025). */
    async removeMember(firmId: string, userId: string): Promise<void> {
      // The firm membership goes first: a matter addition holding it (see the matters repository) finishes before.
      await db.delete(firmMembers).where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, userId)));
      const firmMatters = db.select({ id: matters.id }).from(matters).where(eq(matters.firmId, firmId));
      await db.delete(matterMembers).where(and(eq(matterMembers.userId, userId), inArray(matterMembers.matterId, firmMatters)));
    },

    async userEmail(userId: string): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    /** A firm's name, for messages about it to someone who is not a member yet (a single sign-on link's holder). */
    async firmName(firmId: string): Promise<string | null> {
      const [row] = await db.select({ name: firms.name }).from(firms).where(eq(firms.id, firmId));
      return row?.name ?? null;
    },

    /** The user's address and whether they have proven it is theirs (issue #40). */
    async userAddress(userId: string): Promise<{ email: string; verified: boolean } | null> {
      const [row] = await db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, userId));
      return row ?? null;
    },
  };
}

export type FirmQueries = ReturnType<typeof firmQueries>;

export function createFirmsRepository(db: Db) {
  return {
    ...firmQueries(db),
    /** Runs `work` with the firm's row locked, so seat counts and the last-owner rule hold under concurrent calls. */
    async locked<T>(firmId: string, work: (queries: FirmQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: firms.id }).from(firms).where(eq(firms.id, firmId)).for('update');
        return work(firmQueries(tx));
      });
    },
  };
}

export type FirmsRepository = ReturnType<typeof createFirmsRepository>;
