import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RecencyKey } from '../../db/recency-pages';
import { chatMessages, chatSessions } from '../../db/schema';

export type SessionRow = typeof chatSessions.$inferSelect & { messageCount: number };
export type MessageRow = typeof chatMessages.$inferSelect;
export type NewMessage = Omit<typeof chatMessages.$inferInsert, 'seq' | 'sessionId' | 'userId'>;
type SessionChanges = Partial<Pick<SessionRow, 'titleEncrypted' | 'jurisdiction' | 'mode'>>;


/**
 * Conversations and their messages. Every query is scoped to the acting user, so another user's session id reads
 * as absent: the routes answer 404 and never reveal that it exists. Content arrives and leaves encrypted.
 */
export function createChatRepository(db: Db) {
  const owned = (userId: string, id: string) => and(eq(chatSessions.userId, userId), eq(chatSessions.id, id));

  // A correlated count uses the (session_id, seq) index for just the sessions on the page. Drizzle renders columns
  // unqualified in a single-table select, so the outer column is named in full here.
  const messageCount = sql<number>`(select count(*) from chat_messages m where m.session_id = "chat_sessions"."id")::int`;
  const selectSessions = () => db.select({ session: chatSessions, messageCount }).from(chatSessions);
  const toRow = ({ session, messageCount: n }: { session: typeof chatSessions.$inferSelect; messageCount: number }) => ({
    ...session,
    messageCount: Number(n),
  });

  async function findSession(userId: string, id: string): Promise<SessionRow | null> {
    const [row] = await selectSessions().where(owned(userId, id));
    return row ? toRow(row) : null;
  }

  return {
    findSession,

    async createSession(values: Omit<typeof chatSessions.$inferInsert, 'tokensUsed'>): Promise<SessionRow> {
      const [session] = await db.insert(chatSessions).values(values).returning();
      return { ...session!, messageCount: 0 };
    },

    /** A page of the user's sessions, most recently active first (ties by id), starting after `after`. */
    async listSessions({ userId, after, limit }: { userId: string; after: RecencyKey | null; limit: number }): Promise<SessionRow[]> {
      const afterKey = after
        ? or(lt(chatSessions.updatedAt, after.updatedAt), and(eq(chatSessions.updatedAt, after.updatedAt), lt(chatSessions.id, after.id)))
        : undefined;
      const rows = await selectSessions()
        .where(and(eq(chatSessions.userId, userId), afterKey))
        .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.id))
        .limit(limit);
      return rows.map(toRow);
    },

    async updateSession(userId: string, id: string, changes: SessionChanges): Promise<SessionRow | null> {
      const updated = await db.update(chatSessions).set({ ...changes, updatedAt: new Date() }).where(owned(userId, id)).returning({ id: chatSessions.id });
      return updated.length > 0 ? findSession(userId, id) : null;
    },

    async deleteSession(userId: string, id: string): Promise<boolean> {
      const deleted = await db.delete(chatSessions).where(owned(userId, id)).returning({ id: chatSessions.id });
      return deleted.length > 0;
    },

    async messagesOf(userId: string, sessionId: string): Promise<MessageRow[]> {
      return db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.userId, userId), eq(chatMessages.sessionId, sessionId)))
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
    }): Promise<boolean> {
      const { userId, sessionId, question, replaces, answer } = options;
      return db.transaction(async (tx) => {
        const [session] = await tx.select().from(chatSessions).where(owned(userId, sessionId)).for('update');
        if (!session) return false;
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
          .where(owned(userId, sessionId));
        return true;
      });
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
