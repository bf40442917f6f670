import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';

/** A half-open range of instants, [start, end), as ISO strings. */
export interface Range {
  start: string;
  end: string;
}

const day = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);
const within = (column: string, { start, end }: Range) =>
  sql`${sql.raw(column)} >= ${start}::timestamptz and ${sql.raw(column)} < ${end}::timestamptz`;

/** Ledger kinds that are a user's own doing: model calls and purchases (not grants an admin or a job made). */
const ACTIVITY_KINDS = sql.raw(`('reserve', 'settle', 'release', 'purchase')`);
const MODEL_CALL_KINDS = sql.raw(`('reserve', 'settle', 'release')`);
const NET_SPENT = sql.raw('-(l.trial + l.monthly + l.rollover + l.referral + l.addon)');

type Counted = { date: string; n: string | number };

/** The figures behind /admin's analytics, each grouped by UTC day; every query reads one range of time. */
export function createAnalyticsRepository(db: Db) {
  return {
    pageVisits: (range: Range) =>
      selectRows<{ date: string; path: string; n: string | number }>(
        db,
        sql`select ${day('visited_at')} as date, path, count(*) as n from page_visits
            where ${within('visited_at', range)} group by 1, 2 order by 1, 3 desc`,
      ),

    signUps: (range: Range) =>
      selectRows<Counted>(db, sql`select ${day('created_at')} as date, count(*) as n from users where ${within('created_at', range)} group by 1`),

    /** (day, user) pairs of users who used or bought tokens, or signed in, that day. */
    activeUsers: (range: Range) =>
      selectRows<{ date: string; user_id: string }>(
        db,
        sql`select ${day('l.created_at')} as date, l.user_id from token_ledger l
              where l.kind in ${ACTIVITY_KINDS} and ${within('l.created_at', range)}
            union
            select ${day('at')} as date, actor_user_id as user_id from audit_events
              where action = 'auth.sign-in' and actor_user_id is not null and ${within('at', range)}`,
      ),

    /** Net tokens model calls consumed (reservations less what settling gave back), as the dashboard counts them. */
    tokensUsed: (range: Range) =>
      selectRows<Counted>(
        db,
        sql`select ${day('l.created_at')} as date, sum(${NET_SPENT}) as n from token_ledger l
            where l.kind in ${MODEL_CALL_KINDS} and ${within('l.created_at', range)} group by 1`,
      ),

    /**
     * Tokens by model: each answer's reported usage with the model stored beside it, and each draft's net ledger
     * charges with the model that generated it.
     */
    tokensByModel: (range: Range) =>
      selectRows<{ date: string; model: string; n: string | number }>(
        db,
        sql`select ${day('m.created_at')} as date, m.metadata->>'model' as model,
                   sum((m.metadata->'usage'->>'totalTokens')::bigint) as n
              from chat_messages m
             where m.role = 'assistant' and jsonb_typeof(m.metadata->'usage') = 'object' and ${within('m.created_at', range)}
             group by 1, 2
            union all
            select ${day('l.created_at')} as date, coalesce(d.generated_by->>'model', 'unknown (draft deleted)') as model, sum(${NET_SPENT}) as n
              from token_ledger l left join drafts d on l.reference = 'draft:' || d.id
             where l.reference like 'draft:%' and l.kind in ${MODEL_CALL_KINDS} and ${within('l.created_at', range)}
             group by 1, 2`,
      ),

    revenueByDay: (range: Range) =>
      selectRows<Counted>(
        db,
        sql`select ${day('received_at')} as date, sum(amount_cents) as n from payment_events
            where type = 'checkout.completed' and amount_cents is not null and ${within('received_at', range)} group by 1`,
      ),

    revenueEvents: (range: Range, limit: number) =>
      selectRows<{ received_at: string | Date; type: string; provider: string; amount_cents: number | null; email: string | null }>(
        db,
        sql`select p.received_at, p.type, p.provider, p.amount_cents, u.email from payment_events p
            left join users u on u.id = p.user_id
            where ${within('p.received_at', range)} order by p.received_at desc, p.id desc limit ${limit}`,
      ),
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
