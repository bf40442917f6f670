import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RecencyKey } from '../../db/recency-pages';
import { documents } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;
/** A row as lists and detail pages read it: everything but the original file, which only the download needs. */
export type DocumentListRow = Omit<DocumentRow, 'fileEncrypted' | 'blocksEncrypted'>;

/** Every column but the sealed file and text. */
const summaryColumns = {
  id: documents.id,
  userId: documents.userId,
  titleEncrypted: documents.titleEncrypted,
  fileNameEncrypted: documents.fileNameEncrypted,
  format: documents.format,
  kind: documents.kind,
  sizeBytes: documents.sizeBytes,
  pageCount: documents.pageCount,
  wordCount: documents.wordCount,
  ocr: documents.ocr,
  problems: documents.problems,
  createdAt: documents.createdAt,
};

/**
 * Documents, every query scoped to the acting user: another user's id reads as absent (the routes answer 404).
 * Lists never read the sealed file or text (megabytes a row); content arrives and leaves encrypted.
 */
export function createDocumentsRepository(db: Db) {
  const owned = (userId: string, id: string) => and(eq(documents.userId, userId), eq(documents.id, id));

  return {
    async insert(values: typeof documents.$inferInsert): Promise<DocumentListRow> {
      const [row] = await db.insert(documents).values(values).returning(summaryColumns);
      return row!;
    },

    /** A page of the user's documents, newest first (ties by id), starting after `after` (keyed as the recency pages are). */
    async list({ userId, after, limit }: { userId: string; after: RecencyKey | null; limit: number }): Promise<Array<DocumentListRow & RecencyKey>> {
      const afterKey = after
        ? or(lt(documents.createdAt, after.updatedAt), and(eq(documents.createdAt, after.updatedAt), lt(documents.id, after.id)))
        : undefined;
      const rows = await db
        .select(summaryColumns)
        .from(documents)
        .where(and(eq(documents.userId, userId), afterKey))
        .orderBy(desc(documents.createdAt), desc(documents.id))
        .limit(limit);
      // A document is never edited: its upload is its latest change.
      return rows.map((row) => ({ ...row, updatedAt: row.createdAt }));
    },

    async findWithBlocks(userId: string, id: string): Promise<(DocumentListRow & { blocksEncrypted: string }) | null> {
      const [row] = await db.select({ ...summaryColumns, blocksEncrypted: documents.blocksEncrypted }).from(documents).where(owned(userId, id));
      return row ?? null;
    },

    async findFile(userId: string, id: string): Promise<Pick<DocumentRow, 'userId' | 'format' | 'fileNameEncrypted' | 'fileEncrypted'> | null> {
      const [row] = await db
        .select({ userId: documents.userId, format: documents.format, fileNameEncrypted: documents.fileNameEncrypted, fileEncrypted: documents.fileEncrypted })
        .from(documents)
        .where(owned(userId, id));
      return row ?? null;
    },

    /** Deletes the row itself: the file and its text are gone from the database, not hidden. */
    async remove(userId: string, id: string): Promise<boolean> {
      const deleted = await db.delete(documents).where(owned(userId, id)).returning({ id: documents.id });
      return deleted.length > 0;
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
