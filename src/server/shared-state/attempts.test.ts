import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { createMemoryAttemptLimiter, createRedisAttemptLimiter, type AttemptLimiter } from './attempts';

type Clocked = (options: { max: number; windowMs: number; now: () => number }) => AttemptLimiter;

/** The same sliding window, whichever store keeps it. */
function behavesAsASlidingWindow(make: () => Clocked) {
  it('blocks a key after max failures within the window, and forgets them after it', async () => {
    let clock = 1_000_000;
    const limiter = make()({ max: 3, windowMs: 1000, now: () => clock });
    for (let i = 0; i < 3; i++) {
      expect(await limiter.isBlocked('a')).toBe(false);
      await limiter.record('a');
      clock += 100;
    }
    expect(await limiter.isBlocked('a')).toBe(true);
    expect(await limiter.isBlocked('b')).toBe(false);
    // The first failure leaves the window; the other two are still in it.
    clock = 1_000_000 + 1000;
    expect(await limiter.isBlocked('a')).toBe(false);
    await limiter.record('a');
    expect(await limiter.isBlocked('a')).toBe(true);
  });

  it('clears a key on reset (a successful sign-in)', async () => {
    const limiter = make()({ max: 1, windowMs: 60_000, now: Date.now });
    await limiter.record('a');
    expect(await limiter.isBlocked('a')).toBe(true);
    await limiter.reset('a');
    expect(await limiter.isBlocked('a')).toBe(false);
  });
}

describe('the in-memory attempt limiter', () => {
  behavesAsASlidingWindow(() => (options) => createMemoryAttemptLimiter(options));
});

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.log('Skipping the Redis attempt limiter tests: REDIS_URL is not set.');

describe.skipIf(!REDIS_URL)('the Redis attempt limiter', () => {
  const prefix = `test:attempts:${randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(REDIS_URL!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  behavesAsASlidingWindow(() => {
    const name = randomBytes(4).toString('hex');
    return (options) => createRedisAttemptLimiter({ ...options, redis, prefix, name });
  });

  it('is one count for every limiter on the same key, as for several instances', async () => {
    const a = createRedisAttemptLimiter({ redis, prefix, name: 'shared', max: 2, windowMs: 60_000 });
    const b = createRedisAttemptLimiter({ redis, prefix, name: 'shared', max: 2, windowMs: 60_000 });
    await a.record('someone@firm.test');
    await b.record('someone@firm.test');
    expect(await a.isBlocked('someone@firm.test')).toBe(true);
    expect(await b.isBlocked('someone@firm.test')).toBe(true);
    // Keys are hashed: the address is not spelled out in Redis.
    expect((await redis.keys(`${prefix}*`)).some((key) => key.includes('someone'))).toBe(false);
  });

  it('refuses with 503 when Redis cannot answer, rather than let a lockout lapse', async () => {
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    down.on('error', () => {});
    const limiter = createRedisAttemptLimiter({ redis: down, prefix, name: 'down', max: 5, windowMs: 60_000 });
    const refusal = await limiter.isBlocked('a').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'unavailable', status: 503 });
    await expect(limiter.record('a')).rejects.toMatchObject({ status: 503 });
    down.disconnect();
  });
});
