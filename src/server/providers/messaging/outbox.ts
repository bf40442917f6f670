import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SystemCipher } from '../../crypto/system-cipher';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { EmailMessage, SmsMessage } from './types';

/** The cipher contexts of the outbox's encrypted columns; readers of the outbox open them with the same. */
export const OUTBOX_SUBJECT = 'outbox_messages.subject';
export const OUTBOX_BODY = 'outbox_messages.body';

const BATCH = 200;

/**
 * The embedded default: nothing leaves the machine. Each message is stored in the outbox table (admins read it in
 * /admin), its subject and body encrypted with the system data key since they carry sign-in codes and reset links,
 * and printed as one log line with its recipient and text, so a developer can follow a code or a link.
 */
export function createOutbox({ db, log, cipher }: { db: Db; log: Pick<FastifyBaseLogger, 'info'>; cipher: SystemCipher }) {
  return {
    async sendEmail(message: EmailMessage) {
      await db.insert(outboxMessages).values({
        channel: 'email',
        recipient: message.to,
        subject: await cipher.encrypt(OUTBOX_SUBJECT, message.subject),
        body: await cipher.encrypt(OUTBOX_BODY, message.text),
        encrypted: true,
      });
      log.info(`[outbox] email to ${message.to}: ${message.subject} | ${message.text.replace(/\s+/g, ' ')}`);
    },
    async sendSms(message: SmsMessage) {
      await db
        .insert(outboxMessages)
        .values({ channel: 'sms', recipient: message.to, body: await cipher.encrypt(OUTBOX_BODY, message.body), encrypted: true });
      log.info(`[outbox] sms to ${message.to}: ${message.body}`);
    },
  };
}

/**
 * Encrypts the plaintext rows an earlier version left in the outbox; run at start-up. Each row is updated only while
 * it is still plaintext, so servers starting together encrypt it once.
 */
export async function encryptPlaintextOutbox(db: Db, cipher: SystemCipher): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.encrypted, false)).limit(BATCH);
    if (rows.length === 0) return done;
    for (const row of rows) {
      await db
        .update(outboxMessages)
        .set({
          subject: row.subject === null ? null : await cipher.encrypt(OUTBOX_SUBJECT, row.subject),
          body: await cipher.encrypt(OUTBOX_BODY, row.body),
          encrypted: true,
        })
        .where(and(eq(outboxMessages.id, row.id), eq(outboxMessages.encrypted, false)));
    }
    done += rows.length;
  }
}
