import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { MatterRef } from '../../../shared/api/matters';
import type { Db } from '../../db/client';
import type { RecencyKey } from '../../db/recency-pages';
import { documents, matters } from '../../db/schema';
import { createMatterAccess, matterFilter, matterRefColumns, writtenRow } from '../matters/access';
import { checkQuota, lockQuotas, storageUsage } from './storage-quota';

export type DocumentRow = typeof documents.$inferSelect;
/** A row as lists and detail pages read it: everything but the original file, with the matter it belongs to. */
export type DocumentListRow = Omit<DocumentRow, 'fileEncrypted' | 'blocksEncrypted'> & { matter: MatterRef };

/** Every column but the sealed file and text. */
const summaryColumns = {
  id: documents.id,
  userId: documents.userId,
  matterId: documents.matterId,
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
  matter: matterRefColumns,
};

/**
 * Documents, every query scoped to what the acting user may see (`visibleTo`: their personal documents and those of
 * the matters they are a member of): any other id reads as absent (the routes answer 404). Lists never read the
 * sealed file or text (megabytes a row); content arrives and leaves encrypted.
 */
export function createDocumentsRepository(db: Db) {
  const access = createMatterAccess(db);
  const mayRead = (userId: string) => access.visibleTo({ userId: documents.userId, matterId: documents.matterId }, userId);
  const visible = (userId: string, id: string) => and(eq(documents.id, id), mayRead(userId));
  const selectSummaries = () => db.select(summaryColumns).from(documents).leftJoin(matters, eq(matters.id, documents.matterId));

  async function findSummary(userId: string, id: string): Promise<DocumentListRow | null> {
    const [row] = await selectSummaries().where(visible(userId, id));
    return row ?? null;
  }

  return {
    /** Stores the document if it fits the account's and the firm's storage (checked under their locks), else 413. */
    async insertWithinQuota(values: typeof documents.$inferInsert & { userId: string; sizeBytes: number }): Promise<DocumentListRow> {
      const scope = { userId: values.userId, matterId: values.matterId ?? null };
      await db.transaction(async (tx) => {
        await lockQuotas(tx, scope);
        await checkQuota(tx, scope, values.sizeBytes);
        await tx.insert(documents).values(values);
      });
      return writtenRow(await findSummary(values.userId, values.id));
    },

    /** The same check without locks, before a file is read: a file that cannot fit is refused before the work. */
    checkQuota: (scope: { userId: string; matterId: string | null }, sizeBytes: number) => checkQuota(db, scope, sizeBytes),

    storage: (userId: string) => storageUsage(db, userId),

    /** A page of the documents the user may see, newest first (ties by id), starting after `after` (keyed as the recency pages are). */
    async list({ userId, matterId, after, limit }: { userId: string; matterId?: string; after: RecencyKey | null; limit: number }): Promise<Array<DocumentListRow & RecencyKey>> {
      const afterKey = after
        ? or(lt(documents.createdAt, after.updatedAt), and(eq(documents.createdAt, after.updatedAt), lt(documents.id, after.id)))
        : undefined;
      const rows = await selectSummaries()
        .where(and(mayRead(userId), matterFilter(documents.matterId, matterId), afterKey))
        .orderBy(desc(documents.createdAt), desc(documents.id))
        .limit(limit);
      // A document is never edited: its upload is its latest change.
      return rows.map((row) => ({ ...row, updatedAt: row.createdAt }));
    },

    async findWithBlocks(userId: string, id: string): Promise<(DocumentListRow & { blocksEncrypted: string }) | null> {
      const [row] = await db
        .select({ ...summaryColumns, blocksEncrypted: documents.blocksEncrypted })
        .from(documents)
        .leftJoin(matters, eq(matters.id, documents.matterId))
        .where(visible(userId, id));
      return row ?? null;
    },

    async findFile(userId: string, id: string): Promise<Pick<DocumentRow, 'userId' | 'matterId' | 'format' | 'fileNameEncrypted' | 'fileEncrypted'> | null> {
      const [row] = await db
        .select({
          userId: documents.userId,
          matterId: documents.matterId,
          format: documents.format,
          fileNameEncrypted: documents.fileNameEncrypted,
          fileEncrypted: documents.fileEncrypted,
        })
        .from(documents)
        .where(visible(userId, id));
      return row ?? null;
    },

    /** Deletes the row itself: the file and its text are gone from the database, not hidden. */
    async remove(userId: string, id: string): Promise<boolean> {
      const deleted = await db.delete(documents).where(visible(userId, id)).returning({ id: documents.id });
      return deleted.length > 0;
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
