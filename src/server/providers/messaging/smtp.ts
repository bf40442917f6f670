import nodemailer from 'nodemailer';
import type { EmailMessage } from './types';

/** Email through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpMailer({ url, from }: { url: string; from: string }) {
  const transport = nodemailer.createTransport(url);
  return {
    async sendEmail(message: EmailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
