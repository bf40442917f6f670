import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AttorneyProfile } from '../../../shared/api/attorney-profile';
import { users } from './auth';

/**
 * The attorney's own signing details (name, bar number, bar state, firm, address, telephone, email), one row per user, filled
 * into every new court paper's intake. Kept as plain JSON, not encrypted: it is what the attorney prints on every
 * public filing, like the profile's own name, not a client's content.
 */
export const attorneyProfiles = pgTable('attorney_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  profile: jsonb('profile').$type<Omit<AttorneyProfile, 'barState'>>().notNull(),
  /** The state whose bar admitted the attorney (BAR_STATES), null until chosen; a column so rows saved before it read null. */
  barState: text('bar_state'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
