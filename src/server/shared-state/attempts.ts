import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppError } from '../http/errors';

/** One attempt counted before it is made; released when it turns out not to count (a sign-in that succeeded). */
export interface Reservation {
  release(): Promise<void>;
}

/**
 * Counts attempts per key in a sliding window (failed sign-ins per account and per IP, reset requests, sign-ups).
 * An attempt is reserved before the work it guards, in one atomic step that both checks and counts, so parallel
 * requests can never all pass a check that none of them has counted yet (issue #41, ADR 033).
 */
export interface AttemptLimiter {
  /** Counts one attempt if the key is under its limit; null (nothing counted) when it is not. */
  reserve(key: string): Promise<Reservation | null>;
  /** Forgets a key's attempts (a successful sign-in). */
  reset(key: string): Promise<void>;
}

export interface AttemptLimiterOptions {
  /** Keeps limiters apart in a shared store ('sign-in:account'). */
  name: string;
  max: number;
  windowMs: number;
}

/** One process's counters: what runs without REDIS_URL. Each reserve checks and counts in one synchronous step. */
export function createMemoryAttemptLimiter({ max, windowMs, now = Date.now }: Omit<AttemptLimiterOptions, 'name'> & { now?: () => number }): AttemptLimiter {
  const attempts = new Map<string, Array<{ at: number }>>();

  const recent = (key: string) => {
    const cutoff = now() - windowMs;
    const kept = (attempts.get(key) ?? []).filter((attempt) => attempt.at > cutoff);
    if (kept.length > 0) attempts.set(key, kept);
    else attempts.delete(key);
    return kept;
  };

  return {
    async reserve(key) {
      const kept = recent(key);
      if (kept.length >= max) return null;
      const attempt = { at: now() };
      attempts.set(key, [...kept, attempt]);
      return {
        async release() {
          const left = (attempts.get(key) ?? []).filter((a) => a !== attempt);
          if (left.length > 0) attempts.set(key, left);
          else attempts.delete(key);
        },
      };
    },
    async reset(key) {
      attempts.delete(key);
    },
  };
}

const UNAVAILABLE = 'This is briefly unavailable. Please try again in a moment.';

/** Drops attempts older than the window, then adds this one only if fewer than max remain: 1 if added, else 0. */
const RESERVE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/**
 * Every instance's counters in Redis: one sorted set per key, scored by attempt time, so the window slides exactly as
 * in memory. A Lua script checks and counts at once (Redis runs one script at a time). A Redis that cannot be
 * reached refuses the request (503): a lockout must not lapse (ADR 018).
 */
export function createRedisAttemptLimiter({
  redis,
  prefix,
  name,
  max,
  windowMs,
  now = Date.now,
}: AttemptLimiterOptions & { redis: Redis; prefix: string; now?: () => number }): AttemptLimiter {
  // Hashed, so addresses and emails are not spelled out in Redis.
  const keyOf = (key: string) => `${prefix}attempts:${name}:${createHash('sha256').update(key).digest('base64url')}`;
  const unavailable = () => {
    throw new AppError('unavailable', UNAVAILABLE, 503);
  };

  return {
    async reserve(key) {
      const at = now();
      const member = `${at}:${randomUUID()}`;
      const added = await redis.eval(RESERVE_SCRIPT, 1, keyOf(key), at, windowMs, max, member).catch(unavailable);
      if (Number(added) !== 1) return null;
      return {
        async release() {
          await redis.zrem(keyOf(key), member).catch(unavailable);
        },
      };
    },
    async reset(key) {
      await redis.del(keyOf(key)).catch(unavailable);
    },
  };
}
