import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { identityRateLimitKey, signedSessionToken } from './session-key';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const sign = (token: string, key = secret) => encodeURIComponent(`${token}.${createHmac('sha256', key).update(token).digest('base64')}`);
const request = (headers: Record<string, string>, ip = '198.51.100.7') => ({ headers, ip }) as unknown as FastifyRequest;

describe('signedSessionToken', () => {
  it('returns the token of a value signed with our secret', () => {
    expect(signedSessionToken(sign('abc123'), secret)).toBe('abc123');
  });

  it('refuses made-up, unsigned and foreign-signed values', () => {
    expect(signedSessionToken('random-value', secret)).toBeNull();
    expect(signedSessionToken('abc123.bm90LWEtc2lnbmF0dXJl', secret)).toBeNull();
    expect(signedSessionToken(sign('abc123', 'someone-elses-secret-of-thirty-two-chars'), secret)).toBeNull();
    expect(signedSessionToken('%E0%A4%A', secret)).toBeNull();
  });
});

describe('identityRateLimitKey', () => {
  it('counts a request with a made-up cookie or bearer under its address', () => {
    expect(identityRateLimitKey(request({ cookie: 'better-auth.session_token=made-up' }), secret)).toBe('ip:198.51.100.7');
    expect(identityRateLimitKey(request({ authorization: 'Bearer made-up' }), secret)).toBe('ip:198.51.100.7');
  });

  it('counts a signed session under the session, whichever way it is sent', () => {
    const fromCookie = identityRateLimitKey(request({ cookie: `theme=dark; better-auth.session_token=${sign('abc123')}` }), secret);
    const fromBearer = identityRateLimitKey(request({ authorization: `Bearer ${sign('abc123')}` }, '203.0.113.1'), secret);
    expect(fromCookie).toMatch(/^session:/);
    expect(fromBearer).toBe(fromCookie);
  });
});
