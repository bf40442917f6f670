import type { Database } from '../db/client';
import type { NoticeHandlers, NoticeListener } from '../db/notifications';

/** The channel migration 0015's triggers announce a user's id on when their session, user, profile or balance row changes. */
export const ACCOUNT_CHANGES_CHANNEL = 'account_changes';

/** Enough for every active user of one instance; past it the oldest entries go. */
const MAX_ENTRIES = 20_000;

interface Entry {
  userId: string;
  value: unknown;
  /** Epoch milliseconds after which the entry is not used (a session's expiry). */
  expiresAt: number;
}

/** A load under way; set stale when its user changes meanwhile, so what it read (perhaps before the change) is not kept. */
interface Ticket {
  stale: boolean;
}

/**
 * What each request needs about its caller (session liveness, user, profile, balance), kept in this process and
 * dropped the moment the database announces a change to that user (ADR 016). Until it listens, or while its
 * listener is down, it caches nothing and every read goes to the database.
 */
export function createAccountCache() {
  const entries = new Map<string, Entry>();
  const keysByUser = new Map<string, Set<string>>();
  const loading = new Map<string, Set<Ticket>>();
  let listener: NoticeListener | null = null;

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysByUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysByUser.delete(entry.userId);
  }

  function invalidate(userId: string) {
    for (const key of keysByUser.get(userId) ?? []) entries.delete(key);
    keysByUser.delete(userId);
    for (const ticket of loading.get(userId) ?? []) ticket.stale = true;
  }

  function clear() {
    entries.clear();
    keysByUser.clear();
    for (const tickets of loading.values()) for (const ticket of tickets) ticket.stale = true;
  }

  const handlers: NoticeHandlers = {
    // An empty payload is a TRUNCATE: every user.
    notice: (userId) => (userId === '' ? clear() : invalidate(userId)),
    reset: clear,
  };

  function store(key: string, userId: string, value: unknown, expiresAt: number) {
    forget(key);
    if (entries.size >= MAX_ENTRIES) forget(entries.keys().next().value!);
    entries.set(key, { userId, value, expiresAt });
    let keys = keysByUser.get(userId);
    if (!keys) keysByUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  async function load<T>(key: string, userId: string, read: () => Promise<{ value: T; expiresAt: number } | null>) {
    const ticket: Ticket = { stale: !listener?.live };
    let tickets = loading.get(userId);
    if (!tickets) loading.set(userId, (tickets = new Set()));
    tickets.add(ticket);
    try {
      const found = await read();
      if (found && !ticket.stale && listener?.live) store(key, userId, found.value, found.expiresAt);
      return found?.value ?? null;
    } finally {
      tickets.delete(ticket);
      if (tickets.size === 0) loading.delete(userId);
    }
  }

  return {
    /** Starts listening for changes; until then nothing is cached. */
    async listen(database: Database): Promise<void> {
      listener = await database.listen(ACCOUNT_CHANGES_CHANNEL, handlers);
    },

    /**
     * The value cached under `key` for `userId`, or what `read` finds (null: nothing, and nothing is kept). A cached
     * value is served only once every change committed before this call has been heard of.
     */
    async get<T>(key: string, userId: string, read: () => Promise<{ value: T; expiresAt: number } | null>): Promise<T | null> {
      const entry = entries.get(key);
      if (entry && entry.userId === userId && entry.expiresAt > Date.now() && listener && (await listener.caughtUp())) {
        // Still there after catching up: no change to this user was announced in between.
        if (entries.get(key) === entry) return entry.value as T;
      }
      return load(key, userId, read);
    },
  };
}

export type AccountCache = ReturnType<typeof createAccountCache>;
