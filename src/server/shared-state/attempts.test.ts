import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { createMemoryAttemptLimiter, createRedisAttemptLimiter, type AttemptLimiter } from './attempts';

type Clocked = (options: { max: number; windowMs: number; now: () => number }) => AttemptLimiter;

/** Fills `key` with `n` reservations, answering whether each was granted. */
const reserveMany = async (limiter: AttemptLimiter, key: string, n: number) => {
  const granted: boolean[] = [];
  for (let i = 0; i < n; i++) granted.push((await limiter.reserve(key)) !== null);
  return granted;
};

/** The same sliding window, whichever store keeps it. */
function behavesAsASlidingWindow(make: () => Clocked) {
  it('grants max reservations per key within the window, and room again as they leave it', async () => {
    let clock = 1_000_000;
    const limiter = make()({ max: 3, windowMs: 1000, now: () => clock });
    for (let i = 0; i < 3; i++) {
      expect(await limiter.reserve('a')).not.toBeNull();
      clock += 100;
    }
    expect(await limiter.reserve('a')).toBeNull();
    expect(await limiter.reserve('b')).not.toBeNull();
    // The first attempt leaves the window; the other two are still in it.
    clock = 1_000_000 + 1000;
    expect(await reserveMany(limiter, 'a', 2)).toEqual([true, false]);
  });

  it('clears a key on reset (a successful sign-in)', async () => {
    const limiter = make()({ max: 1, windowMs: 60_000, now: Date.now });
    expect(await limiter.reserve('a')).not.toBeNull();
    expect(await limiter.reserve('a')).toBeNull();
    await limiter.reset('a');
    expect(await limiter.reserve('a')).not.toBeNull();
  });

  it('gives back a released reservation, and only that one', async () => {
    const limiter = make()({ max: 2, windowMs: 60_000, now: Date.now });
    const first = await limiter.reserve('a');
    expect(await limiter.reserve('a')).not.toBeNull();
    expect(await limiter.reserve('a')).toBeNull();
    await first!.release();
    await first!.release(); // twice gives back nothing more
    expect(await reserveMany(limiter, 'a', 2)).toEqual([true, false]);
  });

  it('grants exactly max of many reservations made at once', async () => {
    const limiter = make()({ max: 5, windowMs: 60_000, now: Date.now });
    const granted = await Promise.all(Array.from({ length: 100 }, () => limiter.reserve('a')));
    expect(granted.filter((r) => r !== null)).toHaveLength(5);
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
    expect(await a.reserve('someone@firm.test')).not.toBeNull();
    expect(await b.reserve('someone@firm.test')).not.toBeNull();
    expect(await a.reserve('someone@firm.test')).toBeNull();
    expect(await b.reserve('someone@firm.test')).toBeNull();
    // Keys are hashed: the address is not spelled out in Redis.
    expect((await redis.keys(`${prefix}*`)).some((key) => key.includes('someone'))).toBe(false);
  });

  it('refuses with 503 when Redis cannot answer, rather than let a lockout lapse', async () => {
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    down.on('error', () => {});
    const limiter = createRedisAttemptLimiter({ redis: down, prefix, name: 'down', max: 5, windowMs: 60_000 });
    const refusal = await limiter.reserve('a').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'unavailable', status: 503 });
    await expect(limiter.reset('a')).rejects.toMatchObject({ status: 503 });
    down.disconnect();
  });
});
