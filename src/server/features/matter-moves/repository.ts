import { and, count, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chatSessions, documents, drafts, draftVersions } from '../../db/schema';
import { checkFirmQuota, lockQuotas } from '../documents/storage-quota';
import { createMatterAccess } from '../matters/access';

/** How a move's write ended: done, the item changed since it was read (read and seal again), or it is not movable now. */
export type MoveWrite = 'moved' | 'changed' | 'gone' | 'generating';

/** A sealed column's text, keyed by the row it belongs to. */
type Sealed<K extends string> = Record<K, string>;

export interface DraftSnapshot {
  row: typeof drafts.$inferSelect;
  versions: { id: string; labelEncrypted: string; contentEncrypted: string }[];
}

export interface ConversationSnapshot {
  row: typeof chatSessions.$inferSelect;
  messages: { id: string; contentEncrypted: string; citationsEncrypted: string | null }[];
  lastSeq: number | null;
}

/**
 * Reads and rewrites one user's personal work for its move into a matter (issue #39). Every query is scoped to rows the
 * acting user wrote and that belong to no matter: another user's work, or work already in a matter, reads as absent.
 * A write re-checks, under the row's lock, that nothing changed since the read, because the content was sealed with
 * the key of what was read.
 */
export function createMatterMovesRepository(db: Db) {
  const personalDraft = (userId: string, id: string) => and(eq(drafts.id, id), eq(drafts.userId, userId), isNull(drafts.matterId));
  const personalSession = (userId: string, id: string) => and(eq(chatSessions.id, id), eq(chatSessions.userId, userId), isNull(chatSessions.matterId));
  const personalDocument = (userId: string, id: string) => and(eq(documents.id, id), eq(documents.userId, userId), isNull(documents.matterId));

  const access = createMatterAccess(db);
  const inAMatter = { draft: drafts, document: documents, conversation: chatSessions } as const;

  const versionCount = async (tx: Pick<Db, 'select'>, draftId: string) =>
    (await tx.select({ n: count() }).from(draftVersions).where(eq(draftVersions.draftId, draftId)))[0]?.n ?? 0;

  return {
    /** Whether the user sees this item inside one of their matters (it cannot move again: it stays with its matter). */
    async inMatter(kind: keyof typeof inAMatter, userId: string, id: string): Promise<boolean> {
      const table = inAMatter[kind];
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), isNotNull(table.matterId), access.visibleTo({ userId: table.userId, matterId: table.matterId }, userId)));
      return row !== undefined;
    },

    async readDraft(userId: string, id: string): Promise<DraftSnapshot | null> {
      const [row] = await db.select().from(drafts).where(personalDraft(userId, id));
      if (!row) return null;
      const versions = await db
        .select({ id: draftVersions.id, labelEncrypted: draftVersions.labelEncrypted, contentEncrypted: draftVersions.contentEncrypted })
        .from(draftVersions)
        .where(eq(draftVersions.draftId, id));
      return { row, versions };
    },

    /** Moves the draft with its versions, unless a save, a new version or a generation came between read and write. */
    async writeDraft(options: {
      userId: string;
      matterId: string;
      read: DraftSnapshot;
      draft: Sealed<'titleEncrypted' | 'intakeEncrypted' | 'contentEncrypted'>;
      versions: Map<string, Sealed<'labelEncrypted' | 'contentEncrypted'>>;
    }): Promise<MoveWrite> {
      const { userId, matterId, read } = options;
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(drafts).where(personalDraft(userId, read.row.id)).for('update');
        if (!row) return 'gone';
        const leaseLive = row.status === 'generating' && row.generationLeaseUntil !== null && row.generationLeaseUntil > new Date();
        if (leaseLive) return 'generating';
        if (row.revision !== read.row.revision || (await versionCount(tx, row.id)) !== read.versions.length) return 'changed';
        // A new revision: a studio save sealed with the old key names the old revision and is refused as a conflict.
        await tx
          .update(drafts)
          .set({ ...options.draft, matterId, updatedBy: userId, revision: sql`${drafts.revision} + 1`, updatedAt: new Date() })
          .where(eq(drafts.id, row.id));
        for (const [id, sealed] of options.versions) await tx.update(draftVersions).set(sealed).where(eq(draftVersions.id, id));
        return 'moved';
      });
    },

    async readConversation(userId: string, id: string): Promise<ConversationSnapshot | null> {
      const [row] = await db.select().from(chatSessions).where(personalSession(userId, id));
      if (!row) return null;
      const messages = await db
        .select({ id: chatMessages.id, seq: chatMessages.seq, contentEncrypted: chatMessages.contentEncrypted, citationsEncrypted: chatMessages.citationsEncrypted })
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, id));
      const lastSeq = messages.reduce<number | null>((last, message) => (last === null || message.seq > last ? message.seq : last), null);
      return { row, messages: messages.map(({ seq: _seq, ...message }) => message), lastSeq };
    },

    /** Moves the conversation with its messages, unless an answer or a rename came between read and write. */
    async writeConversation(options: {
      userId: string;
      matterId: string;
      read: ConversationSnapshot;
      titleEncrypted: string | null;
      messages: Map<string, Sealed<'contentEncrypted'> & { citationsEncrypted: string | null }>;
    }): Promise<MoveWrite> {
      const { userId, matterId, read } = options;
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(chatSessions).where(personalSession(userId, read.row.id)).for('update');
        if (!row) return 'gone';
        const [now] = await tx.select({ n: count(), last: max(chatMessages.seq) }).from(chatMessages).where(eq(chatMessages.sessionId, row.id));
        const unchanged =
          row.updatedAt.getTime() === read.row.updatedAt.getTime() && now?.n === read.messages.length && (now?.last ?? null) === read.lastSeq;
        if (!unchanged) return 'changed';
        await tx.update(chatSessions).set({ matterId, titleEncrypted: options.titleEncrypted, updatedAt: new Date() }).where(eq(chatSessions.id, row.id));
        for (const [id, sealed] of options.messages) await tx.update(chatMessages).set(sealed).where(eq(chatMessages.id, id));
        return 'moved';
      });
    },

    readDocument: async (userId: string, id: string) => (await db.select().from(documents).where(personalDocument(userId, id)))[0] ?? null,

    /** Moves the document if it fits the matter's firm's storage (413 otherwise); a document's content never changes. */
    async writeDocument(options: {
      userId: string;
      matterId: string;
      read: typeof documents.$inferSelect;
      sealed: Sealed<'titleEncrypted' | 'fileNameEncrypted' | 'fileEncrypted' | 'blocksEncrypted'>;
    }): Promise<MoveWrite> {
      const { userId, matterId, read } = options;
      return db.transaction(async (tx) => {
        await lockQuotas(tx, { userId, matterId });
        const [row] = await tx.select({ id: documents.id }).from(documents).where(personalDocument(userId, read.id)).for('update');
        if (!row) return 'gone';
        await checkFirmQuota(tx, matterId, read.sizeBytes);
        await tx.update(documents).set({ ...options.sealed, matterId }).where(eq(documents.id, row.id));
        return 'moved';
      });
    },
  };
}

export type MatterMovesRepository = ReturnType<typeof createMatterMovesRepository>;
