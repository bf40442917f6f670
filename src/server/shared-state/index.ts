import type { Redis } from 'ioredis';
import type { Database } from '../db/client';
import type { LiveFeed } from '../features/live/feed';
import { createMemoryAttemptLimiter, createRedisAttemptLimiter, type AttemptLimiter, type AttemptLimiterOptions } from './attempts';
import { createPostgresLiveFeed } from './live-postgres';
import { createRedisLiveFeed } from './live-redis';
import { createMemoryOnceStore, createRedisOnceStore, type OnceStore } from './once';
import type { StateLog } from './redis';

export type { AttemptLimiter } from './attempts';
export type { OnceStore } from './once';

/** The default key prefix; tests (and deployments sharing one Redis) pass their own. */
export const DEFAULT_KEY_PREFIX = 'volnadraft:';

/**
 * What the instances must share to behave as one (ADR 018): attempt counters and lockouts, used captcha solutions,
 * route rate limits and the live channel. In Redis when REDIS_URL is set; otherwise in this process, except the live
 * channel on PostgreSQL, which goes through LISTEN/NOTIFY.
 */
export interface SharedState {
  /** Where the counters live, for the start-up line. */
  kind: 'memory' | 'redis';
  attemptLimiter(options: AttemptLimiterOptions): AttemptLimiter;
  /** Used captcha solutions. */
  captchaUsed: OnceStore;
  /** @fastify/rate-limit's store: its Redis store with our prefix, or its in-process default. */
  rateLimit: { redis?: Redis; nameSpace?: string; skipOnError?: boolean };
  /** Null: the live channel stays in this process (PGlite without Redis). */
  liveFeed: LiveFeed | null;
  close(): Promise<void>;
}

export async function createSharedState({
  redisUrl,
  database,
  log,
  keyPrefix = DEFAULT_KEY_PREFIX,
}: {
  redisUrl?: string;
  database: Database;
  log: StateLog;
  keyPrefix?: string;
}): Promise<SharedState> {
  if (!redisUrl) {
    return {
      kind: 'memory',
      attemptLimiter: (options) => createMemoryAttemptLimiter(options),
      captchaUsed: createMemoryOnceStore(),
      rateLimit: {},
      liveFeed: database.kind === 'postgresql' ? createPostgresLiveFeed({ database }) : null,
      close: async () => {},
    };
  }
  // ioredis is loaded only when Redis is configured: a single instance never needs it (issue #16: memory).
  const { connectRedis } = await import('./redis');
  const redis = await connectRedis(redisUrl, log);
  const { client, subscriber } = redis;
  return {
    kind: 'redis',
    attemptLimiter: (options) => createRedisAttemptLimiter({ ...options, redis: client, prefix: keyPrefix }),
    captchaUsed: createRedisOnceStore({ redis: client, prefix: `${keyPrefix}captcha-used:`, log }),
    // A Redis that cannot answer lets requests through: the lockouts, captcha and token ledger still hold (ADR 018).
    rateLimit: { redis: client, nameSpace: `${keyPrefix}rate-limit:`, skipOnError: true },
    liveFeed: createRedisLiveFeed({ client, subscriber, prefix: keyPrefix, log }),
    close: () => redis.close(),
  };
}
