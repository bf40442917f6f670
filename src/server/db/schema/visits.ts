import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per client-side navigation (POST /api/track-visit). No IP address is kept. */
export const pageVisits = pgTable(
  'page_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    userId: text('user_id'),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_visits_visited_at_idx').on(table.visitedAt), index('page_visits_path_idx').on(table.path)],
);
