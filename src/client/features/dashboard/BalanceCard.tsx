import { TOKEN_BUCKETS, type TokenBucket } from '../../../shared/api/tokens';
import type { ClientUser } from '../../../shared/user';

const LABELS: Record<TokenBucket, { label: string; field: keyof ClientUser }> = {
  trial: { label: 'Trial', field: 'trialTokens' },
  monthly: { label: 'Monthly', field: 'monthlyTokens' },
  rollover: { label: 'Rolled over', field: 'rolloverTokens' },
  referral: { label: 'Referral', field: 'referralTokens' },
  addon: { label: 'Add-on', field: 'addonTokens' },
};

export const formatTokens = (n: number) => n.toLocaleString('en-US');

/** The balance and its buckets, in the order they are spent. */
export function BalanceCard({ user }: { user: ClientUser }) {
  return (
    <section aria-labelledby="balance-title" className="rounded-2xl bg-ink-900 p-6 text-white shadow-sm">
      <h2 id="balance-title" className="text-sm font-medium text-ink-200">Token balance</h2>
      <p className="mt-2 font-serif text-4xl font-semibold text-brass-300" data-testid="token-balance">
        {formatTokens(user.tokenCount)}
      </p>
      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-2">
        {TOKEN_BUCKETS.map((bucket) => (
          <div key={bucket} className="flex justify-between gap-2 border-b border-white/10 pb-1.5">
            <dt className="text-ink-300">{LABELS[bucket].label}</dt>
            <dd className="font-medium tabular-nums" data-testid={`bucket-${bucket}`}>
              {formatTokens(Number(user[LABELS[bucket].field]))}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-ink-300">Spent in this order: trial, monthly, rolled over, referral, add-on.</p>
    </section>
  );
}
