import { and, count, desc, eq, gt, ilike, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatSessions, drafts, profiles, sessions, tokenAccounts, users } from '../../db/schema';
import { CURSOR_MESSAGE, decodePageCursor, encodePageCursor } from '../../../shared/api/paging';
import { AppError } from '../../http/errors';
import { containsPattern } from './search-pattern';

/** Where a page of accounts (newest first) starts: after this (createdAt, id). */
interface AccountKey {
  createdAt: Date;
  id: string;
}

const encodeCursor = (key: AccountKey) => encodePageCursor({ at: key.createdAt, id: key.id });

/** The route's schema has refused a cursor this does not read; this stands for callers that skip it. */
function decodeCursor(cursor: string): AccountKey {
  const key = decodePageCursor(cursor);
  if (!key) throw new AppError('invalid-argument', CURSOR_MESSAGE);
  return { createdAt: key.at, id: key.id };
}

/** True when the role list (better-auth keeps it comma-separated) includes admin. */
export const isAdminRole = (role: string | null) => (role ?? '').split(',').includes('admin');
const hasAdminRole = sql`'admin' = any(string_to_array(${users.role}, ','))`;

const tokenCount = sql<number>`coalesce(${tokenAccounts.trial} + ${tokenAccounts.monthly} + ${tokenAccounts.rollover} + ${tokenAccounts.referral} + ${tokenAccounts.addon}, 0)`;

const summaryColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  createdAt: users.createdAt,
  role: users.role,
  banned: users.banned,
  twoFactorEnabled: users.twoFactorEnabled,
  tokenCount,
};

type SummaryRow = { id: string; email: string; name: string; createdAt: Date; role: string | null; banned: boolean | null; twoFactorEnabled: boolean | null; tokenCount: number };

const toSummary = (row: SummaryRow) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  isAdmin: isAdminRole(row.role),
  disabled: Boolean(row.banned),
  twoFactorEnabled: Boolean(row.twoFactorEnabled),
  tokenCount: Number(row.tokenCount),
});

/** The admin's reads of accounts. Unlike the users' own repositories these span every account, by design. */
export function createAdminUsersRepository(db: Db) {
  /** Someone's conversations or drafts: how many, and the latest by ids, dates and tokens (no title, no content). */
  async function workOf(table: typeof chatSessions | typeof drafts, userId: string) {
    const [total] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
    const recent = await db
      .select({ id: table.id, createdAt: table.createdAt, updatedAt: table.updatedAt, tokensUsed: table.tokensUsed })
      .from(table)
      .where(eq(table.userId, userId))
      .orderBy(desc(table.updatedAt))
      .limit(10);
    return {
      count: Number(total?.n ?? 0),
      recent: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(), tokensUsed: Number(r.tokensUsed) })),
    };
  }

  return {
    /** Accounts whose email or name contains `q`, newest first. */
    async search({ q, cursor, limit }: { q?: string; cursor?: string; limit: number }) {
      const after = cursor ? decodeCursor(cursor) : null;
      const pattern = q ? containsPattern(q) : null;
      const afterKey = after
        ? or(lt(users.createdAt, after.createdAt), and(eq(users.createdAt, after.createdAt), lt(users.id, after.id)))
        : undefined;
      const rows = await db
        .select(summaryColumns)
        .from(users)
        .leftJoin(tokenAccounts, eq(tokenAccounts.userId, users.id))
        .where(and(pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined, afterKey))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return { users: page.map(toSummary), nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
    },

    async summary(userId: string) {
      const [row] = await db.select(summaryColumns).from(users).leftJoin(tokenAccounts, eq(tokenAccounts.userId, users.id)).where(eq(users.id, userId));
      return row ? toSummary(row) : null;
    },

    async profileOf(userId: string) {
      const [row] = await db
        .select({ user: users, profile: profiles })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** Signed-in sessions that have not expired, most recently used first (never their tokens). */
    async activeSessions(userId: string) {
      const rows = await db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.updatedAt));
      return rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        lastActiveAt: r.updatedAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
        ipAddress: r.ipAddress,
        userAgent: r.userAgent,
      }));
    },

    conversationsOf: (userId: string) => workOf(chatSessions, userId),
    draftsOf: (userId: string) => workOf(drafts, userId),

    /**
     * Sets the role in a transaction that locks every active admin first, so two admins demoting each other at the
     * same moment cannot leave none. `check` sees how many active admins there are and may refuse.
     */
    async setRole(userId: string, role: 'admin' | 'user', check: (activeAdmins: number) => void): Promise<void> {
      await db.transaction(async (tx) => {
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(hasAdminRole, sql`coalesce(${users.banned}, false) = false`))
          .for('update');
        check(admins.length);
        await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
      });
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
