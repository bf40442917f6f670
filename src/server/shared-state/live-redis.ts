import type { Redis } from 'ioredis';
import type { LiveFeed, StoredEvent } from '../features/live/feed';
import type { StateLog } from './redis';

/**
 * Numbers, keeps and announces in one script: Redis runs scripts one at a time, so events are announced in id order
 * and the kept set never lacks an id that was announced. The id is spliced into the event's JSON (`{"id":n,...}`).
 */
const PUBLISH = `
local id = redis.call('INCR', KEYS[1])
local event = '{"id":' .. id .. ',' .. string.sub(ARGV[1], 2)
redis.call('ZADD', KEYS[2], id, event)
redis.call('ZREMRANGEBYRANK', KEYS[2], 0, -tonumber(ARGV[3]) - 1)
redis.call('PUBLISH', ARGV[2], event)
return id
`;

const parse = (members: string[]) => members.map((member) => JSON.parse(member) as StoredEvent);

/** The live channel through Redis: INCR ids, a sorted set of the latest events, and pub/sub to every instance. */
export function createRedisLiveFeed({
  client,
  subscriber,
  prefix,
  keep = 1000,
  log,
}: {
  client: Redis;
  subscriber: Redis;
  prefix: string;
  /** Events kept for replay; at least each instance's buffer. */
  keep?: number;
  log: StateLog;
}): LiveFeed {
  const sequence = `${prefix}live:seq`;
  const events = `${prefix}live:events`;
  const channel = `${prefix}live`;
  let stop = () => {};

  return {
    async publish(event) {
      const id = await client.eval(PUBLISH, 2, sequence, events, JSON.stringify(event), channel, keep);
      return Number(id);
    },
    since: async (afterId, limit) => parse(await client.zrangebyscore(events, `(${afterId}`, '+inf', 'LIMIT', 0, limit)),
    recent: async (limit) => parse(await client.zrange(events, -limit, -1)),
    async listen(handlers) {
      const onMessage = (from: string, message: string) => {
        if (from === channel) handlers.event(JSON.parse(message) as StoredEvent);
      };
      // The subscriber does not resubscribe by itself (redis.ts): only once subscribed again can a catch-up be sure
      // to miss nothing, so this subscribes, then asks for one.
      const onReady = () => {
        subscriber.subscribe(channel).then(
          () => handlers.notice(),
          (error: Error) => log.warn(`Live events: could not subscribe again (${error.message}).`),
        );
      };
      subscriber.on('message', onMessage);
      subscriber.on('ready', onReady);
      await subscriber.subscribe(channel);
      stop = () => {
        subscriber.off('message', onMessage);
        subscriber.off('ready', onReady);
      };
    },
    async close() {
      stop();
      await subscriber.unsubscribe(channel).catch(() => {});
    },
  };
}
