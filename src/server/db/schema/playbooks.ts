import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PlaybookPosition } from '../../../shared/api/documents';
import { users } from './auth';

/**
 * A user's contract-review playbook, once they save their own (until then the product's default applies). The
 * positions are kept as plain JSON, not encrypted: they are the firm's general preferences (what a liability cap or
 * an assignment clause should say), not a client's content, and nothing in them comes from an uploaded document.
 */
export const playbooks = pgTable('playbooks', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  positions: jsonb('positions').$type<PlaybookPosition[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
