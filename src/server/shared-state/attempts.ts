import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppError } from '../http/errors';

/** Counts failures per key in a sliding window (failed sign-ins per account and per IP, reset requests, sign-ups). */
export interface AttemptLimiter {
  isBlocked(key: string): Promise<boolean>;
  record(key: string): Promise<void>;
  /** Forgets a key's failures (a successful sign-in). */
  reset(key: string): Promise<void>;
}

export interface AttemptLimiterOptions {
  /** Keeps limiters apart in a shared store ('sign-in:account'). */
  name: string;
  max: number;
  windowMs: number;
}

/** One process's counters: what runs without REDIS_URL. */
export function createMemoryAttemptLimiter({ max, windowMs, now = Date.now }: Omit<AttemptLimiterOptions, 'name'> & { now?: () => number }): AttemptLimiter {
  const attempts = new Map<string, number[]>();

  const recent = (key: string) => {
    const cutoff = now() - windowMs;
    const kept = (attempts.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length > 0) attempts.set(key, kept);
    else attempts.delete(key);
    return kept;
  };

  return {
    isBlocked: async (key) => recent(key).length >= max,
    async record(key) {
      attempts.set(key, [...recent(key), now()]);
    },
    async reset(key) {
      attempts.delete(key);
    },
  };
}

const UNAVAILABLE = 'This is briefly unavailable. Please try again in a moment.';

/**
 * Every instance's counters in Redis: one sorted set per key, scored by attempt time, so the window slides exactly as
 * in memory. A Redis that cannot be reached refuses the request (503): a lockout must not lapse (ADR 018).
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
  // A transaction answers each command's error beside its result; any of them means the count is unknown.
  const run = async (transaction: ReturnType<Redis['multi']>) => {
    const results = await transaction.exec().catch(() => null);
    if (!results || results.some(([error]) => error)) throw new AppError('unavailable', UNAVAILABLE, 503);
    return results.map(([, result]) => result);
  };

  return {
    async isBlocked(key) {
      const [, count] = await run(redis.multi().zremrangebyscore(keyOf(key), '-inf', now() - windowMs).zcard(keyOf(key)));
      return Number(count) >= max;
    },
    async record(key) {
      const at = now();
      await run(redis.multi().zadd(keyOf(key), at, `${at}:${randomUUID()}`).pexpire(keyOf(key), windowMs));
    },
    async reset(key) {
      await run(redis.multi().del(keyOf(key)));
    },
  };
}
