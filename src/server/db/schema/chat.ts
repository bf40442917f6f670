import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AssistantMetadata } from '../../../shared/api/chat';
import { users } from './auth';
import { matters } from './matters';

/**
 * Each user's data key (32 random bytes) sealed with the master key (DESIGN §5); it encrypts that user's content.
 * Deleting the user deletes the key, which makes anything of theirs left in backups unreadable.
 */
export const userDataKeys = pgTable('user_data_keys', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  wrappedKey: text('wrapped_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An assistant conversation. The title is user content, so it is stored encrypted with the owner's data key. */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: text('id').primaryKey(),
    /** Its author. Null once the author's account is deleted: their personal rows go with them (migration 0025), a matter's stay with the matter. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The matter it belongs to, if any: then only the matter's members read it. */
    matterId: text('matter_id').references(() => matters.id, { onDelete: 'cascade' }),
    /** Null until the user names it or the first question does. */
    titleEncrypted: text('title_encrypted'),
    jurisdiction: text('jurisdiction').notNull(),
    mode: text('mode', { enum: ['draft', 'research', 'review'] }).notNull(),
    tokensUsed: bigint('tokens_used', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_sessions_user_updated_idx').on(t.userId, t.updatedAt, t.id),
    index('chat_sessions_matter_updated_idx').on(t.matterId, t.updatedAt, t.id),
  ],
);

/**
 * One question or answer. Content and the answer's citations (which cases an attorney discussed) are encrypted;
 * usage, model and the stopped flag stay in the clear for metering audits.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    /** Insertion order: two messages written in the same millisecond still read back in order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    sessionId: text('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    /** Its author. Null once the author's account is deleted: their personal rows go with them (migration 0025), a matter's stay with the matter. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    contentEncrypted: text('content_encrypted').notNull(),
    metadata: jsonb('metadata').$type<Omit<AssistantMetadata, 'citations'>>(),
    citationsEncrypted: text('citations_encrypted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_session_seq_idx').on(t.sessionId, t.seq)],
);
