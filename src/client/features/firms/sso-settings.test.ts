import { describe, expect, it } from 'vitest';
import type { DomainClaim, FirmSsoView } from '../../../shared/api/sso';
import { domainStatusLine, fieldsOf, settingsInput, ssoSummary, type SsoFormFields } from './sso-settings';

const unset: FirmSsoView = {
  configured: false, issuer: null, clientId: null, emailDomain: null, required: false, domain: null,
  redirectUri: 'https://volnadraft.example/api/auth/sso/callback', updatedAt: null,
};
const verified: DomainClaim = {
  status: 'verified', recordName: 'example-law.test', recordValue: 'volnadraft-domain-verification=abc', claimedAt: '2025-01-01T00:00:00.000Z',
  expiresAt: null, verifiedAt: '2025-01-02T00:00:00.000Z', checkedAt: '2025-01-03T00:00:00.000Z',
};
const saved: FirmSsoView = {
  ...unset, configured: true, issuer: 'https://login.example-law.test', clientId: 'volnadraft', emailDomain: 'example-law.test',
  domain: verified, updatedAt: '2025-01-01T00:00:00.000Z',
};
const pending: DomainClaim = { ...verified, status: 'pending', expiresAt: '2025-01-08T00:00:00.000Z', verifiedAt: null, checkedAt: null };
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

describe('a domain claim as the owner reads it', () => {
  const day = (iso: string) => iso.slice(0, 10);

  it('tells members nobody signs in through the provider until the domain is verified', () => {
    expect(ssoSummary({ ...saved, required: true, domain: pending })).toBe(
      'Set up for example-law.test, waiting for the domain to be verified by DNS: until then everyone signs in with their password.',
    );
    expect(ssoSummary({ ...saved, domain: { ...pending, status: 'expired' } })).toMatch(/^Set up for example-law.test, but the domain was not verified in time/);
  });

  it('says what to do next and when it was last checked', () => {
    expect(domainStatusLine(pending, day)).toBe('Waiting for the record. Add it, then choose Verify; this claim expires 2025-01-08. Not checked yet.');
    expect(domainStatusLine(verified, day)).toBe(
      'Verified 2025-01-02. DNS is checked again every few hours: keep the record in place. Last checked 2025-01-03.',
    );
    expect(domainStatusLine({ ...pending, status: 'expired', checkedAt: '2025-01-05T00:00:00.000Z' }, day)).toBe(
      'This claim expired 2025-01-08 without the record being found. Save the settings again for a new record. Last checked 2025-01-05.',
    );
  });
});
