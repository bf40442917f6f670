import { and, desc, eq, lt } from 'drizzle-orm';
import type { OutboxMessage } from '../../../shared/api/admin';
import type { SystemCipher } from '../../crypto/system-cipher';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { OUTBOX_BODY, OUTBOX_SUBJECT } from '../../providers/messaging';

type OutboxRow = typeof outboxMessages.$inferSelect;

/** The messages the embedded messaging provider kept instead of sending (email and SMS), newest first, decrypted. */
export function createOutboxRepository(db: Db, cipher: SystemCipher) {
  // A row an earlier version wrote is plaintext until the start-up pass encrypts it.
  const reveal = (context: string, row: OutboxRow, value: string) => (row.encrypted ? cipher.decrypt(context, value) : value);

  async function toMessage(row: OutboxRow): Promise<OutboxMessage> {
    return {
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject === null ? null : await reveal(OUTBOX_SUBJECT, row, row.subject),
      body: await reveal(OUTBOX_BODY, row, row.body),
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    async page({ channel, recipient, cursor, limit }: { channel?: 'email' | 'sms'; recipient?: string; cursor?: number; limit: number }) {
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(
          and(
            channel ? eq(outboxMessages.channel, channel) : undefined,
            recipient ? eq(outboxMessages.recipient, recipient) : undefined,
            cursor ? lt(outboxMessages.id, cursor) : undefined,
          ),
        )
        .orderBy(desc(outboxMessages.id))
        .limit(limit + 1);
      const messages = await Promise.all(rows.slice(0, limit).map(toMessage));
      return { messages, nextCursor: rows.length > limit ? messages.at(-1)!.id : null };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
