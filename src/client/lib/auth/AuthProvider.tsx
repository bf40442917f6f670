import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AUTH } from '../../../shared/constants';
import { clientUserDefaults, type ClientUser } from '../../../shared/user';
import type { AuthSource, AuthUser } from './auth-source';
import { setCurrentUser } from './current-user';

export type AuthState =
  | { status: 'loading' }
  | { status: 'authenticated'; authUser: AuthUser; user: ClientUser }
  | { status: 'unauthenticated' };

interface AuthContextValue {
  state: AuthState;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * SPEC §4: auth starts loading, then becomes authenticated or not; if the provider has not answered within
 * 5 seconds, loading ends and the visitor is treated as signed out.
 */
export function AuthProvider({
  source,
  loadingTimeoutMs = AUTH.loadingTimeoutMs,
  children,
}: {
  source: AuthSource;
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
      setState(
        authUser ? { status: 'authenticated', authUser, user: clientUserDefaults(authUser) } : { status: 'unauthenticated' },
      );
    });
    return () => {
      clearTimeout(timeout);
      unsubscribe();
    };
  }, [source, loadingTimeoutMs]);

  const value = useMemo<AuthContextValue>(() => ({ state, signOut: () => source.signOut() }), [state, source]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
