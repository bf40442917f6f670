import { Redis } from 'ioredis';
import { redactUrl } from '../db/client';

/** Where the shared-state modules report a lost or recovered connection. */
export interface StateLog {
  warn(message: string): void;
  info(message: string): void;
}

/** One command connection and one subscriber connection (a subscribed Redis connection can run nothing else). */
export interface RedisConnections {
  client: Redis;
  subscriber: Redis;
  close(): Promise<void>;
}

/**
 * A command waits at most this long: a Redis that stops answering must not hold requests up (rate limits then fail
 * open, lockouts closed: ADR 018).
 */
const COMMAND_TIMEOUT_MS = 2_000;

export class RedisUnavailableError extends Error {}

/** Logs a lost connection once (ioredis retries every moment) and its return; a closed connection is lost too. */
function watch(connection: Redis, name: string, where: string, log: StateLog) {
  let down = false;
  let lastError: string | undefined;
  connection.on('error', (error: Error) => (lastError = error.message));
  connection.on('reconnecting', () => {
    if (down) return;
    down = true;
    log.warn(`Redis ${name} connection to ${where} lost (${lastError ?? 'closed'}); reconnecting.`);
  });
  connection.on('ready', () => {
    if (!down) return;
    down = false;
    lastError = undefined;
    log.info(`Redis ${name} connection to ${where} is back.`);
  });
}

async function open(url: string, name: string, log: StateLog, subscriber = false): Promise<Redis> {
  const where = redactUrl(url);
  const connection = new Redis(url, {
    lazyConnect: true,
    // Commands fail at once while the connection is down instead of queueing behind it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectionName: `volnadraft-${name}`,
    // Its user subscribes again itself, then catches up on what it missed (live-redis.ts).
    autoResubscribe: !subscriber,
  });
  let firstError: Error | undefined;
  const onFirstError = (error: Error) => (firstError ??= error);
  connection.on('error', onFirstError);
  try {
    await connection.connect();
  } catch (error) {
    connection.disconnect();
    const reason = (firstError ?? (error as Error)).message;
    throw new RedisUnavailableError(`Cannot connect to Redis at ${where} (REDIS_URL): ${reason}`);
  }
  connection.off('error', onFirstError);
  watch(connection, name, where, log);
  return connection;
}

/** Connects both connections at start-up; a Redis that is not reachable then is a start-up error. */
export async function connectRedis(url: string, log: StateLog): Promise<RedisConnections> {
  const client = await open(url, 'command', log);
  const subscriber = await open(url, 'subscriber', log, true).catch((error: unknown) => {
    client.disconnect();
    throw error;
  });
  return {
    client,
    subscriber,
    async close() {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
      client.disconnect();
      subscriber.disconnect();
    },
  };
}
