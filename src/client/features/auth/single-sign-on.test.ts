import { describe, expect, it } from 'vitest';
import { SSO_ERRORS, SSO_REQUIRED_CODE, ssoRequiredMessage as requiredSentence } from '../../../shared/api/sso';
import { IdentityError } from '../../lib/auth/identity-api';
import { loginErrorMessage, signupErrorMessage } from './error-messages';
import { SSO_ERROR_FALLBACK, ssoCallbackURL, ssoErrorMessage, ssoRequiredMessage, ssoStartErrorMessage } from './single-sign-on';

describe('the sso-error a refused single sign-on comes back with', () => {
  it.each(Object.entries(SSO_ERRORS))('%s shows the server’s sentence for it', (code, sentence) => {
    expect(ssoErrorMessage(code)).toBe(sentence);
  });

  it('shows a plain sentence for a code this page does not know, and nothing without one', () => {
    expect(ssoErrorMessage('something-new')).toBe(SSO_ERROR_FALLBACK);
    expect(ssoErrorMessage('toString')).toBe(SSO_ERROR_FALLBACK);
    expect(ssoErrorMessage(null)).toBeNull();
  });
});

describe('where the provider’s sign-in returns to', () => {
  it('is the returnUrl the sign-in page was opened with, when it is a path of this site', () => {
    expect(ssoCallbackURL('/matters?tab=open#top')).toBe('/matters?tab=open#top');
    expect(ssoCallbackURL('/firms')).toBe('/firms');
  });

  it.each([null, '', 'https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', `/${'a'.repeat(600)}`])(
    'is left to the server (the dashboard) for %j',
    (raw) => {
      expect(ssoCallbackURL(raw)).toBeUndefined();
    },
  );
});

describe('a password sign-in for a domain whose firm requires single sign-on', () => {
  const FIRM = { name: 'Example Law LLP', ownerName: 'Pat Partner', ownerEmail: 'partner@example-law.test' };
  const required = new IdentityError(403, SSO_REQUIRED_CODE, requiredSentence('example-law.test', FIRM));

  it('is recognised, with the server’s sentence', () => {
    expect(ssoRequiredMessage(required)).toBe(requiredSentence('example-law.test', FIRM));
    expect(ssoRequiredMessage(new IdentityError(401, 'INVALID_PASSWORD', 'Invalid password'))).toBeNull();
    expect(ssoRequiredMessage(new Error('x'))).toBeNull();
  });

  it('says so wherever a sign-in or sign-up failure is shown', () => {
    expect(loginErrorMessage(required)).toBe(requiredSentence('example-law.test', FIRM));
    expect(signupErrorMessage(required)).toEqual({ message: requiredSentence('example-law.test', FIRM), emailInUse: false });
  });
});

describe('a refused start of single sign-on', () => {
  it('shows the server’s sentence when no firm signs in the domain or its provider is down', () => {
    const none = 'No firm signs in nowhere.test addresses through single sign-on. Sign in with your email and password.';
    expect(ssoStartErrorMessage(new IdentityError(404, 'SSO_NOT_CONFIGURED', none))).toBe(none);
    const down = 'Your firm’s identity provider cannot be reached right now. Try again in a few minutes.';
    expect(ssoStartErrorMessage(new IdentityError(503, 'SSO_PROVIDER_UNREACHABLE', down))).toBe(down);
  });

  it('explains a malformed address, too many attempts, and a server or connection failure in plain words', () => {
    expect(ssoStartErrorMessage(new IdentityError(400, 'VALIDATION_ERROR', '[body.email] Invalid email'))).toMatch(/^Enter your work email/);
    expect(ssoStartErrorMessage(new IdentityError(429, undefined, 'Too Many Requests'))).toMatch(/^Too many sign-in attempts/);
    expect(ssoStartErrorMessage(new IdentityError(500, undefined, 'Internal Server Error'))).toMatch(/could not start/);
    expect(ssoStartErrorMessage(new TypeError('Failed to fetch'))).toMatch(/could not start/);
  });
});
