import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { SystemCipher } from '../../crypto/system-cipher';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../queue/queue';
import { createQueuedDelivery } from './delivery';
import { createOutbox } from './outbox';
import { createSmtpMailer } from './smtp';
import { createTwilioSms } from './twilio';
import type { Messenger } from './types';

/**
 * Picks the email and SMS adapters from configuration; whatever is not configured goes to the outbox, which stores
 * the message in the request. SMTP and Twilio deliver through the job queue, with retries.
 */
export function createMessenger({ config, db, log, cipher, jobs }: { config: Config; db: Db; log: FastifyBaseLogger; cipher: SystemCipher; jobs: JobQueue }): Messenger {
  const outbox = createOutbox({ db, log, cipher });
  const delivery = createQueuedDelivery({ jobs, cipher });
  const email = config.SMTP_URL ? delivery.email(createSmtpMailer({ url: config.SMTP_URL, from: config.EMAIL_FROM })) : outbox;
  const sms =
    config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
      ? delivery.sms(
          createTwilioSms({
            accountSid: config.TWILIO_ACCOUNT_SID,
            authToken: config.TWILIO_AUTH_TOKEN,
            from: config.TWILIO_FROM,
          }),
        )
      : outbox;
  return {
    description: `email: ${email === outbox ? 'outbox' : 'smtp'}, sms: ${sms === outbox ? 'outbox' : 'twilio'}`,
    sendEmail: (message) => email.sendEmail(message),
    sendSms: (message) => sms.sendSms(message),
  };
}

export { encryptPlaintextOutbox, OUTBOX_BODY, OUTBOX_SUBJECT } from './outbox';
export type { Messenger } from './types';
