import { bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The live channel's recent events when instances share it through PostgreSQL (ADR 018): ids from one sequence, so
 * a client can reconnect to any instance with its last id. Only the latest are kept; no secret belongs in `data`.
 */
export const liveEvents = pgTable('live_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  audienceKey: text('audience_key').notNull(),
  kind: text('kind').notNull(),
  data: jsonb('data'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
