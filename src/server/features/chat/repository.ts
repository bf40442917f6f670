import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { MatterRef } from '../../../shared/api/matters';
import type { Db } from '../../db/client';
import type { RecencyKey } from '../../db/recency-pages';
import { chatMessages, chatSessions, matters } from '../../db/schema';
import { createMatterAccess, matterFilter, matterRefColumns, writtenRow } from '../matters/access';

export type SessionRow = typeof chatSessions.$inferSelect & { messageCount: number; matter: MatterRef };
export type MessageRow = typeof chatMessages.$inferSelect;
export type NewMessage = Omit<typeof chatMessages.$inferInsert, 'seq' | 'sessionId' | 'userId'>;
type SessionChanges = Partial<Pick<SessionRow, 'titleEncrypted' | 'jurisdiction' | 'mode'>>;


/**
 * Conversations and their messages. Reads are scoped to what the acting user may see (`visibleTo`: their personal
 * conversations and those of the matters they are a member of), so any other session id reads as absent: the routes
 * answer 404 and never reveal that it exists. Writes are scoped to the member who started the conversation as well
 * (`own`): in a matter the others read it, and only its starter continues it. Content arrives and leaves encrypted.
 */
export function createChatRepository(db: Db) {
  const access = createMatterAccess(db);
  const mayRead = (userId: string) => access.visibleTo({ userId: chatSessions.userId, matterId: chatSessions.matterId }, userId);
  const visible = (userId: string, id: string) => and(eq(chatSessions.id, id), mayRead(userId));
  const own = (userId: string, id: string) => and(visible(userId, id), eq(chatSessions.userId, userId));

  // A correlated count uses the (session_id, seq) index for just the sessions on the page. The outer column is named
  // in full, as the join makes `id` ambiguous.
  const messageCount = sql<number>`(select count(*) from chat_messages m where m.session_id = "chat_sessions"."id")::int`;
  const selectSessions = () =>
    db.select({ session: chatSessions, messageCount, matter: matterRefColumns }).from(chatSessions).leftJoin(matters, eq(matters.id, chatSessions.matterId));
  const toRow = ({ session, messageCount: n, matter }: { session: typeof chatSessions.$inferSelect; messageCount: number; matter: MatterRef }) => ({
    ...session,
    messageCount: Number(n),
    matter,
  });

  async function findSession(userId: string, id: string): Promise<SessionRow | null> {
    const [row] = await selectSessions().where(visible(userId, id));
    return row ? toRow(row) : null;
  }

  return {
    findSession,

    async createSession(values: Omit<typeof chatSessions.$inferInsert, 'tokensUsed'> & { userId: string }): Promise<SessionRow> {
      await db.insert(chatSessions).values(values);
      return writtenRow(await findSession(values.userId, values.id));
    },

    /** A page of the sessions the user may see, most recently active first (ties by id), starting after `after`. */
    async listSessions({ userId, matterId, after, limit }: { userId: string; matterId?: string; after: RecencyKey | null; limit: number }): Promise<SessionRow[]> {
      const afterKey = after
        ? or(lt(chatSessions.updatedAt, after.updatedAt), and(eq(chatSessions.updatedAt, after.updatedAt), lt(chatSessions.id, after.id)))
        : undefined;
      const rows = await selectSessions()
        .where(and(mayRead(userId), matterFilter(chatSessions.matterId, matterId), afterKey))
        .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.id))
        .limit(limit);
      return rows.map(toRow);
    },

    /** Changes a conversation the user started (null when there is none they may change). */
    async updateSession(userId: string, id: string, changes: SessionChanges): Promise<SessionRow | null> {
      const updated = await db.update(chatSessions).set({ ...changes, updatedAt: new Date() }).where(own(userId, id)).returning({ id: chatSessions.id });
      return updated.length > 0 ? findSession(userId, id) : null;
    },

    /** Deletes a conversation the user started. */
    async deleteSession(userId: string, id: string): Promise<boolean> {
      const deleted = await db.delete(chatSessions).where(own(userId, id)).returning({ id: chatSessions.id });
      return deleted.length > 0;
    },

    /** The messages of a conversation the user may see. */
    async messagesOf(userId: string, sessionId: string): Promise<MessageRow[]> {
      const readable = db.select({ id: chatSessions.id }).from(chatSessions).where(visible(userId, sessionId));
      return db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.sessionId, sessionId), inArray(chatMessages.sessionId, readable)))
        .orderBy(asc(chatMessages.seq));
    },

    /**
     * Stores one exchange in a transaction: the question (or, to regenerate, a new text for the last question, whose
     * answers are then removed) and the answer; adds the tokens charged to the session and sets its title when it
     * has none. False when the session was deleted meanwhile (nothing is stored).
     */
    async saveExchange(options: {
      userId: string;
      sessionId: string;
      question: NewMessage;
      /** The last question's id when regenerating; its text becomes `question.contentEncrypted`. */
      replaces: string | null;
      answer: NewMessage;
      tokensCharged: number;
      changes: SessionChanges;
      /** The matter whose key sealed the messages (null: the user's own key). */
      sealedFor: string | null;
    }): Promise<'saved' | 'gone' | { sealFor: string | null }> {
      const { userId, sessionId, question, replaces, answer } = options;
      return db.transaction(async (tx) => {
        // Still the user's to continue: not deleted, and (in a matter) they are still a member.
        const [session] = await tx.select().from(chatSessions).where(own(userId, sessionId)).for('update');
        if (!session) return 'gone';
        // Moved into a matter while the answer was written: sealed with the wrong key, so the caller seals again.
        if (session.matterId !== options.sealedFor) return { sealFor: session.matterId };
        const mine = and(eq(chatMessages.userId, userId), eq(chatMessages.sessionId, sessionId));
        if (replaces) {
          const [asked] = await tx
            .update(chatMessages)
            .set({ contentEncrypted: question.contentEncrypted })
            .where(and(mine, eq(chatMessages.id, replaces)))
            .returning({ seq: chatMessages.seq });
          if (asked) await tx.delete(chatMessages).where(and(mine, gt(chatMessages.seq, asked.seq)));
        } else {
          await tx.insert(chatMessages).values({ ...question, sessionId, userId });
        }
        await tx.insert(chatMessages).values({ ...answer, sessionId, userId });
        const { titleEncrypted, ...settings } = options.changes;
        await tx
          .update(chatSessions)
          .set({
            ...settings,
            titleEncrypted: session.titleEncrypted ?? titleEncrypted,
            tokensUsed: sql`${chatSessions.tokensUsed} + ${options.tokensCharged}`,
            updatedAt: new Date(),
          })
          .where(eq(chatSessions.id, sessionId));
        return 'saved';
      });
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
