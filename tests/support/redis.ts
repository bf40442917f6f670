import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** A key prefix no other test app (or helper sharing this Redis) uses. */
export const testKeyPrefix = () => `test:${process.pid}:${randomBytes(6).toString('hex')}:`;

/** Deletes every key under `prefix` (rate limits, counters, captcha claims, the live backlog). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}
