import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import type { NoticeHandlers } from '../db/notifications';
import { createAccountCache } from './account-cache';

/** A cache listening to a channel the test drives: `handlers` are what the database would call. */
async function listeningCache(options: { live?: boolean; caughtUp?: () => Promise<boolean> } = {}) {
  let handlers: NoticeHandlers | undefined;
  const listener = { live: options.live ?? true, caughtUp: options.caughtUp ?? (async () => true), close: async () => {} };
  const database = {
    listen: async (_channel: string, given: NoticeHandlers) => {
      handlers = given;
      return listener;
    },
  } as unknown as Database;
  const cache = createAccountCache();
  await cache.listen(database);
  return { cache, handlers: handlers!, listener };
}

const counter = () => {
  let reads = 0;
  return {
    read: async () => ({ value: ++reads, expiresAt: Infinity }),
    get reads() {
      return reads;
    },
  };
};

describe('the account cache', () => {
  it('serves a value again until a notice names its user', async () => {
    const { cache, handlers } = await listeningCache();
    const source = counter();
    expect(await cache.get('me:u1', 'u1', source.read)).toBe(1);
    expect(await cache.get('me:u1', 'u1', source.read)).toBe(1);
    handlers.notice('u2');
    expect(await cache.get('me:u1', 'u1', source.read)).toBe(1);
    handlers.notice('u1');
    expect(await cache.get('me:u1', 'u1', source.read)).toBe(2);
    handlers.notice('');
    expect(await cache.get('me:u1', 'u1', source.read)).toBe(3);
  });

  it('does not keep what a read found when a change to its user was announced while it ran', async () => {
    const { cache, handlers } = await listeningCache();
    let release!: () => void;
    const slow = () => new Promise<{ value: string; expiresAt: number }>((resolve) => (release = () => resolve({ value: 'old', expiresAt: Infinity })));
    const pending = cache.get('me:u1', 'u1', slow);
    handlers.notice('u1');
    release();
    expect(await pending).toBe('old');
    expect(await cache.get('me:u1', 'u1', async () => ({ value: 'new', expiresAt: Infinity }))).toBe('new');
  });

  it('does not serve an entry past its expiry', async () => {
    const { cache } = await listeningCache();
    await cache.get('session:s1', 'u1', async () => ({ value: 'alive', expiresAt: Date.now() - 1 }));
    expect(await cache.get('session:s1', 'u1', async () => null)).toBeNull();
  });

  it('reads through while its listener is down or cannot confirm it has caught up', async () => {
    const down = await listeningCache({ live: false });
    const source = counter();
    await down.cache.get('me:u1', 'u1', source.read);
    await down.cache.get('me:u1', 'u1', source.read);
    expect(source.reads).toBe(2);

    let confirmed = true;
    const unsure = await listeningCache({ caughtUp: async () => confirmed });
    const other = counter();
    await unsure.cache.get('me:u1', 'u1', other.read);
    confirmed = false;
    expect(await unsure.cache.get('me:u1', 'u1', other.read)).toBe(2);
  });

  it('forgets everything when its listener resets', async () => {
    const { cache, handlers } = await listeningCache();
    const source = counter();
    await cache.get('me:u1', 'u1', source.read);
    handlers.reset();
    expect(await cache.get('me:u1', 'u1', source.read)).toBe(2);
  });
});
