import type { SystemCipher } from '../../crypto/system-cipher';
import type { JobQueue } from '../../queue/queue';
import type { EmailMessage, SmsMessage } from './types';

export const EMAIL_JOB = 'messaging.email';
export const SMS_JOB = 'messaging.sms';
/** The cipher context of a queued message: it carries sign-in codes and reset links, so the payload is sealed. */
const PAYLOAD_CONTEXT = 'jobs.payload.message';

/**
 * About 17 minutes of retries (2 s, 4 s, … 512 s apart): a mail server or Twilio that is down for a while gets the
 * message later, instead of the message being lost with the request that asked for it.
 */
const DELIVERY_RETRIES = { maxAttempts: 10, retryDelayMs: 2_000 };

/**
 * Delivery through the job queue (ADR 020): sending enqueues the message, sealed with the system data key, and a
 * worker hands it to the adapter, retrying with backoff while the adapter fails. Enqueueing wakes this process's
 * worker, so a message usually leaves at once.
 */
export function createQueuedDelivery({ jobs, cipher }: { jobs: JobQueue; cipher: SystemCipher }) {
  const seal = async (message: object) => ({ sealed: await cipher.encrypt(PAYLOAD_CONTEXT, JSON.stringify(message)) });
  const open = async <T>(payload: { sealed: string }) => JSON.parse(await cipher.decrypt(PAYLOAD_CONTEXT, payload.sealed)) as T;

  return {
    email(adapter: { sendEmail(message: EmailMessage): Promise<void> }) {
      jobs.register<{ sealed: string }>(EMAIL_JOB, async (payload) => adapter.sendEmail(await open<EmailMessage>(payload)), DELIVERY_RETRIES);
      return {
        async sendEmail(message: EmailMessage) {
          await jobs.enqueue(EMAIL_JOB, await seal(message));
        },
      };
    },
    sms(adapter: { sendSms(message: SmsMessage): Promise<void> }) {
      jobs.register<{ sealed: string }>(SMS_JOB, async (payload) => adapter.sendSms(await open<SmsMessage>(payload)), DELIVERY_RETRIES);
      return {
        async sendSms(message: SmsMessage) {
          await jobs.enqueue(SMS_JOB, await seal(message));
        },
      };
    },
  };
}
