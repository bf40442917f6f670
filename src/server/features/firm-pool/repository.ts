import { and, asc, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firmMembers, firms, matters, meteredUsage, users } from '../../db/schema';

/** Which settled calls a usage report covers: one firm's (or every firm's), one member's or all, in [from, until). */
export interface UsageFilter {
  firmId: string | null;
  userId?: string;
  from: Date;
  until: Date;
}

/**
 * The firm pool's reads and the members' caps. Every query that takes a firm id is for the service after it has
 * checked the caller's membership of that firm.
 */
export function createFirmPoolRepository(db: Db) {
  return {
    /** Each member of the firm (or only `userId`) with their cap and the tokens their settled calls drew since `since`. */
    async memberCaps(firmId: string, since: Date, userId?: string) {
      const drawn = db
        .select({ userId: meteredUsage.userId, tokens: sql<string>`sum(${meteredUsage.tokens})`.as('tokens') })
        .from(meteredUsage)
        .where(and(eq(meteredUsage.firmId, firmId), gte(meteredUsage.createdAt, since)))
        .groupBy(meteredUsage.userId)
        .as('drawn');
      const rows = await db
        .select({ userId: users.id, name: users.name, monthlyTokenCap: firmMembers.monthlyTokenCap, used: sql<string>`coalesce(${drawn.tokens}, 0)` })
        .from(firmMembers)
        .innerJoin(users, eq(users.id, firmMembers.userId))
        .leftJoin(drawn, eq(drawn.userId, firmMembers.userId))
        .where(and(eq(firmMembers.firmId, firmId), userId ? eq(firmMembers.userId, userId) : undefined))
        .orderBy(asc(firmMembers.createdAt), asc(users.email));
      return rows.map(({ used, monthlyTokenCap, ...row }) => ({
        ...row,
        monthlyTokenCap: monthlyTokenCap === null ? null : Number(monthlyTokenCap),
        usedThisMonth: Number(used),
      }));
    },

    /** Sets a member's cap; returns the cap it replaces, or undefined when they are not a member of the firm. */
    async setCap(firmId: string, userId: string, cap: number | null): Promise<{ from: number | null } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ cap: firmMembers.monthlyTokenCap })
          .from(firmMembers)
          .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, userId)))
          .for('update');
        if (!row) return undefined;
        await tx.update(firmMembers).set({ monthlyTokenCap: cap }).where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, userId)));
        return { from: row.cap === null ? null : Number(row.cap) };
      });
    },

    /**
     * Settled matter calls grouped by firm, matter and member, with their count and tokens. Personal work (no firm)
     * is never included. A deleted matter's calls stay, under its id with an empty name.
     */
    async usage({ firmId, userId, from, until }: UsageFilter) {
      const rows = await db
        .select({
          firmId: sql<string>`${meteredUsage.firmId}`,
          firmName: sql<string>`coalesce(${firms.name}, '')`,
          matterId: meteredUsage.matterId,
          matterName: sql<string>`coalesce(${matters.name}, '')`,
          client: sql<string>`coalesce(${matters.client}, '')`,
          number: sql<string>`coalesce(${matters.number}, '')`,
          userId: meteredUsage.userId,
          memberName: users.name,
          calls: count(),
          tokens: sql<string>`sum(${meteredUsage.tokens})`,
        })
        .from(meteredUsage)
        .innerJoin(users, eq(users.id, meteredUsage.userId))
        .leftJoin(matters, eq(matters.id, meteredUsage.matterId))
        .leftJoin(firms, eq(firms.id, meteredUsage.firmId))
        .where(
          and(
            firmId ? eq(meteredUsage.firmId, firmId) : isNotNull(meteredUsage.firmId),
            isNotNull(meteredUsage.matterId),
            userId ? eq(meteredUsage.userId, userId) : undefined,
            gte(meteredUsage.createdAt, from),
            lt(meteredUsage.createdAt, until),
          ),
        )
        .groupBy(meteredUsage.firmId, firms.name, meteredUsage.matterId, matters.name, matters.client, matters.number, meteredUsage.userId, users.name)
        .orderBy(asc(firms.name), asc(meteredUsage.firmId), asc(matters.number), asc(meteredUsage.matterId), asc(users.name), asc(meteredUsage.userId));
      return rows.map((row) => ({ ...row, tokens: Number(row.tokens) }));
    },

    /**
     * One user's settled calls in [from, until) grouped by firm and matter, personal work (no firm) as one group
     * first, then by firm name and matter number. Names of a deleted firm or matter come back empty.
     */
    async usageOf({ userId, from, until }: { userId: string; from: Date; until: Date }) {
      const rows = await db
        .select({
          firmId: meteredUsage.firmId,
          firmName: sql<string>`coalesce(${firms.name}, '')`,
          matterId: meteredUsage.matterId,
          matterName: sql<string>`coalesce(${matters.name}, '')`,
          client: sql<string>`coalesce(${matters.client}, '')`,
          number: sql<string>`coalesce(${matters.number}, '')`,
          calls: count(),
          tokens: sql<string>`sum(${meteredUsage.tokens})`,
        })
        .from(meteredUsage)
        .leftJoin(matters, eq(matters.id, meteredUsage.matterId))
        .leftJoin(firms, eq(firms.id, meteredUsage.firmId))
        .where(and(eq(meteredUsage.userId, userId), gte(meteredUsage.createdAt, from), lt(meteredUsage.createdAt, until)))
        .groupBy(meteredUsage.firmId, firms.name, meteredUsage.matterId, matters.name, matters.client, matters.number)
        .orderBy(sql`${meteredUsage.firmId} is not null`, asc(firms.name), asc(meteredUsage.firmId), asc(matters.number), asc(meteredUsage.matterId));
      return rows.map((row) => ({ ...row, tokens: Number(row.tokens) }));
    },
  };
}

export type FirmPoolRepository = ReturnType<typeof createFirmPoolRepository>;
