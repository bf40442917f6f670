import { and, desc, eq, lt } from 'drizzle-orm';
import type { OutboxMessage } from '../../../shared/api/admin';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';

/** The messages the embedded messaging provider kept instead of sending (email and SMS), newest first. */
export function createOutboxRepository(db: Db) {
  return {
    async page({ channel, cursor, limit }: { channel?: 'email' | 'sms'; cursor?: number; limit: number }) {
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(and(channel ? eq(outboxMessages.channel, channel) : undefined, cursor ? lt(outboxMessages.id, cursor) : undefined))
        .orderBy(desc(outboxMessages.id))
        .limit(limit + 1);
      const messages: OutboxMessage[] = rows.slice(0, limit).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
      return { messages, nextCursor: rows.length > limit ? messages.at(-1)!.id : null };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
