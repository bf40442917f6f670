import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useSessionTimeout } from '../../lib/session/use-session-timeout';

/**
 * SPEC §4: after 24 hours without activity the user is signed out and sent to /login (the hook shows the toasts).
 * Layout renders it only while someone is signed in, from its own chunk, so that a visitor's first page does not
 * download the inactivity monitor (issue #16).
 */
export function SessionExpiry() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  useSessionTimeout({
    active: true,
    onExpired: () => {
      signOut()
        .catch((error: unknown) => console.warn('Sign-out after session expiry failed', error))
        .then(() => navigate('/login', { replace: true }));
    },
  });
  return null;
}
