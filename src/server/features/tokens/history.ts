import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { TOKEN_BUCKETS, type LedgerEntry, type LedgerKind } from '../../../shared/api/tokens';
import type { Db } from '../../db/client';
import { tokenLedger } from '../../db/schema';

/** Reads of one user's ledger: pages of entries and tokens spent per day. */
export function createLedgerHistory(db: Db) {
  return {
    async page(userId: string, { cursor, limit }: { cursor?: number; limit: number }) {
      const rows = await db
        .select()
        .from(tokenLedger)
        .where(and(eq(tokenLedger.userId, userId), cursor ? lt(tokenLedger.id, cursor) : undefined))
        .orderBy(desc(tokenLedger.id))
        .limit(limit + 1);
      const entries: LedgerEntry[] = rows.slice(0, limit).map((row) => {
        const buckets = Object.fromEntries(TOKEN_BUCKETS.map((b) => [b, Number(row[b])])) as LedgerEntry['buckets'];
        return {
          id: row.id,
          kind: row.kind as LedgerKind,
          amount: TOKEN_BUCKETS.reduce((sum, b) => sum + Number(row[b]), 0),
          buckets,
          reference: row.reference,
          description: row.description,
          shortfall: Number(row.shortfall),
          createdAt: row.createdAt.toISOString(),
        };
      });
      return { entries, nextCursor: rows.length > limit ? entries.at(-1)!.id : null };
    },

    /** Net tokens consumed per UTC day by model calls (reservations less what settling gave back). */
    async usageByDay(userId: string, days: number, now = new Date()) {
      const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
      const spent = sql<number>`-sum(${tokenLedger.trial} + ${tokenLedger.monthly} + ${tokenLedger.rollover} + ${tokenLedger.referral} + ${tokenLedger.addon})`;
      const day = sql<string>`to_char(${tokenLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, spent })
        .from(tokenLedger)
        .where(
          and(
            eq(tokenLedger.userId, userId),
            gte(tokenLedger.createdAt, since),
            sql`${tokenLedger.kind} in ('reserve', 'settle', 'release')`,
          ),
        )
        .groupBy(day);
      const byDay = new Map(rows.map((r) => [r.day, Number(r.spent)]));
      return Array.from({ length: days }, (_, i) => {
        const date = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
        return { date, tokens: Math.max(0, byDay.get(date) ?? 0) };
      });
    },

    /** Users whose balance differs from the sum of their ledger (there should never be any). */
    async inconsistencies(): Promise<string[]> {
      const result = (await db.execute(sql`
        select a.user_id from token_accounts a
        left join (
          select user_id, sum(trial) trial, sum(monthly) monthly, sum(rollover) rollover, sum(referral) referral, sum(addon) addon
          from token_ledger group by user_id
        ) s on s.user_id = a.user_id
        where a.trial <> coalesce(s.trial, 0) or a.monthly <> coalesce(s.monthly, 0) or a.rollover <> coalesce(s.rollover, 0)
           or a.referral <> coalesce(s.referral, 0) or a.addon <> coalesce(s.addon, 0)
      `)) as unknown as { rows: Array<{ user_id: string }> };
      return result.rows.map((r) => r.user_id);
    },
  };
}

export type LedgerHistory = ReturnType<typeof createLedgerHistory>;
