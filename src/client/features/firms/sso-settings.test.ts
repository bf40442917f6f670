import { describe, expect, it } from 'vitest';
import type { FirmSsoView } from '../../../shared/api/sso';
import { fieldsOf, settingsInput, ssoSummary, type SsoFormFields } from './sso-settings';

const unset: FirmSsoView = {
  configured: false, issuer: null, clientId: null, emailDomain: null, required: false, domain: null,
  redirectUri: 'https://volnadraft.example/api/auth/sso/callback', updatedAt: null,
};
const saved: FirmSsoView = {
  ...unset, configured: true, issuer: 'https://login.example-law.test', clientId: 'volnadraft', emailDomain: 'example-law.test',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const filled: SsoFormFields = {
  issuer: ' https://login.example-law.test ', clientId: 'volnadraft', clientSecret: ' s3cret ', emailDomain: '@Example-Law.TEST', required: true,
};

describe('the owner’s single sign-on form', () => {
  it('starts from the saved settings, with the secret blank', () => {
    expect(fieldsOf(unset)).toEqual({ issuer: '', clientId: '', clientSecret: '', emailDomain: '', required: false });
    expect(fieldsOf({ ...saved, required: true })).toEqual({
      issuer: 'https://login.example-law.test', clientId: 'volnadraft', clientSecret: '', emailDomain: 'example-law.test', required: true,
    });
  });

  it('sends the settings as the server reads them', () => {
    expect(settingsInput(filled, { secretStored: false })).toEqual({
      input: { issuer: 'https://login.example-law.test', clientId: 'volnadraft', clientSecret: 's3cret', emailDomain: 'example-law.test', required: true },
    });
  });

  it('leaves a blank secret out once one is stored, and asks for it before', () => {
    const blank = { ...filled, clientSecret: '  ' };
    const kept = settingsInput(blank, { secretStored: true });
    expect(kept).toEqual({ input: expect.not.objectContaining({ clientSecret: expect.anything() }) });
    expect(settingsInput(blank, { secretStored: false })).toEqual({ problem: 'Enter the client secret your identity provider gave you.' });
  });

  it.each([
    [{ issuer: 'login.example-law.test' }, 'Enter the issuer URL of your identity provider, such as https://login.example.com.'],
    [{ issuer: 'ftp://login.example-law.test' }, 'Enter the issuer URL of your identity provider, such as https://login.example.com.'],
    [{ clientId: ' ' }, 'Enter the client ID your identity provider gave you.'],
    [{ emailDomain: 'example' }, 'Enter the domain of your firm’s addresses, such as example-law.com.'],
    [{ emailDomain: 'gmail.com' }, 'This is a public email service: a firm can only sign in its own domain.'],
  ])('names the problem with %j', (change, problem) => {
    expect(settingsInput({ ...filled, ...change }, { secretStored: true })).toEqual({ problem });
  });
});

describe('what members read about single sign-on', () => {
  it('says whether it is set up, for which domain, and whether passwords still work', () => {
    expect(ssoSummary(unset)).toBe('Not set up. Members sign in with their email and password.');
    expect(ssoSummary(saved)).toBe(
      'Members with an address at example-law.test sign in through the firm’s identity provider, or with their password.',
    );
    expect(ssoSummary({ ...saved, required: true })).toBe(
      'Members with an address at example-law.test sign in through the firm’s identity provider; signing in with a password is turned off for them.',
    );
  });
});
