import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener does with the notices on its channel (LISTEN/NOTIFY). */
export interface NoticeHandlers {
  notice(payload: string): void;
  /** Notices may have been missed (the connection was lost or is back): nothing learned before can be trusted. */
  reset(): void;
}

/** A channel being listened to (ADR 016). */
export interface NoticeListener {
  /** False while notices could be missed (the listening connection is down). */
  readonly live: boolean;
  /**
   * Resolves true once every notice committed before the call has been handled, false when that cannot be known
   * (not live). A write acknowledged to anyone before a request arrived is then visible to that request.
   */
  caughtUp(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * PGlite is one connection inside this process: it hands a commit's notices to its listeners (as microtasks) before
 * the committing query resolves, so every write anyone has seen acknowledged is already handled.
 */
export async function listenPglite(client: PGlite, channel: string, handlers: NoticeHandlers): Promise<NoticeListener> {
  let live = true;
  const stop = await client.listen(channel, (payload) => handlers.notice(payload));
  return {
    get live() {
      return live;
    },
    caughtUp: () => Promise.resolve(live),
    async close() {
      live = false;
      await stop();
    },
  };
}

const RECONNECT_MS = 1_000;
const ROUND_TRIP_TIMEOUT_MS = 2_000;
/** How the listening connections show in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'volnadraft-listener';

/**
 * PostgreSQL: a dedicated connection LISTENs (a pooled one cannot). Another connection's commit reaches it a moment
 * later, so `caughtUp` sends one query down it: the server sends every notice pending for the listener before that
 * query's reply (postgres.c, before ReadyForQuery), and a notice committed before the query was sent is pending by
 * then. Concurrent callers share one round trip. A lost connection resets the handlers and is re-opened.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: NoticeHandlers,
  warn: (message: string) => void = console.warn,
): Promise<NoticeListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let reconnect: NodeJS.Timeout | undefined;
  let inFlight: Promise<boolean> | undefined;
  let queued: Promise<boolean> | undefined;

  const retryLater = () => {
    if (closed) return;
    reconnect = setTimeout(() => void connect(), RECONNECT_MS);
    reconnect.unref();
  };

  const lost = (current: pg.Client, why: string) => {
    if (client !== current) return;
    client = null;
    handlers.reset();
    current.end().catch(() => {});
    warn(`Listening for ${channel} stopped (${why}); reconnecting, and what relies on it is bypassed until then.`);
    retryLater();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
    next.on('notification', (message) => {
      if (message.channel === channel && client === next) handlers.notice(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error.message));
    next.on('end', () => lost(next, 'connection ended'));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.end().catch(() => {});
      warn(`Could not listen for ${channel} (${(error as Error).message}); retrying.`);
      retryLater();
      return;
    }
    if (closed) {
      await next.end();
      return;
    }
    // Whatever was learned while no connection listened may be stale.
    handlers.reset();
    client = next;
  }

  function roundTrip(): Promise<boolean> {
    const current = client;
    if (!current) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      // A connection that stops answering (a network that drops packets) must not hold every request up.
      const timer = setTimeout(() => {
        lost(current, `no reply in ${ROUND_TRIP_TIMEOUT_MS} ms`);
        resolve(false);
      }, ROUND_TRIP_TIMEOUT_MS);
      current.query('SELECT 1').then(
        () => resolve(client === current),
        () => resolve(false),
      ).finally(() => clearTimeout(timer));
    });
  }

  function caughtUp(): Promise<boolean> {
    // A round trip already under way may have been sent before this call: only the next one proves anything.
    if (!inFlight) {
      inFlight = roundTrip().finally(() => (inFlight = undefined));
      return inFlight;
    }
    queued ??= inFlight.then(() => {
      queued = undefined;
      return caughtUp();
    });
    return queued;
  }

  await connect();
  return {
    get live() {
      return client !== null;
    },
    caughtUp,
    async close() {
      closed = true;
      clearTimeout(reconnect);
      const current = client;
      client = null;
      await current?.end();
    },
  };
}
