import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const tokens = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Each user's balance by bucket, kept in the same transaction as the ledger rows that change it. */
export const tokenAccounts = pgTable(
  'token_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    trial: tokens('trial'),
    monthly: tokens('monthly'),
    rollover: tokens('rollover'),
    referral: tokens('referral'),
    addon: tokens('addon'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'token_accounts_never_negative',
      sql`${t.trial} >= 0 and ${t.monthly} >= 0 and ${t.rollover} >= 0 and ${t.referral} >= 0 and ${t.addon} >= 0`,
    ),
  ],
);

/** Append-only: every change to a balance, with its per-bucket amounts and an idempotency key. */
export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    trial: tokens('trial'),
    monthly: tokens('monthly'),
    rollover: tokens('rollover'),
    referral: tokens('referral'),
    addon: tokens('addon'),
    reference: text('reference'),
    description: text('description').notNull(),
    /** On a settle: tokens the call used beyond what the balance could pay (the balance never goes below zero). */
    shortfall: bigint('shortfall', { mode: 'number' }).notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('token_ledger_user_created_idx').on(t.userId, t.createdAt)],
);

/** Tokens held for a model call between its estimate and its reported usage. */
export const tokenReservations = pgTable(
  'token_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What was taken from each bucket, so a release gives it back where it came from. */
    buckets: jsonb('buckets').$type<Record<string, number>>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['open', 'settled', 'released'] }).notNull().default('open'),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('token_reservations_open_idx').on(t.status, t.expiresAt)],
);
