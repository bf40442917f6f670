import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { matters } from './matters';

/**
 * A drafting session. Title, intake (with the attorney's instructions) and content are user content, encrypted with
 * the owner's data key; the type, jurisdiction, status and counts stay in the clear for listing and metering audits.
 */
export const drafts = pgTable(
  'drafts',
  {
    id: text('id').primaryKey(),
    /** Its author. Null once the author's account is deleted: their personal rows go with them (migration 0025), a matter's stay with the matter. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The matter it belongs to, if any: then only the matter's members see it, and its content is sealed with the matter's key. */
    matterId: text('matter_id').references(() => matters.id, { onDelete: 'cascade' }),
    /** Who last changed it (in a matter, any member may). */
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    typeId: text('type_id').notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    titleEncrypted: text('title_encrypted').notNull(),
    intakeEncrypted: text('intake_encrypted').notNull(),
    contentEncrypted: text('content_encrypted').notNull(),
    status: text('status', { enum: ['new', 'generating', 'ready'] }).notNull().default('new'),
    /** When the running generation began. */
    generationStartedAt: timestamp('generation_started_at', { withTimezone: true }),
    /**
     * Until when the running generation holds the draft: its heartbeat moves this on every few seconds, so a
     * generation whose process died lets go of the draft seconds later (shown as interrupted).
     */
    generationLeaseUntil: timestamp('generation_lease_until', { withTimezone: true }),
    generatedBy: jsonb('generated_by').$type<{ model: string; offline: boolean }>(),
    revision: integer('revision').notNull().default(1),
    wordCount: integer('word_count').notNull().default(0),
    tokensUsed: bigint('tokens_used', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('drafts_user_updated_idx').on(t.userId, t.updatedAt, t.id),
    index('drafts_matter_updated_idx').on(t.matterId, t.updatedAt, t.id),
  ],
);

/** A kept state of a draft's content, for history, restore and redline; numbered per draft from 1. */
export const draftVersions = pgTable(
  'draft_versions',
  {
    id: text('id').primaryKey(),
    draftId: text('draft_id')
      .notNull()
      .references(() => drafts.id, { onDelete: 'cascade' }),
    /** Its author. Null once the author's account is deleted: their personal rows go with them (migration 0025), a matter's stay with the matter. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who made this version (the owner, or in a matter the member who saved it); null after their account is deleted. */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    number: integer('number').notNull(),
    labelEncrypted: text('label_encrypted').notNull(),
    source: text('source', { enum: ['generated', 'edited', 'restored', 'checkpoint'] }).notNull(),
    contentEncrypted: text('content_encrypted').notNull(),
    wordCount: integer('word_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('draft_versions_draft_number_idx').on(t.draftId, t.number)],
);
