import { and, eq, inArray, isNull, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firmMembers, matterMembers, matters } from '../../db/schema';
import { AppError } from '../../http/errors';

export type MatterRow = typeof matters.$inferSelect;

/** The same 404 as a matter that does not exist: a wall does not say what is behind it. */
export const matterNotFound = () => new AppError('not-found', 'This matter does not exist, or you are not a member of it.');

/** A row its author just wrote, read back: gone only when they were removed from its matter meanwhile (then 404). */
export function writtenRow<T>(row: T | null): T {
  if (row === null) throw matterNotFound();
  return row;
}

/** The columns a draft, conversation or document query selects (left-joined on `matters`) to name its matter. */
export const matterRefColumns = { id: matters.id, name: matters.name, number: matters.number };

/** The list filter (`matterId`): one matter's items, only personal ones (`personal`), or all (absent). */
export function matterFilter(column: Column, matterId: string | undefined): SQL | undefined {
  if (matterId === undefined) return undefined;
  return matterId === 'personal' ? isNull(column) : eq(column, matterId);
}

/**
 * Who may see what is inside a matter (ADR 025). Membership is read on every call, never cached in a token or a
 * session, so a member who is removed loses access on their next request.
 */
export function createMatterAccess(db: Db) {
  /** Rows the user may see: their own personal ones, and those of every matter they are a member of. */
  function visibleTo(columns: { userId: Column; matterId: Column }, userId: string): SQL {
    return or(
      and(isNull(columns.matterId), eq(columns.userId, userId)),
      inArray(columns.matterId, db.select({ id: matterMembers.matterId }).from(matterMembers).where(eq(matterMembers.userId, userId))),
    )!;
  }

  /** The matter, when the user is one of its members; otherwise null (treat as not found). */
  async function memberOf(matterId: string, userId: string): Promise<MatterRow | null> {
    const [row] = await db
      .select({ matter: matters })
      .from(matterMembers)
      .innerJoin(matters, eq(matters.id, matterMembers.matterId))
      .where(and(eq(matterMembers.matterId, matterId), eq(matterMembers.userId, userId)));
    return row?.matter ?? null;
  }

  return {
    visibleTo,
    memberOf,

    /** As `memberOf`, but a non-member gets the matter's 404. */
    async requireMember(matterId: string, userId: string): Promise<MatterRow> {
      const matter = await memberOf(matterId, userId);
      if (!matter) throw matterNotFound();
      return matter;
    },

    /** Whether the user is still a member of the matter's firm (removal from the firm ends every matter membership). */
    async inFirm(firmId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(firmMembers)
        .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, userId)));
      return row !== undefined;
    },
  };
}

export type MatterAccess = ReturnType<typeof createMatterAccess>;
