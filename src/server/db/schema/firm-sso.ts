import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { firms } from './firms';

/**
 * A firm's OpenID Connect identity provider (issue #19, ADR 026). The client secret is sealed with the system data
 * key. The email domain is a claim until a TXT record with its token proves the firm holds it (issue #40): each
 * domain belongs to at most one firm with a verified claim, and sign-in by SSO starts from the address's domain.
 */
export const firmSso = pgTable(
  'firm_sso',
  {
    firmId: text('firm_id')
      .primaryKey()
      .references(() => firms.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecretEncrypted: text('client_secret_encrypted').notNull(),
    /** Lower case, without '@'. */
    emailDomain: text('email_domain').notNull(),
    /** What the TXT record `volnadraft-domain-verification=<token>` at the domain must say; new for each claim. */
    domainToken: text('domain_token').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** When this claim of the domain began (a claim not verified within its time expires). */
    domainClaimedAt: timestamp('domain_claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When DNS last proved the claim; null while it is pending, or once its record is gone. */
    domainVerifiedAt: timestamp('domain_verified_at', { withTimezone: true }),
    /** When DNS was last asked, whatever it answered. */
    domainCheckedAt: timestamp('domain_checked_at', { withTimezone: true }),
    /** When set, addresses in the domain cannot sign in with a password: only through the identity provider. */
    required: boolean('required').notNull().default(false),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('firm_sso_verified_domain_unique').on(table.emailDomain).where(sql`${table.domainVerifiedAt} is not null`),
    index('firm_sso_email_domain_idx').on(table.emailDomain),
  ],
);
