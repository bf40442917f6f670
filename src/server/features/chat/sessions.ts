import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AssistantMetadata, ChatMessage, ChatMode, ChatSession, SessionDetail } from '../../../shared/api/chat';
import { verifiedCitationSchema } from '../../../shared/api/citations';
import type { Jurisdiction } from '../../../shared/jurisdictions';
import type { KeyScope, UserCipher } from '../../crypto/user-keys';
import { AppError } from '../../http/errors';
import { recencyPage } from '../../db/recency-pages';
import type { MatterAccess } from '../matters/access';
import type { ChatRepository, MessageRow, SessionRow } from './repository';

export const UNTITLED = 'New conversation';
const notFound = () => new AppError('not-found', 'This conversation does not exist or was deleted.');
/** A matter's conversation is read by all its members and continued, renamed or deleted only by the one who started it. */
export const STARTED_BY_ANOTHER =
  'This conversation belongs to a matter and was started by another member: you can read it, but only they can continue, rename or delete it. Start a conversation of your own in the matter to ask about it.';
const storedCitationsSchema = z.array(verifiedCitationSchema);

/**
 * Conversations: create, list and search, read, rename, delete. Titles and messages are decrypted here, with the
 * conversation's key (its matter's, or its owner's).
 */
export function createChatSessions({ repository, cipher, access }: { repository: ChatRepository; cipher: UserCipher; access: MatterAccess }) {
  /** The conversation as `viewerId` sees it. */
  async function toSession(row: SessionRow, viewerId: string): Promise<ChatSession> {
    return {
      id: row.id,
      title: row.titleEncrypted ? await cipher.decrypt(row, row.titleEncrypted) : UNTITLED,
      jurisdiction: row.jurisdiction as Jurisdiction,
      mode: row.mode,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      tokensUsed: row.tokensUsed,
      messageCount: row.messageCount,
      matter: row.matter,
      canContinue: row.userId === viewerId,
    };
  }

  /** A message of the conversation whose key scope is `session`. */
  async function toMessage(session: KeyScope, row: MessageRow): Promise<ChatMessage> {
    const citations = row.citationsEncrypted
      ? storedCitationsSchema.parse(JSON.parse(await cipher.decrypt(session, row.citationsEncrypted)))
      : [];
    const metadata: AssistantMetadata | null = row.metadata ? { ...row.metadata, citations } : null;
    return {
      id: row.id,
      role: row.role,
      content: await cipher.decrypt(session, row.contentEncrypted),
      createdAt: row.createdAt.toISOString(),
      metadata,
    };
  }

  /** A conversation the user may read; 404 otherwise. */
  async function readable(userId: string, id: string): Promise<SessionRow> {
    const row = await repository.findSession(userId, id);
    if (!row) throw notFound();
    return row;
  }

  /** A conversation the user may continue, rename or delete: one they may read and started themself; 403 for another member's. */
  async function writable(userId: string, id: string): Promise<SessionRow> {
    const row = await readable(userId, id);
    if (row.userId !== userId) throw new AppError('permission-denied', STARTED_BY_ANOTHER);
    return row;
  }

  return {
    writable,
    toMessage,

    async create(options: { userId: string; matterId?: string; title?: string; jurisdiction: Jurisdiction; mode: ChatMode }): Promise<ChatSession> {
      const matterId = options.matterId ?? null;
      if (matterId) await access.requireMember(matterId, options.userId);
      const scope = { userId: options.userId, matterId };
      const now = new Date();
      const row = await repository.createSession({
        id: randomUUID(),
        userId: options.userId,
        matterId,
        titleEncrypted: options.title ? await cipher.encrypt(scope, options.title) : null,
        jurisdiction: options.jurisdiction,
        mode: options.mode,
        createdAt: now,
        updatedAt: now,
      });
      return toSession(row, options.userId);
    },

    /** The sessions the user may see, most recently active first, optionally searched by title. */
    async list(options: { userId: string; matterId?: string; q?: string; cursor?: string; limit: number }) {
      const { userId, matterId, ...page } = options;
      const { items, nextCursor } = await recencyPage({
        fetchRows: (after, limit) => repository.listSessions({ userId, matterId, after, limit }),
        toItem: (row) => toSession(row, userId),
        titleOf: (session) => session.title,
        ...page,
      });
      return { sessions: items, nextCursor };
    },

    async get(userId: string, id: string): Promise<SessionDetail> {
      const row = await readable(userId, id);
      const messages = await repository.messagesOf(userId, id);
      return { ...(await toSession(row, userId)), messages: await Promise.all(messages.map((message) => toMessage(row, message))) };
    },

    async update(options: { userId: string; id: string; title?: string; jurisdiction?: Jurisdiction; mode?: ChatMode }): Promise<ChatSession> {
      const { userId, id, title, jurisdiction, mode } = options;
      const session = await writable(userId, id);
      const row = await repository.updateSession(userId, id, {
        ...(title !== undefined ? { titleEncrypted: await cipher.encrypt(session, title) } : {}),
        ...(jurisdiction !== undefined ? { jurisdiction } : {}),
        ...(mode !== undefined ? { mode } : {}),
      });
      if (!row) throw notFound();
      return toSession(row, userId);
    },

    async remove(userId: string, id: string): Promise<void> {
      await writable(userId, id);
      if (!(await repository.deleteSession(userId, id))) throw notFound();
    },
  };
}

export type ChatSessions = ReturnType<typeof createChatSessions>;
