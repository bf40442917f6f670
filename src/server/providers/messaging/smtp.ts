import type { Transporter } from 'nodemailer';
import type { EmailMessage } from './types';

/**
 * Email through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). nodemailer is loaded with the
 * first message, not at start-up: most instances send email from their job worker only (issue #16: memory).
 */
export function createSmtpMailer({ url, from }: { url: string; from: string }) {
  let transport: Promise<Transporter> | undefined;
  const connect = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  return {
    async sendEmail(message: EmailMessage) {
      await (await connect()).sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
