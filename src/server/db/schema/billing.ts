import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A checkout the user started for a plan or a token pack, and what became of it. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['plan', 'pack'] }).notNull(),
    /** A pack bought for a firm's token pool (by one of its owners or admins) rather than for the buyer's own balance. */
    firmId: text('firm_id'),
    item: text('item').notNull(),
    priceCents: integer('price_cents').notNull(),
    tokens: integer('tokens').notNull(),
    status: text('status', { enum: ['open', 'completed', 'declined'] }).notNull().default('open'),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    providerSessionId: text('provider_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId)],
);

/** Payment events already handled, by the provider's event id: a replayed webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull().unique(),
  type: text('type').notNull(),
  userId: text('user_id'),
  amountCents: integer('amount_cents'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The provider's subscription behind a user's plan, for cancelling and for its events. */
export const subscriptions = pgTable('subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
  providerSubscriptionId: text('provider_subscription_id'),
  plan: text('plan').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
