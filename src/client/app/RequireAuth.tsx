import { useQuery } from '@tanstack/react-query';
import { Lock, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth/AuthProvider';
import { usePageTitle } from '../lib/use-page-title';

/** A full-page explanation of why a screen is closed, with the way forward. */
function ClosedScreen({ icon: Icon, title, children, tone }: { icon: LucideIcon; title: string; children: ReactNode; tone: string }) {
  usePageTitle(title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className={`flex size-14 items-center justify-center rounded-full ${tone}`}>
        <Icon className="size-6" aria-hidden />
      </span>
      <h1 className="mt-6 font-serif text-3xl font-semibold text-ink-950">{title}</h1>
      <p className="mt-3 text-ink-600">{children}</p>
      <Button asChild variant="dark" className="mt-8">
        <Link to="/dashboard">Go to the dashboard</Link>
      </Button>
    </section>
  );
}

const NoAccess = () => (
  <ClosedScreen icon={Lock} title="No access" tone="bg-ink-50 text-ink-700">
    This area is for administrators. If you need access, ask an administrator for an invitation.
  </ClosedScreen>
);

const AdminNeedsMfa = () => (
  <ClosedScreen icon={ShieldAlert} title="Turn on phone verification" tone="bg-brass-50 text-brass-600">
    Administrators must sign in with a code sent to their phone. Add your phone on the dashboard, then come back.
  </ClosedScreen>
);

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
