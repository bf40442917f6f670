import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

const decoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The session token a signed value carries (`<token>.<base64 HMAC-SHA256(secret, token)>`, as better-auth signs its
 * session cookie and its bearer tokens), or null when the signature does not hold. A caller cannot forge one.
 */
export function signedSessionToken(value: string, secret: string): string | null {
  const signed = decoded(value);
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The key a request is counted under on /api/auth/*: its session when the cookie or bearer value is one we signed,
 * otherwise its address (request.ip honours TRUST_PROXY). A made-up value is no key of its own.
 */
export function identityRateLimitKey(request: FastifyRequest, secret: string): string {
  const cookie = SESSION_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  for (const value of [cookie, bearer]) {
    const token = value ? signedSessionToken(value.trim(), secret) : null;
    if (token) return `session:${createHash('sha256').update(token).digest('base64url')}`;
  }
  return `ip:${request.ip}`;
}
