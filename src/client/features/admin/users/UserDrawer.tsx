import { ShieldCheck, UserX } from 'lucide-react';
import { TOKEN_BUCKETS, type TokenBucket } from '../../../../shared/api/tokens';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { ProblemNotice } from '../../research/ProblemNotice';
import { useAdminUser } from '../admin-queries';
import { AdminDrawer } from '../AdminDrawer';
import { Badge } from '../Badge';
import { formatDate, formatNumber } from '../format';
import { AccountActions } from './AccountActions';
import { DrawerSection } from './DrawerSection';
import { TokenAdjustForm } from './TokenAdjustForm';
import { LedgerList, SessionList, WorkSummary } from './UserActivity';

const BUCKET_LABELS: Record<TokenBucket, string> = { trial: 'Trial', monthly: 'Monthly', rollover: 'Rolled over', referral: 'Referral', addon: 'Add-on' };

/** One account as an admin sees it: who, what they hold, where they are signed in; their work only by numbers. */
export function UserDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { data: user, isPending, isError, error, refetch } = useAdminUser(id);
  const { state } = useAuth();
  const isSelf = state.status === 'authenticated' && state.user.uid === id;

  return (
    <AdminDrawer title={user?.name ?? 'Account'} subtitle={user?.email} onClose={onClose}>
      {isPending ? (
        <PageSpinner />
      ) : isError ? (
        <ProblemNotice title="This account could not be loaded" error={error} onRetry={() => void refetch()} />
      ) : (
        <div className="grid gap-5">
          <div className="flex flex-wrap gap-1.5" data-testid="account-status">
            {user.disabled ? (
              <Badge tone="warning">
                <UserX className="size-3" aria-hidden /> Disabled
              </Badge>
            ) : (
              <Badge tone="good">Active</Badge>
            )}
            {user.isAdmin && (
              <Badge tone="admin">
                <ShieldCheck className="size-3" aria-hidden /> Admin
              </Badge>
            )}
            <Badge>{user.twoFactorEnabled ? `Phone MFA on${user.phoneHint ? ` (${user.phoneHint})` : ''}` : 'Phone MFA off'}</Badge>
            <Badge>
              Plan: {user.subscriptionPlan} ({user.subscriptionStatus})
            </Badge>
          </div>
          {user.disabled && user.disabledReason && <p className="-mt-2 text-sm text-red-800">Disabled: {user.disabledReason}</p>}

          <DrawerSection title="Balance" aside={<span className="text-xs text-ink-500">Spent in this order</span>}>
            <p className="font-serif text-3xl font-semibold text-ink-950 tabular-nums" data-testid="admin-balance">
              {formatNumber(user.tokenCount)} <span className="text-base font-normal text-ink-500">tokens</span>
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
              {TOKEN_BUCKETS.map((bucket) => (
                <div key={bucket} className="rounded-lg bg-ink-50 px-3 py-2">
                  <dt className="text-xs text-ink-500">{BUCKET_LABELS[bucket]}</dt>
                  <dd className="font-medium text-ink-900 tabular-nums">{formatNumber(user.balances[bucket] ?? 0)}</dd>
                </div>
              ))}
            </dl>
          </DrawerSection>

          <TokenAdjustForm user={user} />
          <AccountActions user={user} isSelf={isSelf} />

          <DrawerSection title="Signed-in sessions" aside={<span className="text-xs text-ink-500">{user.sessions.length} active</span>}>
            <SessionList sessions={user.sessions} />
          </DrawerSection>
          <DrawerSection title="Recent token activity">
            <LedgerList entries={user.ledger} />
          </DrawerSection>
          <DrawerSection title="Work" aside={<span className="text-xs text-ink-500">Ids, dates and tokens only</span>}>
            <WorkSummary conversations={user.conversations} drafts={user.drafts} />
          </DrawerSection>
          <p className="text-xs text-ink-500">
            Joined {formatDate(user.createdAt)}
            {user.referralCode && <> · Referral code {user.referralCode}</>} · Account id {user.id}
          </p>
        </div>
      )}
    </AdminDrawer>
  );
}
