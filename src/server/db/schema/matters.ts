import { bigint, bigserial, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth';
import { firms } from './firms';

/**
 * A client matter inside a firm (issue #19, ADR 025). Its name, client and number are what a firm bills and conflicts
 * by, so they stay in the clear for the firm's admins; what is done in the matter (drafts, conversations, documents)
 * is sealed with the matter's own data key and seen only by the matter's members (the ethical wall).
 */
export const matters = pgTable(
  'matters',
  {
    id: text('id').primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    client: text('client').notNull(),
    /** The firm's own matter number (unique within the firm), as its billing system knows it. */
    number: text('number').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('matters_firm_number_idx').on(t.firmId, t.number)],
);

/** Who is inside a matter's wall. Only firm members can be added; leaving the firm removes them from its matters. */
export const matterMembers = pgTable(
  'matter_members',
  {
    matterId: text('matter_id')
      .notNull()
      .references(() => matters.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matterId, t.userId] }), index('matter_members_user_idx').on(t.userId)],
);

/**
 * Each matter's data key sealed with the master key, bound to the matter id. Deleting the matter deletes the key, so
 * anything of the matter's left in backups cannot be read.
 */
export const matterDataKeys = pgTable('matter_data_keys', {
  matterId: text('matter_id')
    .primaryKey()
    .references(() => matters.id, { onDelete: 'cascade' }),
  wrappedKey: text('wrapped_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A firm's shared token pool, which members draw from for work inside the firm's matters. */
export const firmTokenPools = pgTable(
  'firm_token_pools',
  {
    firmId: text('firm_id')
      .primaryKey()
      .references(() => firms.id, { onDelete: 'cascade' }),
    tokens: bigint('tokens', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('firm_token_pools_never_negative', sql`${t.tokens} >= 0`)],
);

/** Append-only: every change to a firm's pool (grant, purchase, reserve, settle, release), with an idempotency key. */
export const firmTokenLedger = pgTable(
  'firm_token_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    /** The member whose call or purchase it was; null for grants and after the member's account is deleted. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept without a foreign key: billing history outlives a deleted matter. */
    matterId: text('matter_id'),
    kind: text('kind', { enum: ['grant', 'purchase', 'reserve', 'settle', 'release', 'adjustment'] }).notNull(),
    /** Signed change to the pool. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reference: text('reference'),
    description: text('description').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('firm_token_ledger_firm_created_idx').on(t.firmId, t.createdAt)],
);

/** Tokens held from a firm's pool for one model call between its estimate and its reported usage. */
export const firmTokenReservations = pgTable(
  'firm_token_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: text('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matterId: text('matter_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['open', 'settled', 'released'] }).notNull().default('open'),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('firm_token_reservations_open_idx').on(t.status, t.expiresAt)],
);

/**
 * One row per settled model call: who used how many tokens, for which matter of which firm (both null for personal
 * work). Usage by matter and member, its CSV export and per-member monthly caps are read from here.
 */
export const meteredUsage = pgTable(
  'metered_usage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kept without foreign keys: billing history outlives a deleted firm or matter. */
    firmId: text('firm_id'),
    matterId: text('matter_id'),
    tokens: bigint('tokens', { mode: 'number' }).notNull(),
    /** What the call was for, as the ledger's reference names it (`chat:…`, `draft:…`, `document-ask:…`). */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('metered_usage_firm_created_idx').on(t.firmId, t.createdAt),
    index('metered_usage_user_created_idx').on(t.userId, t.createdAt),
  ],
);
