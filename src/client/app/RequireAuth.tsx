import { useQuery } from '@tanstack/react-query';
import { Lock, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth/AuthProvider';
import { usePageTitle } from '../lib/use-page-title';

function NoAccess() {
  usePageTitle('No access');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-ink-50 text-ink-700">
        <Lock className="size-6" aria-hidden />
      </span>
      <h1 className="mt-6 font-serif text-3xl font-semibold text-ink-950">No access</h1>
      <p className="mt-3 text-ink-600">This area is for administrators. If you need access, ask an administrator for an invitation.</p>
      <Button asChild variant="dark" className="mt-8">
        <Link to="/dashboard">Go to your dashboard</Link>
      </Button>
    </section>
  );
}

function AdminNeedsMfa() {
  usePageTitle('Turn on phone verification');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brass-50 text-brass-600">
        <ShieldAlert className="size-6" aria-hidden />
      </span>
      <h1 className="mt-6 font-serif text-3xl font-semibold text-ink-950">Turn on phone verification</h1>
      <p className="mt-3 text-ink-600">
        Administrators must sign in with a code sent to their phone. Add your phone on the dashboard, then come back.
      </p>
      <Button asChild variant="dark" className="mt-8">
        <Link to="/dashboard">Go to the dashboard</Link>
      </Button>
    </section>
  );
}

/** DESIGN §5: the admin area opens only for admins whose phone MFA is on. */
function RequireAdminMfa({ children }: { children: ReactNode }) {
  const { data, isLoading } = useQuery<{ enabled: boolean }>({ queryKey: ['/api/mfa'], staleTime: 0 });
  if (isLoading) return <PageSpinner />;
  return data?.enabled ? children : <AdminNeedsMfa />;
}

/** Signed-out visitors go to /login with a returnUrl; admin screens turn non-admins away with a clear message. */
export function RequireAuth({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'unauthenticated') {
    const returnUrl = `${location.pathname}${location.search}`;
    return <Navigate to={`${admin ? '/admin-login' : '/login'}?returnUrl=${encodeURIComponent(returnUrl)}`} replace />;
  }
  if (!admin) return children;
  return state.user.isAdmin ? <RequireAdminMfa>{children}</RequireAdminMfa> : <NoAccess />;
}
