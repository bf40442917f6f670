import { FileText, MessagesSquare, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { ReferralCard } from '../features/dashboard/ReferralCard';
import { PhoneMfaCard } from '../features/security/PhoneMfaCard';
import { useAuth } from '../lib/auth/AuthProvider';
import { usePageTitle } from '../lib/use-page-title';

const formatTokens = (n: number) => n.toLocaleString('en-US');

export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { state } = useAuth();
  if (state.status !== 'authenticated') return null;
  const { user } = state;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold tracking-wider text-brass-600 uppercase">Dashboard</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">
        Welcome, {user.firstName || user.displayName}
      </h1>

      {user.isAdmin && (
        <p role="note" className="mt-6 flex items-start gap-3 rounded-lg border border-brass-200 bg-brass-50 px-4 py-3 text-sm text-ink-800">
          <ShieldAlert className="mt-0.5 size-4 shrink-0 text-brass-600" aria-hidden />
          Administrators must use phone verification. Until it is on below, the admin area stays closed.
        </p>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="balance-title" className="rounded-2xl bg-ink-900 p-6 text-white shadow-sm">
          <h2 id="balance-title" className="text-sm font-medium text-ink-200">Token balance</h2>
          <p className="mt-3 font-serif text-4xl font-semibold text-brass-300" data-testid="token-balance">
            {formatTokens(user.tokenCount)}
          </p>
          <p className="mt-2 text-sm text-ink-200">
            Plan: {user.subscriptionPlan} · {user.subscriptionStatus}
          </p>
        </section>
        <section aria-labelledby="actions-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm lg:col-span-2">
          <h2 id="actions-title" className="font-semibold text-ink-950">Start working</h2>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            <Link to="/chat" className="flex items-center gap-3 rounded-xl border border-ink-100 p-4 hover:border-ink-300">
              <MessagesSquare className="size-5 text-ink-700" aria-hidden />
              <span className="text-sm font-medium text-ink-900">Ask the assistant</span>
            </Link>
            <Link to="/sessions" className="flex items-center gap-3 rounded-xl border border-ink-100 p-4 hover:border-ink-300">
              <FileText className="size-5 text-ink-700" aria-hidden />
              <span className="text-sm font-medium text-ink-900">Your saved work</span>
            </Link>
          </div>
        </section>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <PhoneMfaCard />
        {user.referralCode && <ReferralCard code={user.referralCode} />}
      </div>
    </div>
  );
}
