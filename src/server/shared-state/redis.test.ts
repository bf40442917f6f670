import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { connectRedis, RedisUnavailableError } from './redis';

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.log('Skipping the Redis connection tests that need a server: REDIS_URL is not set.');

describe('connectRedis', () => {
  it('fails start-up with the address, without its password, when Redis cannot be reached', async () => {
    const failure = await connectRedis('redis://:hunter2@127.0.0.1:1', { warn: () => {}, info: () => {} }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RedisUnavailableError);
    expect((failure as Error).message).toMatch(/^Cannot connect to Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1 \(REDIS_URL\): /);
    expect((failure as Error).message).not.toContain('hunter2');
  });

  it.skipIf(!REDIS_URL)('survives a dropped connection: logs it once, reconnects, and answers again', async () => {
    const logged: string[] = [];
    const log = { warn: (m: string) => logged.push(m), info: (m: string) => logged.push(m) };
    const redis = await connectRedis(REDIS_URL!, log);
    const admin = new Redis(REDIS_URL!);
    try {
      const id = await redis.client.client('ID');
      await admin.client('KILL', 'ID', String(id));
      await expect.poll(() => logged.some((m) => m.includes('is back')), { timeout: 8000 }).toBe(true);
      expect(logged.filter((m) => m.includes('lost'))).toHaveLength(1);
      expect(await redis.client.ping()).toBe('PONG');
    } finally {
      admin.disconnect();
      await redis.close();
    }
  }, 15_000);
});
