import { useNavigate, useSearchParams } from 'react-router';
import { LOGIN_MESSAGES } from '../../../shared/messages';
import { useAuth } from '../../lib/auth/AuthProvider';
import { toast } from '../../lib/use-toast';
import { safeReturnUrl } from './return-url';

/** After a successful sign-in: re-read the session, greet, and go to returnUrl (same-site only) or the default. */
export function useCompleteSignIn(defaultDestination: string) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async (withMfa: boolean) => {
    await refresh();
    toast({ ...(withMfa ? LOGIN_MESSAGES.successMfa : LOGIN_MESSAGES.success), variant: 'success' });
    navigate(safeReturnUrl(params.get('returnUrl'), defaultDestination), { replace: true });
  };
}
