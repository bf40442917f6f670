import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** What the product keeps about a user beyond the identity record (SPEC §3, DESIGN §5). */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number'),
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  referralCode: text('referral_code').notNull().unique(),
  referredBy: text('referred_by').references(() => users.id, { onDelete: 'set null' }),
  subscriptionStatus: text('subscription_status').notNull().default('trial'),
  subscriptionPlan: text('subscription_plan').notNull().default('free'),
  lastResetDate: timestamp('last_reset_date', { withTimezone: true }),
  profileImageUrl: text('profile_image_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who referred whom: one row per invitee, ever. The reward waits until the invitee's first charge (`earned_at`) and
 * is then granted within the referrer's daily limit (`granted_at`), or was refused at sign-up (ADR 010).
 */
export const referrals = pgTable(
  'referrals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referrerId: text('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeId: text('invitee_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    status: text('status', { enum: ['pending', 'granted', 'refused'] }).notNull().default('pending'),
    refusedReason: text('refused_reason'),
    earnedAt: timestamp('earned_at', { withTimezone: true }),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referrals_referrer_granted_idx').on(t.referrerId, t.grantedAt)],
);

/** A pending phone-number check during MFA enrolment: the code is stored hashed and expires. */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
