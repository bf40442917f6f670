import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ledgerPageSchema } from '../../../shared/api/tokens';
import { cn } from '../../lib/cn';
import { formatTokens } from './BalanceCard';

type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** The latest ledger entries: what each change to the balance was for. */
export function RecentActivity() {
  const { data } = useQuery<LedgerPage>({ queryKey: ['/api/tokens/ledger?limit=8'], staleTime: 0 });
  const entries = data?.entries ?? [];
  return (
    <section aria-labelledby="activity-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <h2 id="activity-title" className="font-semibold text-ink-950">Recent activity</h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-ink-500">Nothing yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink-100" data-testid="ledger-entries">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-4 py-2.5 text-sm">
              <div className="min-w-0">
                <p className="truncate text-ink-900">{entry.description}</p>
                <p className="text-xs text-ink-500">{new Date(entry.createdAt).toLocaleString()}</p>
              </div>
              <span className={cn('shrink-0 font-medium tabular-nums', entry.amount < 0 ? 'text-ink-700' : 'text-emerald-700')}>
                {entry.amount > 0 ? '+' : ''}
                {formatTokens(entry.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
