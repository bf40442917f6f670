import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AssistantMetadata, ChatMessage, ChatMode, ChatSession, SessionDetail } from '../../../shared/api/chat';
import { verifiedCitationSchema } from '../../../shared/api/citations';
import type { Jurisdiction } from '../../../shared/jurisdictions';
import type { UserCipher } from '../../crypto/user-keys';
import { AppError } from '../../http/errors';
import { recencyPage } from '../../db/recency-pages';
import type { ChatRepository, MessageRow, SessionRow } from './repository';

export const UNTITLED = 'New conversation';
const notFound = () => new AppError('not-found', 'This conversation does not exist or was deleted.');
const storedCitationsSchema = z.array(verifiedCitationSchema);

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

    /** The user's sessions, most recently active first, optionally searched by title. */
    async list(options: { userId: string; q?: string; cursor?: string; limit: number }) {
      const { userId, ...page } = options;
      const { items, nextCursor } = await recencyPage({
        fetchRows: (after, limit) => repository.listSessions({ userId, after, limit }),
        toItem: toSession,
        titleOf: (session) => session.title,
        ...page,
      });
      return { sessions: items, nextCursor };
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
