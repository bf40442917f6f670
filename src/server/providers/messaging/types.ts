export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SmsMessage {
  to: string;
  body: string;
}

/** Sends email and SMS. Adapters: SMTP and Twilio, or the embedded outbox that keeps messages for the operator. */
export interface Messenger {
  readonly description: string;
  sendEmail(message: EmailMessage): Promise<void>;
  sendSms(message: SmsMessage): Promise<void>;
}
