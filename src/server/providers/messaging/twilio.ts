import type { SmsMessage } from './types';

/** SMS through Twilio's Messages API, with the account SID and auth token as Basic credentials. */
export function createTwilioSms(options: { accountSid: string; authToken: string; from: string; fetch?: typeof fetch }) {
  const fetchFn = options.fetch ?? fetch;
  const endpoint = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    async sendSms(message: SmsMessage) {
      const res = await fetchFn(endpoint, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.to, From: options.from, Body: message.body }),
      });
      if (!res.ok) throw new Error(`Twilio refused the message (${res.status})`);
    },
  };
}
