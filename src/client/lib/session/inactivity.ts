import { SESSION } from '../../../shared/constants';

/**
 * SPEC §4/§9 session inactivity, free of React, the DOM and timers: the caller reports activity and asks for a
 * check; the monitor decides whether to warn (once per idle period) or expire (once).
 */

export const LAST_ACTIVITY_KEY = 'vd.lastActivity';

/** Bursty events (mousemove, scroll) would otherwise write to storage many times a second. */
export const ACTIVITY_WRITE_INTERVAL_MS = 5000;

/** Where the last-activity time lives; shared by every tab that reads the same storage. */
export interface ActivityStore {
  getLastActivity(): number | null;
  setLastActivity(at: number): void;
}

/** The part of the Web Storage API the store needs, so tests can pass a fake. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Keeps the last-activity time in `storage` (localStorage, so every tab sees it) and in memory, which takes over
 * when there is no storage or it throws (blocked, private mode, quota full).
 */
export function createActivityStore(storage: StorageLike | null, key = LAST_ACTIVITY_KEY): ActivityStore {
  let inMemory: number | null = null;
  return {
    getLastActivity() {
      let stored: number | null = null;
      try {
        const raw = storage?.getItem(key);
        stored = raw == null || !Number.isFinite(Number(raw)) ? null : Number(raw);
      } catch {
        // Unreadable storage: this tab's own record stands alone.
      }
      if (stored === null) return inMemory;
      // The newer one wins: another tab may have written since, or a write of ours may have failed.
      return inMemory === null ? stored : Math.max(stored, inMemory);
    },
    setLastActivity(at) {
      inMemory = at;
      try {
        storage?.setItem(key, String(at));
      } catch {
        // Kept in memory only; other tabs will not see it, which beats losing it.
      }
    },
  };
}

export interface InactivityMonitorOptions {
  now: () => number;
  storage: ActivityStore;
  onWarning: () => void;
  onExpired: () => void;
  /** Idle time after which the session expires. */
  timeoutMs?: number;
  /** How long before expiry the warning comes. */
  warningMs?: number;
}

export interface InactivityMonitor {
  /** The user did something: restarts the idle period (storage writes are throttled to one per 5 s). */
  recordActivity(): void;
  /** Warns or expires if the idle period calls for it; each happens at most once per idle period. */
  check(): void;
  /** Starts a fresh idle period now, re-arming the warning and expiry (on sign-in or a new page). */
  reset(): void;
}

export function createInactivityMonitor({
  now,
  storage,
  onWarning,
  onExpired,
  timeoutMs = SESSION.inactivityTimeoutMs,
  warningMs = SESSION.warningBeforeExpiryMs,
}: InactivityMonitorOptions): InactivityMonitor {
  // Until anything is recorded, the idle period runs from the monitor's creation.
  const createdAt = now();
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  // The idle period is identified by its last-activity time, so activity in any tab re-arms the warning.
  let warnedFor: number | null = null;
  let expired = false;

  const write = (at: number) => {
    lastWriteAt = at;
    storage.setLastActivity(at);
  };

  return {
    recordActivity() {
      const at = now();
      if (at - lastWriteAt >= ACTIVITY_WRITE_INTERVAL_MS) write(at);
    },
    check() {
      if (expired) return;
      const lastActivity = storage.getLastActivity() ?? createdAt;
      const idleMs = now() - lastActivity;
      if (idleMs >= timeoutMs) {
        expired = true;
        onExpired();
      } else if (idleMs >= timeoutMs - warningMs && warnedFor !== lastActivity) {
        warnedFor = lastActivity;
        onWarning();
      }
    },
    reset() {
      expired = false;
      write(now());
    },
  };
}
