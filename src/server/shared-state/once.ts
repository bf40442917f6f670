import type { Redis } from 'ioredis';
import type { StateLog } from './redis';

/** Remembers tokens for a while, so that each one is accepted once (captcha solutions). */
export interface OnceStore {
  /** True for the first claim of `token` within `ttlMs`; false for a repeat, or when that cannot be known. */
  claim(token: string, ttlMs: number): Promise<boolean>;
}

/**
 * One process's memory. Tokens are forgotten in insertion order, which is expiry order for one fixed ttl, so pruning
 * stops at the first live one; when `maxRemembered` are held, claims fail closed rather than allow replays.
 */
export function createMemoryOnceStore({ maxRemembered = 100_000, now = Date.now }: { maxRemembered?: number; now?: () => number } = {}): OnceStore {
  const claimed = new Map<string, number>();
  const forgetExpired = () => {
    for (const [token, forgetAt] of claimed) {
      if (forgetAt > now()) break;
      claimed.delete(token);
    }
  };
  return {
    async claim(token, ttlMs) {
      forgetExpired();
      if (claimed.has(token) || claimed.size >= maxRemembered) return false;
      claimed.set(token, now() + ttlMs);
      return true;
    },
  };
}

/** Every instance's claims in Redis: `SET key 1 NX PX ttl` succeeds for exactly one of them. Fails closed. */
export function createRedisOnceStore({ redis, prefix, log }: { redis: Redis; prefix: string; log: StateLog }): OnceStore {
  return {
    async claim(token, ttlMs) {
      try {
        return (await redis.set(`${prefix}${token}`, '1', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK';
      } catch (error) {
        log.warn(`A one-time token could not be checked in Redis (${(error as Error).message}); refused.`);
        return false;
      }
    },
  };
}
