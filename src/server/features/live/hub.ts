import type { LiveEvent } from '../../../shared/api/live';
import type { LiveFeed, StoredEvent } from './feed';

/** Who an event is for: everyone, or one signed-in user. */
export type Audience = { kind: 'public' } | { kind: 'user'; userId: string };

type Listener = (event: LiveEvent) => void;

const audienceKey = (audience: Audience) => (audience.kind === 'public' ? 'public' : `user:${audience.userId}`);

/** The keys a subscriber hears: public events and, when signed in, their own. */
const keysFor = (userId: string | null) => (userId ? ['public', `user:${userId}`] : ['public']);

const visible = ({ audienceKey: _key, ...event }: StoredEvent): LiveEvent => event;

export interface LiveHubOptions {
  bufferSize?: number;
  /**
   * The shared store every instance publishes to and hears from (Redis pub/sub or PostgreSQL NOTIFY, ADR 018); ids
   * then come from it, so a client may reconnect to any instance. Without one, ids and fan-out stay in this process.
   */
  feed?: LiveFeed | null;
  warn?: (message: string) => void;
}

/**
 * Fan-out for the live channel, with a short replay buffer so a client that reconnects (or polls) gets what it
 * missed. Events reach the buffer and the listeners in id order: with a feed, every instance (this one too) hears
 * them from the feed and fetches any it missed, so each instance's buffer holds the same events under the same ids.
 */
export function createLiveHub({ bufferSize = 500, feed = null, warn = console.warn }: LiveHubOptions = {}) {
  let lastId = 0;
  const buffer: StoredEvent[] = [];
  const listeners = new Map<string, Set<Listener>>();

  function deliver(event: StoredEvent) {
    if (event.id <= lastId) return;
    lastId = event.id;
    buffer.push(event);
    if (buffer.length > bufferSize) buffer.shift();
    for (const listener of listeners.get(event.audienceKey) ?? []) listener(visible(event));
  }

  // One catch-up at a time; a notice arriving during one asks for another after it.
  let pulling: Promise<void> | null = null;
  let again = false;
  function pull(): Promise<void> {
    if (!feed) return Promise.resolve();
    if (pulling) {
      again = true;
      return pulling;
    }
    pulling = (async () => {
      do {
        again = false;
        try {
          let batch: StoredEvent[];
          do {
            batch = await feed.since(lastId, bufferSize);
            batch.forEach(deliver);
          } while (batch.length === bufferSize);
        } catch (error) {
          warn(`Live events could not be fetched (${(error as Error).message}); they arrive with the next notice.`);
        }
      } while (again);
    })().finally(() => (pulling = null));
    return pulling;
  }

  async function publish(audience: Audience, kind: string, data: unknown): Promise<void> {
    if (!feed) {
      deliver({ id: lastId + 1, kind, data, audienceKey: audienceKey(audience) });
      return;
    }
    // Live events are a courtesy (the balance is also read on demand): a publish that fails must not fail its caller.
    const id = await feed.publish({ kind, data, audienceKey: audienceKey(audience) }).catch((error: unknown) => {
      warn(`A live ${kind} event could not be published (${(error as Error).message}).`);
      return 0;
    });
    // Resolves once this instance has it too, whichever comes first: its announcement or a fetch.
    if (id > lastId) await pull();
  }

  function eventsAfter(userId: string | null, afterId: number): LiveEvent[] {
    const keys = keysFor(userId);
    return buffer.filter((e) => e.id > afterId && keys.includes(e.audienceKey)).map(visible);
  }

  function subscribe(userId: string | null, listener: Listener): () => void {
    const keys = keysFor(userId);
    for (const key of keys) {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
    }
    return () => keys.forEach((key) => listeners.get(key)?.delete(listener));
  }

  /**
   * What a stream sends: the events after `afterId`, then each new one. A client that reconnects from another
   * instance may already have seen events this one has yet to hear, so nothing at or below its last id is repeated.
   */
  function follow(userId: string | null, afterId: number, listener: Listener): () => void {
    let last = afterId;
    const send = (event: LiveEvent) => {
      if (event.id <= last) return;
      last = event.id;
      listener(event);
    };
    eventsAfter(userId, afterId).forEach(send);
    return subscribe(userId, send);
  }

  /** Resolves with the events after `afterId`, waiting up to `timeoutMs` for the first one. */
  function waitForEvents(userId: string | null, afterId: number, timeoutMs: number, signal?: AbortSignal) {
    const ready = eventsAfter(userId, afterId);
    if (ready.length > 0 || signal?.aborted) return Promise.resolve(ready);
    return new Promise<LiveEvent[]>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        unsubscribe();
        signal?.removeEventListener('abort', done);
        resolve(eventsAfter(userId, afterId));
      };
      const timer = setTimeout(done, timeoutMs);
      const unsubscribe = subscribe(userId, (event) => {
        if (event.id > afterId) done();
      });
      signal?.addEventListener('abort', done);
    });
  }

  /** Starts hearing the feed and loads its recent events; call once before serving. */
  async function start() {
    if (!feed) return;
    // Listening starts before the backlog is read, so nothing published in between is missed.
    await feed.listen({
      event: (event) => (event.id === lastId + 1 && !pulling ? deliver(event) : void pull()),
      notice: () => void pull(),
    });
    (await feed.recent(bufferSize)).forEach(deliver);
    await pull();
  }

  return {
    start,
    publish,
    eventsAfter,
    subscribe,
    follow,
    waitForEvents,
    lastEventId: () => lastId,
    close: async () => feed?.close(),
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
