import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AUTH } from '../../../shared/constants';
import type { ClientUser } from '../../../shared/user';
import { clientUserDefaults } from '../../../shared/user-defaults';
import type { AuthSource, AuthUser } from './auth-source';
import { setCurrentUser } from './current-user';

export type AuthState =
  | { status: 'loading' }
  | { status: 'authenticated'; authUser: AuthUser; user: ClientUser }
  | { status: 'unauthenticated' };

interface AuthContextValue {
  state: AuthState;
  signOut(): Promise<void>;
  /** Re-reads who is signed in and their profile (after signing in or up, or changing security settings). */
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * SPEC §4: auth starts loading, then becomes authenticated or not; if the provider has not answered within
 * 5 seconds, loading ends and the visitor is treated as signed out.
 */
export function AuthProvider({
  source,
  loadProfile,
  loadingTimeoutMs = AUTH.loadingTimeoutMs,
  children,
}: {
  source: AuthSource;
  /** The real values of the signed-in user (GET /api/me), replacing the sign-in defaults. */
  loadProfile: () => Promise<ClientUser>;
  loadingTimeoutMs?: number;
  children: ReactNode;
}) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });

  useEffect(() => {
    const timeout = setTimeout(() => {
      setState((current) => (current.status === 'loading' ? { status: 'unauthenticated' } : current));
    }, loadingTimeoutMs);
    const unsubscribe = source.onAuthStateChanged((authUser) => {
      clearTimeout(timeout);
      setCurrentUser(authUser);
      if (!authUser) {
        setState({ status: 'unauthenticated' });
        return;
      }
      setState({ status: 'authenticated', authUser, user: clientUserDefaults(authUser) });
      loadProfile()
        .then((user) =>
          setState((current) =>
            current.status === 'authenticated' && current.authUser === authUser ? { ...current, user } : current,
          ),
        )
        .catch((error: unknown) => console.warn('Could not load the profile', error));
    });
    return () => {
      clearTimeout(timeout);
      unsubscribe();
    };
  }, [source, loadProfile, loadingTimeoutMs]);

  const value = useMemo<AuthContextValue>(
    () => ({ state, signOut: () => source.signOut(), refresh: () => source.refresh() }),
    [state, source],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
