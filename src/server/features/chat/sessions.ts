import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AssistantMetadata, ChatMessage, ChatMode, ChatSession, SessionDetail } from '../../../shared/api/chat';
import { verifiedCitationSchema } from '../../../shared/api/citations';
import type { Jurisdiction } from '../../../shared/jurisdictions';
import type { UserCipher } from '../../crypto/user-keys';
import { AppError } from '../../http/errors';
import type { ChatRepository, MessageRow, SessionKey, SessionRow } from './repository';

export const UNTITLED = 'New conversation';
/** Sessions decrypted per round when searching titles. */
const SEARCH_BATCH = 200;

const notFound = () => new AppError('not-found', 'This conversation does not exist or was deleted.');
const storedCitationsSchema = z.array(verifiedCitationSchema);

const encodeCursor = (key: SessionKey) => Buffer.from(`${key.updatedAt.toISOString()}|${key.id}`).toString('base64url');
function decodeCursor(cursor: string): SessionKey {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const updatedAt = new Date(at ?? '');
  if (!id || Number.isNaN(updatedAt.getTime())) throw new AppError('invalid-argument', 'The cursor is not one this server returned.');
  return { updatedAt, id };
}

/** Every word of the query occurs in the title, ignoring case. */
const matches = (title: string, q: string) => q.toLowerCase().split(/\s+/).filter(Boolean).every((word) => title.toLowerCase().includes(word));

/** Conversations: create, list and search, read, rename, delete. Titles and messages are decrypted here, per user. */
export function createChatSessions({ repository, cipher }: { repository: ChatRepository; cipher: UserCipher }) {
  async function toSession(row: SessionRow): Promise<ChatSession> {
    return {
      id: row.id,
      title: row.titleEncrypted ? await cipher.decrypt(row.userId, row.titleEncrypted) : UNTITLED,
      jurisdiction: row.jurisdiction as Jurisdiction,
      mode: row.mode,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      tokensUsed: row.tokensUsed,
      messageCount: row.messageCount,
    };
  }

  async function toMessage(row: MessageRow): Promise<ChatMessage> {
    const citations = row.citationsEncrypted
      ? storedCitationsSchema.parse(JSON.parse(await cipher.decrypt(row.userId, row.citationsEncrypted)))
      : [];
    const metadata: AssistantMetadata | null = row.metadata ? { ...row.metadata, citations } : null;
    return {
      id: row.id,
      role: row.role,
      content: await cipher.decrypt(row.userId, row.contentEncrypted),
      createdAt: row.createdAt.toISOString(),
      metadata,
    };
  }

  async function owned(userId: string, id: string): Promise<SessionRow> {
    const row = await repository.findSession(userId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    owned,
    toMessage,

    async create(options: { userId: string; title?: string; jurisdiction: Jurisdiction; mode: ChatMode }): Promise<ChatSession> {
      const now = new Date();
      const row = await repository.createSession({
        id: randomUUID(),
        userId: options.userId,
        titleEncrypted: options.title ? await cipher.encrypt(options.userId, options.title) : null,
        jurisdiction: options.jurisdiction,
        mode: options.mode,
        createdAt: now,
        updatedAt: now,
      });
      return toSession(row);
    },

    /**
     * The user's sessions, most recently active first. Titles are encrypted, so a search decrypts the user's own
     * titles here, a batch at a time, until a page is full: fine for the hundreds of conversations one attorney
     * keeps (microseconds each); a blind index would be the next step if that ever grows by orders of magnitude.
     */
    async list(options: { userId: string; q?: string; cursor?: string; limit: number }) {
      const { userId, q, limit } = options;
      const found: Array<{ session: ChatSession; key: SessionKey }> = [];
      let after = options.cursor ? decodeCursor(options.cursor) : null;
      const batch = q ? SEARCH_BATCH : limit + 1;
      for (;;) {
        const rows = await repository.listSessions({ userId, after, limit: batch });
        for (const row of rows) {
          const session = await toSession(row);
          if (!q || matches(session.title, q)) found.push({ session, key: { updatedAt: row.updatedAt, id: row.id } });
          if (found.length > limit) break;
        }
        if (found.length > limit || rows.length < batch) break;
        after = { updatedAt: rows.at(-1)!.updatedAt, id: rows.at(-1)!.id };
      }
      const page = found.slice(0, limit);
      return { sessions: page.map((f) => f.session), nextCursor: found.length > limit ? encodeCursor(page.at(-1)!.key) : null };
    },

    async get(userId: string, id: string): Promise<SessionDetail> {
      const row = await owned(userId, id);
      const messages = await repository.messagesOf(userId, id);
      return { ...(await toSession(row)), messages: await Promise.all(messages.map(toMessage)) };
    },

    async update(options: { userId: string; id: string; title?: string; jurisdiction?: Jurisdiction; mode?: ChatMode }): Promise<ChatSession> {
      const { userId, id, title, jurisdiction, mode } = options;
      const row = await repository.updateSession(userId, id, {
        ...(title !== undefined ? { titleEncrypted: await cipher.encrypt(userId, title) } : {}),
        ...(jurisdiction !== undefined ? { jurisdiction } : {}),
        ...(mode !== undefined ? { mode } : {}),
      });
      if (!row) throw notFound();
      return toSession(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.deleteSession(userId, id))) throw notFound();
    },
  };
}

export type ChatSessions = ReturnType<typeof createChatSessions>;
