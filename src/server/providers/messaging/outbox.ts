import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { EmailMessage, SmsMessage } from './types';

/**
 * The embedded default: nothing leaves the machine. Each message is stored in the outbox table (admins read it in
 * /admin) and printed as one log line with its recipient and text, so a developer can follow a code or a link.
 */
export function createOutbox({ db, log }: { db: Db; log: Pick<FastifyBaseLogger, 'info'> }) {
  return {
    async sendEmail(message: EmailMessage) {
      await db.insert(outboxMessages).values({
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
      });
      log.info(`[outbox] email to ${message.to}: ${message.subject} | ${message.text.replace(/\s+/g, ' ')}`);
    },
    async sendSms(message: SmsMessage) {
      await db.insert(outboxMessages).values({ channel: 'sms', recipient: message.to, body: message.body });
      log.info(`[outbox] sms to ${message.to}: ${message.body}`);
    },
  };
}
