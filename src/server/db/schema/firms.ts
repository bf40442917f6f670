import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A firm: a group of users who work together (issue #19). Its matters and token pool are in matters.ts. */
export const firms = pgTable('firms', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Kept after the creator's account is gone, as null: the firm belongs to its remaining owners. */
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who belongs to a firm, and as what. A user may belong to several firms. */
export const firmMembers = pgTable(
  'firm_members',
  {
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'member'] }).notNull(),
    /** Most tokens this member may draw from the firm's pool in a calendar month (UTC); null for no cap. */
    monthlyTokenCap: bigint('monthly_token_cap', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.userId] }), index('firm_members_user_idx').on(t.userId)],
);

/**
 * An invitation by email. Only the SHA-256 of its token is kept; the token itself travels in the email alone, so a
 * copy of the database cannot be used to join a firm.
 */
export const firmInvitations = pgTable(
  'firm_invitations',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('firm_invitations_firm_idx').on(t.firmId, t.email)],
);
