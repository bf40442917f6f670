import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { firms } from './firms';

/**
 * A firm's OpenID Connect identity provider (issue #19, ADR 026). The client secret is sealed with the system data
 * key. Each email domain belongs to at most one firm: sign-in by SSO starts from the address's domain.
 */
export const firmSso = pgTable('firm_sso', {
  firmId: text('firm_id')
    .primaryKey()
    .references(() => firms.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretEncrypted: text('client_secret_encrypted').notNull(),
  /** Lower case, without '@'. */
  emailDomain: text('email_domain').notNull().unique(),
  /** When set, addresses in the domain cannot sign in with a password: only through the identity provider. */
  required: boolean('required').notNull().default(false),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
