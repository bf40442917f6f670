import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, migrationsFolder, type Database } from '../db/client';
import { liveEvents } from '../db/schema';
import type { LiveFeed } from '../features/live/feed';
import { createLiveHub, type LiveHub } from '../features/live/hub';
import type { LiveEvent } from '../../shared/api/live';
import { createPostgresLiveFeed } from './live-postgres';
import { createRedisLiveFeed } from './live-redis';

const quiet = { warn: () => {}, info: () => {} };

/** Two instances' hubs on one feed store, as two server processes would have. */
function sharesTheLiveChannel(openFeed: () => Promise<LiveFeed>, cleanUp: () => Promise<void>) {
  const hubs: LiveHub[] = [];
  const startHub = async () => {
    const hub = createLiveHub({ feed: await openFeed(), warn: () => {} });
    await hub.start();
    hubs.push(hub);
    return hub;
  };
  afterEach(async () => {
    await Promise.all(hubs.splice(0).map((hub) => hub.close()));
    await cleanUp();
  });

  it('delivers an event published on one instance to a subscriber on another, under the same id', async () => {
    const [a, b] = [await startHub(), await startHub()];
    const heard: LiveEvent[] = [];
    b.subscribe('u1', (event) => heard.push(event));
    await a.publish({ kind: 'user', userId: 'u1' }, 'tokens', { tokenCount: 7 });
    await a.publish({ kind: 'user', userId: 'u2' }, 'tokens', { tokenCount: 1 });
    await a.publish({ kind: 'public' }, 'notice', {});
    await expect.poll(() => heard.map((e) => e.kind)).toEqual(['tokens', 'notice']);
    expect(heard[0]).toEqual({ id: a.eventsAfter('u1', 0)[0]!.id, kind: 'tokens', data: { tokenCount: 7 } });
    expect(b.lastEventId()).toBe(a.lastEventId());
  });

  it('replays by id on another instance, and an instance started later loads the recent events', async () => {
    const a = await startHub();
    for (let n = 1; n <= 3; n++) await a.publish({ kind: 'public' }, 'notice', { n });
    const [first] = a.eventsAfter(null, 0);
    const b = await startHub();
    expect(b.eventsAfter(null, first!.id).map((e) => e.data)).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('keeps ids in publishing order when instances publish at once', async () => {
    const [a, b] = [await startHub(), await startHub()];
    await Promise.all(Array.from({ length: 20 }, (_, n) => (n % 2 ? a : b).publish({ kind: 'public' }, 'n', n)));
    await expect.poll(() => [a.eventsAfter(null, 0).length, b.eventsAfter(null, 0).length]).toEqual([20, 20]);
    const ids = b.eventsAfter(null, 0).map((e) => e.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(a.eventsAfter(null, 0)).toEqual(b.eventsAfter(null, 0));
  });

  it('does not repeat to a reconnecting client what it saw on another instance', async () => {
    const [a, b] = [await startHub(), await startHub()];
    await a.publish({ kind: 'public' }, 'notice', { n: 1 });
    const seen = a.lastEventId();
    const sent: LiveEvent[] = [];
    const stop = b.follow(null, seen, (event) => sent.push(event));
    await a.publish({ kind: 'public' }, 'notice', { n: 2 });
    await expect.poll(() => sent.map((e) => e.data)).toEqual([{ n: 2 }]);
    stop();
  });
}

describe('the live channel through PostgreSQL NOTIFY (on PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    const client = await PGlite.create();
    await client.exec(readFileSync(`${migrationsFolder}/0017_live_events.sql`, 'utf8'));
    database = fromPglite(client, 'memory://live');
    // PGlite compiles its WebAssembly here (no build's machine code): past the 10 s hook default under load.
  }, 60_000);
  afterAll(() => database.close());
  sharesTheLiveChannel(
    async () => createPostgresLiveFeed({ database }),
    async () => void (await database.db.delete(liveEvents)),
  );
});

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.log('Skipping the Redis live feed tests: REDIS_URL is not set.');

describe.skipIf(!REDIS_URL)('the live channel through Redis pub/sub', () => {
  const prefix = `test:live:${randomBytes(4).toString('hex')}:`;
  const connections: Redis[] = [];
  const connect = () => {
    const connection = new Redis(REDIS_URL!, { autoResubscribe: false });
    connections.push(connection);
    return connection;
  };
  sharesTheLiveChannel(
    async () => createRedisLiveFeed({ client: connect(), subscriber: connect(), prefix, log: quiet }),
    async () => {
      const [admin] = connections;
      const keys = admin ? await admin.keys(`${prefix}*`) : [];
      if (keys.length > 0) await admin!.del(...keys);
      await Promise.all(connections.splice(0).map((c) => c.quit()));
    },
  );
});
