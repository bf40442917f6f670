import { useEffect, useEffectEvent } from 'react';
import { SESSION } from '../../../shared/constants';
import { SESSION_MESSAGES } from '../../../shared/messages';
import { toast } from '../use-toast';
import { createActivityStore, createInactivityMonitor, type StorageLike } from './inactivity';
import { browserStorage } from './persistence';

type IntervalId = ReturnType<typeof setInterval>;

export interface SessionTimeoutOptions {
  /** Watch only while someone is signed in. */
  active: boolean;
  /** Called once on expiry, after the 'Session Expired' toast: sign out and go to /login. */
  onExpired: () => void;
  /** Where activity is heard. The injected dependencies must be stable (module-level or memoised). */
  target?: EventTarget;
  /** Whose visibilitychange to 'visible' triggers a check. */
  documentTarget?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  /** Shared with the other tabs; null keeps the last-activity time in memory. */
  storage?: StorageLike | null;
  now?: () => number;
  setIntervalFn?: (callback: () => void, ms: number) => IntervalId;
  clearIntervalFn?: (id: IntervalId) => void;
}

// Capture hears scrolls inside any element too (they do not bubble); passive never delays scrolling.
const LISTENER_OPTIONS = { capture: true, passive: true } as const;

/** SPEC §4/§9: warns 30 minutes before, and ends the session after, 24 hours without activity in any tab. */
export function useSessionTimeout({
  active,
  onExpired,
  target,
  documentTarget,
  storage = browserStorage('localStorage'),
  now = Date.now,
  setIntervalFn = setInterval,
  clearIntervalFn = clearInterval,
}: SessionTimeoutOptions): void {
  const expire = useEffectEvent(() => {
    toast({ ...SESSION_MESSAGES.expired, variant: 'destructive' });
    onExpired();
  });

  useEffect(() => {
    if (!active) return;
    // The browser's own are taken here, not as defaults: the build renders the landing page where none exists.
    const events = target ?? window;
    const pageDocument = documentTarget ?? document;
    const monitor = createInactivityMonitor({
      now,
      storage: createActivityStore(storage),
      onWarning: () =>
        toast({ title: SESSION_MESSAGES.warning.title, description: SESSION_MESSAGES.warning.description }),
      onExpired: () => expire(),
    });
    // Signing in or opening the app is activity; a stale time left by an old session must not expire this one.
    monitor.reset();

    const recordActivity = () => monitor.recordActivity();
    const checkWhenVisible = () => {
      if (pageDocument.visibilityState === 'visible') monitor.check();
    };
    for (const event of SESSION.activityEvents) events.addEventListener(event, recordActivity, LISTENER_OPTIONS);
    pageDocument.addEventListener('visibilitychange', checkWhenVisible);
    const interval = setIntervalFn(() => monitor.check(), SESSION.checkIntervalMs);

    return () => {
      for (const event of SESSION.activityEvents) events.removeEventListener(event, recordActivity, LISTENER_OPTIONS);
      pageDocument.removeEventListener('visibilitychange', checkWhenVisible);
      clearIntervalFn(interval);
    };
  }, [active, target, documentTarget, storage, now, setIntervalFn, clearIntervalFn]);
}
