import { bigserial, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Security and admin events (sign-ins, failed sign-ins, MFA, password resets, role changes, token grants, exports,
 * settings). Append-only (a trigger refuses edits and deletes); the actor and subject survive their user's deletion
 * as ids and emails written at the time.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** What happened, dotted: 'auth.sign-in', 'auth.sign-in-failed', 'admin.tokens-granted', ... */
    action: text('action').notNull(),
    actorUserId: text('actor_user_id'),
    actorEmail: text('actor_email'),
    subjectUserId: text('subject_user_id'),
    subjectEmail: text('subject_email'),
    ip: text('ip'),
    /** Facts about the event (amount and reason of a grant, the role given); never passwords, tokens or content. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_events_at_idx').on(t.at, t.id), index('audit_events_action_idx').on(t.action, t.at)],
);

/**
 * A message sent through the /support contact form; the email to the support address goes through the messenger.
 * Name, email, subject and message are encrypted with the system data key (the sender may have no account).
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    /** False only on rows an earlier version wrote, until the server encrypts them at start-up. */
    encrypted: boolean('encrypted').notNull().default(false),
  },
  (t) => [index('support_tickets_created_idx').on(t.createdAt)],
);
