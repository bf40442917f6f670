import { and, eq, gt, sql } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type { Db } from '../db/client';
import { profiles, sessions, users } from '../db/schema';
import type { AccountCache } from './account-cache';
import { JWT_AUDIENCE } from './auth';
import { createVerifiedTokens } from './verified-tokens';

export interface Principal {
  userId: string;
  sessionId: string;
  role: string;
  isAdmin: boolean;
  twoFactorEnabled: boolean;
  /** A phone number proved by an SMS code at enrolment: with twoFactorEnabled, what an admin needs (DESIGN §5). */
  phoneVerified: boolean;
  /** When the token was issued, in seconds since the epoch. */
  issuedAt: number;
}

const JWKS_CACHE_MS = 5 * 60 * 1000;

/**
 * Verifies an API bearer JWT locally against our JWKS (no call to the identity service), then checks that the
 * session it names is still alive and the user is not banned, so a signed-out or revoked session stops at once. The
 * session's row is read through the account cache, which drops it the moment it (or its user) changes (ADR 016).
 */
export function createTokenVerifier({
  db,
  cache,
  issuer,
  loadJwks,
}: {
  db: Db;
  cache: AccountCache;
  issuer: string;
  loadJwks: () => Promise<JSONWebKeySet>;
}) {
  // Built once: composing the query per request was the largest part of the check's own CPU time (profile, issue #16).
  const liveSession = db
    .select({
      role: users.role,
      banned: users.banned,
      twoFactorEnabled: users.twoFactorEnabled,
      phoneVerifiedAt: profiles.phoneVerifiedAt,
      impersonatedBy: sessions.impersonatedBy,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('live_session');
  let cached: { keys: ReturnType<typeof createLocalJWKSet>; at: number } | undefined;
  const verifiedTokens = createVerifiedTokens();

  async function keySet(refresh: boolean) {
    if (!cached || refresh || Date.now() - cached.at > JWKS_CACHE_MS) {
      cached = { keys: createLocalJWKSet(await loadJwks()), at: Date.now() };
      // A key that left the set must stop vouching for the tokens it signed.
      verifiedTokens.clear();
    }
    return cached.keys;
  }

  async function verifySignature(token: string) {
    const options = { issuer, audience: JWT_AUDIENCE, algorithms: ['EdDSA'] };
    try {
      return await jwtVerify(token, await keySet(false), options);
    } catch (error) {
      // A key we have not seen yet (rotation) deserves one fresh look at the JWKS.
      if ((error as { code?: string }).code === 'ERR_JWKS_NO_MATCHING_KEY') return jwtVerify(token, await keySet(true), options);
      throw error;
    }
  }

  /** The token's claims if it verifies: remembered until it expires, or until the key set is next reloaded. */
  async function verifiedPayload(token: string) {
    const keysInUse = cached && Date.now() - cached.at <= JWKS_CACHE_MS ? cached : undefined;
    const known = keysInUse && verifiedTokens.get(token);
    if (known) return known;
    const { payload } = await verifySignature(token);
    if (keysInUse && cached === keysInUse) verifiedTokens.add(token, payload);
    return payload;
  }

  return async function verify(token: string): Promise<Principal | null> {
    let payload;
    try {
      payload = await verifiedPayload(token);
    } catch {
      return null;
    }
    const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
    if (!payload.sub || !sessionId || typeof payload.iat !== 'number') return null;

    const userId = payload.sub;
    const row = await cache.get(`session:${sessionId}:${userId}`, userId, async () => {
      const [found] = await liveSession.execute({ sessionId, userId, now: new Date() });
      return found ? { value: found, expiresAt: found.expiresAt.getTime() } : null;
    });
    // An impersonation session (none can be made: ADR 011) would never be let near decrypted content.
    if (!row || row.banned || row.impersonatedBy) return null;

    const role = row.role ?? 'user';
    return {
      userId,
      sessionId,
      role,
      isAdmin: role.split(',').includes('admin'),
      twoFactorEnabled: Boolean(row.twoFactorEnabled),
      phoneVerified: row.phoneVerifiedAt !== null,
      issuedAt: payload.iat,
    };
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
