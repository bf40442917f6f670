import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firmMembers, firms, matterMembers, matters, meteredUsage, users } from '../../db/schema';
import type { FirmRole } from '../../../shared/api/firms';
import type { MatterRow } from './access';

type MatterFields = Pick<MatterRow, 'name' | 'client' | 'number'>;

/** PostgreSQL's unique_violation; drizzle wraps the driver's error as `cause`. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

const memberCount = sql<number>`(select count(*) from matter_members mm where mm.matter_id = "matters"."id")::int`;

/**
 * The matters tables. Reads that take a matter id are for the service after it has checked the caller's place in the
 * matter or its firm (`standing`), which is how every route is scoped to the acting user.
 */
export function createMattersRepository(db: Db) {
  return {
    /** The matters the user is a member of, in every firm or in one, by firm then name. */
    async listFor(userId: string, firmId?: string) {
      return db
        .select({ matter: matters, firmName: firms.name, memberCount })
        .from(matterMembers)
        .innerJoin(matters, eq(matters.id, matterMembers.matterId))
        .innerJoin(firms, eq(firms.id, matters.firmId))
        .where(and(eq(matterMembers.userId, userId), firmId ? eq(matters.firmId, firmId) : undefined))
        .orderBy(asc(firms.name), asc(matters.name), asc(matters.id));
    },

    async firmRole(firmId: string, userId: string): Promise<FirmRole | null> {
      const [row] = await db
        .select({ role: firmMembers.role })
        .from(firmMembers)
        .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, userId)));
      return row?.role ?? null;
    },

    /** The matter with its firm's name, and the caller's place: a matter member, and their role in the firm. */
    async standing(matterId: string, userId: string) {
      const [row] = await db
        .select({
          matter: matters,
          firmName: firms.name,
          memberCount,
          isMember: sql<boolean>`exists (select 1 from matter_members mm where mm.matter_id = "matters"."id" and mm.user_id = ${userId})`,
          firmRole: firmMembers.role,
        })
        .from(matters)
        .innerJoin(firms, eq(firms.id, matters.firmId))
        .leftJoin(firmMembers, and(eq(firmMembers.firmId, matters.firmId), eq(firmMembers.userId, userId)))
        .where(eq(matters.id, matterId));
      return row ?? null;
    },

    /** Opens the matter with its creator as its first member. */
    async create(values: MatterFields & { id: string; firmId: string; createdBy: string }): Promise<MatterRow> {
      return db.transaction(async (tx) => {
        const [matter] = await tx.insert(matters).values(values).returning();
        await tx.insert(matterMembers).values({ matterId: values.id, userId: values.createdBy, addedBy: values.createdBy });
        return matter!;
      });
    },

    async update(matterId: string, changes: Partial<MatterFields>): Promise<void> {
      await db.update(matters).set({ ...changes, updatedAt: new Date() }).where(eq(matters.id, matterId));
    },

    /** Deletes the matter; its members, key, drafts, conversations and documents go with it (foreign keys cascade). */
    async remove(matterId: string): Promise<void> {
      await db.delete(matters).where(eq(matters.id, matterId));
    },

    async members(matterId: string) {
      return db
        .select({ userId: users.id, name: users.name, email: users.email, addedAt: matterMembers.createdAt })
        .from(matterMembers)
        .innerJoin(users, eq(users.id, matterMembers.userId))
        .where(eq(matterMembers.matterId, matterId))
        .orderBy(asc(matterMembers.createdAt), asc(users.email));
    },

    /**
     * Adds a member of the firm: 'not-in-firm' when they are not one. Their firm membership is held until the row is
     * written, so a removal from the firm running at the same time waits and then removes this membership too.
     */
    async addMember({ matterId, firmId, userId, addedBy }: { matterId: string; firmId: string; userId: string; addedBy: string }) {
      return db.transaction(async (tx) => {
        const [inFirm] = await tx
          .select({ userId: firmMembers.userId })
          .from(firmMembers)
          .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, userId)))
          .for('share');
        if (!inFirm) return 'not-in-firm' as const;
        const added = await tx.insert(matterMembers).values({ matterId, userId, addedBy }).onConflictDoNothing().returning({ userId: matterMembers.userId });
        return added.length > 0 ? ('added' as const) : ('already' as const);
      });
    },

    /** Removes a member; false when they were not one. */
    async removeMember(matterId: string, userId: string): Promise<boolean> {
      const removed = await db
        .delete(matterMembers)
        .where(and(eq(matterMembers.matterId, matterId), eq(matterMembers.userId, userId)))
        .returning({ userId: matterMembers.userId });
      return removed.length > 0;
    },

    /** Tokens every settled model call on the matter's work used, by whoever made it. */
    async tokensUsed(matterId: string): Promise<number> {
      const [row] = await db
        .select({ tokens: sql<string | number | null>`sum(${meteredUsage.tokens})` })
        .from(meteredUsage)
        .where(eq(meteredUsage.matterId, matterId));
      return Number(row?.tokens ?? 0);
    },
  };
}

export type MattersRepository = ReturnType<typeof createMattersRepository>;
