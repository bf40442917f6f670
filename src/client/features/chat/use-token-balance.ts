import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { ClientUser } from '../../../shared/user';
import { useAuth } from '../../lib/auth/AuthProvider';
import { getCurrentUser } from '../../lib/auth/current-user';
import { openLiveChannel } from '../../lib/live-channel';

const liveHeaders = async (): Promise<Record<string, string>> => {
  const user = getCurrentUser();
  return user ? { Authorization: `Bearer ${await user.getIdToken(false)}` } : {};
};

/** Calls back whenever the server says the balance changed (the live channel's 'tokens' event). */
function useTokenEvents(onChange: (tokenCount: number | undefined) => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(
    () =>
      openLiveChannel({
        fetch: (input, init) => window.fetch(input, init),
        headers: liveHeaders,
        onEvent: (event) => {
          if (event.kind !== 'tokens') return;
          const { tokenCount } = (event.data ?? {}) as { tokenCount?: unknown };
          latest.current(typeof tokenCount === 'number' ? tokenCount : undefined);
        },
      }),
    [],
  );
}

/**
 * The remaining balance for the chat header, read from GET /api/me and refreshed after each answer or when the
 * live channel reports a change. The auth state (which the dashboard shows) is re-read once, on leaving the chat
 * when the balance changed: re-reading it shows the sign-in defaults for a moment and costs identity calls, which
 * are rate-limited per address.
 */
export function useTokenBalance() {
  const { refresh: refreshAuth } = useAuth();
  const queryClient = useQueryClient();
  const profile = useQuery<ClientUser>({ queryKey: ['/api/me'], staleTime: 0 });
  const { refetch } = profile;
  const changed = useRef(false);
  const refresh = useCallback(() => {
    changed.current = true;
    void refetch();
  }, [refetch]);
  // The event carries the new total, shown at once; without one, the profile is read again.
  useTokenEvents((tokenCount) => {
    if (tokenCount === undefined) return refresh();
    changed.current = true;
    queryClient.setQueryData<ClientUser>(['/api/me'], (user) => user && { ...user, tokenCount });
  });

  const latestRefreshAuth = useRef(refreshAuth);
  useEffect(() => {
    latestRefreshAuth.current = refreshAuth;
  }, [refreshAuth]);
  useEffect(
    () => () => {
      if (!changed.current) return;
      changed.current = false;
      latestRefreshAuth.current().catch((error: unknown) => console.warn('Could not refresh the profile', error));
    },
    [],
  );

  return { balance: profile.data?.tokenCount ?? null, refresh };
}
