import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { OcrPage } from '../../../shared/api/documents';
import { users } from './auth';
import { matters } from './matters';

/**
 * An uploaded document. The title, the original file (base64 before sealing) and the extracted blocks are user
 * content, encrypted with the owner's data key; the format, kind, size, counts, OCR confidences and problem
 * sentences stay in the clear for listing (they say what the file is, not what it says).
 */
export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    /** Its author. Null once the author's account is deleted: their personal rows go with them (migration 0025), a matter's stay with the matter. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The matter it belongs to, if any: then only the matter's members see it. */
    matterId: text('matter_id').references(() => matters.id, { onDelete: 'cascade' }),
    titleEncrypted: text('title_encrypted').notNull(),
    /** The file name as uploaded is user content too (it often names the client or the case). */
    fileNameEncrypted: text('file_name_encrypted').notNull(),
    format: text('format', { enum: ['docx', 'pdf', 'txt', 'md', 'image'] }).notNull(),
    kind: text('kind', { enum: ['brief', 'contract', 'other'] }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    pageCount: integer('page_count').notNull(),
    wordCount: integer('word_count').notNull(),
    fileEncrypted: text('file_encrypted').notNull(),
    blocksEncrypted: text('blocks_encrypted').notNull(),
    ocr: jsonb('ocr').$type<OcrPage[]>().notNull().default([]),
    problems: jsonb('problems').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('documents_matter_created_idx').on(t.matterId, t.createdAt, t.id),
  ],
);
