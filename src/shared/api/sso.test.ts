import { describe, expect, it } from 'vitest';
import { emailDomainSchema } from './sso';

describe('the email domain a firm may claim', () => {
  it.each(['yahoo.co.uk', 'hotmail.co.uk', 'gmx.de', 'web.de', 'mail.ru', 'yandex.ru', 'qq.com', '163.com', 'comcast.net', 'pm.me', 'tutanota.com', 'gmail.com', '@GMX.DE'])(
    'is never a public mail service such as %s (issue #41 item 8)',
    (domain) => {
      const parsed = emailDomainSchema.safeParse(domain);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('This is a public email service: a firm can only sign in its own domain.');
    },
  );

  it('is a firm’s own domain, written any way an owner types it', () => {
    expect(emailDomainSchema.parse(' @Example-Law.COM ')).toBe('example-law.com');
  });
});
