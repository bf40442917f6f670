import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryOnceStore, createRedisOnceStore } from './once';

describe('the in-memory once store', () => {
  it('accepts a token once within its ttl, and again after it', async () => {
    let clock = 0;
    const store = createMemoryOnceStore({ now: () => clock });
    expect(await store.claim('t', 1000)).toBe(true);
    expect(await store.claim('t', 1000)).toBe(false);
    clock = 1000;
    expect(await store.claim('t', 1000)).toBe(true);
  });

  it('refuses every claim while full, rather than forget a live token', async () => {
    const store = createMemoryOnceStore({ maxRemembered: 1 });
    expect(await store.claim('a', 60_000)).toBe(true);
    expect(await store.claim('b', 60_000)).toBe(false);
  });
});

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.log('Skipping the Redis once store tests: REDIS_URL is not set.');

describe.skipIf(!REDIS_URL)('the Redis once store', () => {
  const prefix = `test:once:${randomBytes(4).toString('hex')}:`;
  const redis = REDIS_URL ? new Redis(REDIS_URL) : null;
  const quiet = { warn: () => {}, info: () => {} };
  afterAll(async () => {
    const keys = await redis!.keys(`${prefix}*`);
    if (keys.length > 0) await redis!.del(...keys);
    await redis!.quit();
  });

  it('lets exactly one of several instances claim a token, for its ttl', async () => {
    const stores = [1, 2, 3].map(() => createRedisOnceStore({ redis: redis!, prefix, log: quiet }));
    const claims = await Promise.all(stores.flatMap((store) => [store.claim('sig', 200), store.claim('sig', 200)]));
    expect(claims.filter(Boolean)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await stores[0]!.claim('sig', 200)).toBe(true);
  });

  it('refuses a claim when Redis cannot answer', async () => {
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    down.on('error', () => {});
    const warnings: string[] = [];
    const store = createRedisOnceStore({ redis: down, prefix, log: { ...quiet, warn: (m) => warnings.push(m) } });
    expect(await store.claim('sig', 1000)).toBe(false);
    expect(warnings).toHaveLength(1);
    down.disconnect();
  });
});
