import { bigserial, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Server-held settings and secrets generated on first start (the auth secret, the admin setup code's hash). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Messages the embedded messaging provider holds instead of sending them (DESIGN §2: the outbox). Subject and body
 * are encrypted with the system data key; the recipient stays plaintext, for looking messages up by it.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** False only on rows an earlier version wrote, until the server encrypts them at start-up. */
    encrypted: boolean('encrypted').notNull().default(false),
  },
  (table) => [index('outbox_messages_recipient_idx').on(table.recipient)],
);

/** Single-use, expiring codes an admin creates so another person can register as an admin. */
export const adminInvitations = pgTable('admin_invitations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  codeHash: text('code_hash').notNull().unique(),
  createdBy: text('created_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedBy: text('used_by').references(() => users.id, { onDelete: 'set null' }),
});
