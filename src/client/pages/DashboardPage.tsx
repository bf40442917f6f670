import { FilePen, FileText, Library, MessagesSquare, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { AttorneyProfileCard } from '../features/attorney-profile/AttorneyProfileCard';
import { BalanceCard } from '../features/dashboard/BalanceCard';
import { MyUsageCard } from '../features/dashboard/MyUsageCard';
import { RecentActivity } from '../features/dashboard/RecentActivity';
import { RecentWork } from '../features/dashboard/RecentWork';
import { newDraftHref } from '../features/drafting/new/new-draft-links';
import { ReferralCard } from '../features/dashboard/ReferralCard';
import { StorageCard } from '../features/dashboard/StorageCard';
import { SubscriptionCard } from '../features/dashboard/SubscriptionCard';
import { UsageChart } from '../features/dashboard/UsageChart';
import { PhoneMfaCard } from '../features/security/PhoneMfaCard';
import { VerifyEmailBanner } from '../features/email-verification/VerifyEmailBanner';
import { useAuth } from '../lib/auth/AuthProvider';
import { usePageTitle } from '../lib/use-page-title';

const quickActions = [
  { to: '/chat', label: 'Ask the assistant', icon: MessagesSquare },
  { to: '/research', label: 'Research case law', icon: Library },
  { to: '/research/check', label: 'Check a brief’s citations', icon: ShieldCheck },
  { to: '/sessions', label: 'Your saved work', icon: FileText },
];

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

      {!user.emailVerified && <VerifyEmailBanner email={user.email} />}

      {user.isAdmin && (
        <p role="note" className="mt-6 flex items-start gap-3 rounded-lg border border-brass-200 bg-brass-50 px-4 py-3 text-sm text-ink-800">
          <ShieldAlert className="mt-0.5 size-4 shrink-0 text-brass-600" aria-hidden />
          Administrators must use phone verification. Until it is on below, the admin area stays closed.
        </p>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <BalanceCard user={user} />
        <div className="grid gap-6 lg:col-span-2">
          <UsageChart />
          <nav aria-label="Quick actions" className="grid gap-3 sm:grid-cols-2">
            <Link to={newDraftHref()} className="flex items-center gap-3 rounded-xl bg-ink-900 p-4 text-white shadow-sm hover:bg-ink-800 sm:col-span-2">
              <FilePen className="size-5 text-brass-300" aria-hidden />
              <span className="min-w-0">
                <span className="block text-sm font-semibold">New draft</span>
                <span className="block text-xs text-ink-200">A contract, pleading, motion or memorandum for your jurisdiction</span>
              </span>
            </Link>
            {quickActions.map(({ to, label, icon: Icon }) => (
              <Link key={to} to={to} className="flex items-center gap-3 rounded-xl border border-ink-100 bg-white p-4 shadow-sm hover:border-ink-300">
                <Icon className="size-5 text-ink-700" aria-hidden />
                <span className="text-sm font-medium text-ink-900">{label}</span>
              </Link>
            ))}
          </nav>
        </div>
      </div>

      <div className="mt-6 empty:hidden">
        <MyUsageCard />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          <RecentWork />
          <AttorneyProfileCard />
          <RecentActivity />
        </div>
        <div className="grid content-start gap-6">
          <SubscriptionCard />
          <StorageCard />
          <ReferralCard />
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <PhoneMfaCard />
      </div>
    </div>
  );
}
