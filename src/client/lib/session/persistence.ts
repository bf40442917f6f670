/**
 * SPEC §7: the session persistence order has three options, the first preferred — kept across browser restarts,
 * kept for the tab's life, or kept in memory only — depending on what the browser allows.
 */
export type SessionPersistence = 'persistent' | 'session' | 'memory';

/** The part of the Web Storage API a probe needs, so tests can pass a fake. */
export type ProbeableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

export interface BrowserStorageSupport {
  cookieEnabled: boolean;
  localStorage: ProbeableStorage | null;
  sessionStorage: ProbeableStorage | null;
}

const PROBE_KEY = 'vd.storageProbe';

/** Storage can exist yet refuse writes (Safari private mode, blocked site data, a full quota). */
function canWrite(storage: ProbeableStorage | null): boolean {
  if (!storage) return false;
  try {
    storage.setItem(PROBE_KEY, PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

export function choosePersistence({ cookieEnabled, localStorage, sessionStorage }: BrowserStorageSupport): SessionPersistence {
  if (!cookieEnabled) return 'memory';
  if (canWrite(localStorage)) return 'persistent';
  if (canWrite(sessionStorage)) return 'session';
  return 'memory';
}

/** The page's localStorage or sessionStorage, or null where reading the property itself throws (blocked site data). */
export function browserStorage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}
