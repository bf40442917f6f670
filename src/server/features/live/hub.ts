import type { LiveEvent } from '../../../shared/api/live';

/** Who an event is for: everyone, or one signed-in user. */
export type Audience = { kind: 'public' } | { kind: 'user'; userId: string };

interface StoredEvent extends LiveEvent {
  audienceKey: string;
}

type Listener = (event: LiveEvent) => void;

const audienceKey = (audience: Audience) => (audience.kind === 'public' ? 'public' : `user:${audience.userId}`);

/** The keys a subscriber hears: public events and, when signed in, their own. */
const keysFor = (userId: string | null) => (userId ? ['public', `user:${userId}`] : ['public']);

/**
 * In-process fan-out for the live channel, with a short replay buffer so a client that reconnects (or polls)
 * gets what it missed. One process only; a shared store replaces it when the app scales out (DESIGN §6).
 */
export function createLiveHub({ bufferSize = 500 }: { bufferSize?: number } = {}) {
  let lastId = 0;
  const buffer: StoredEvent[] = [];
  const listeners = new Map<string, Set<Listener>>();

  function publish(audience: Audience, kind: string, data: unknown): LiveEvent {
    const event: StoredEvent = { id: ++lastId, kind, data, audienceKey: audienceKey(audience) };
    buffer.push(event);
    if (buffer.length > bufferSize) buffer.shift();
    const { audienceKey: key, ...visible } = event;
    for (const listener of listeners.get(key) ?? []) listener(visible);
    return visible;
  }

  function eventsAfter(userId: string | null, afterId: number): LiveEvent[] {
    const keys = keysFor(userId);
    return buffer
      .filter((e) => e.id > afterId && keys.includes(e.audienceKey))
      .map(({ audienceKey: _key, ...visible }) => visible);
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

  /** Resolves with the events after `afterId`, waiting up to `timeoutMs` for the first one. */
  function waitForEvents(userId: string | null, afterId: number, timeoutMs: number, signal?: AbortSignal) {
    const ready = eventsAfter(userId, afterId);
    if (ready.length > 0 || signal?.aborted) return Promise.resolve(ready);
    return new Promise<LiveEvent[]>((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        unsubscribe();
        signal?.removeEventListener('abort', finish);
        resolve(eventsAfter(userId, afterId));
      };
      const timer = setTimeout(finish, timeoutMs);
      const unsubscribe = subscribe(userId, finish);
      signal?.addEventListener('abort', finish);
    });
  }

  return { publish, eventsAfter, subscribe, waitForEvents, lastEventId: () => lastId };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
