import { Coins } from 'lucide-react';
import type { FirmRole } from '../../../../shared/api/firms';
import { formatTokens } from '../../dashboard/BalanceCard';
import { useFirmPool } from '../../matters/pool-queries';
import { isNotFound } from '../../research/research-errors';
import { canManage } from '../firm-permissions';
import { reasonOf } from '../firms-queries';
import { MemberCaps } from './MemberCaps';
import { BuyForFirm, MoveTokens } from './PoolFunding';
import { UsageByMatter } from './UsageByMatter';

/**
 * The firm's token pool (ADR 025): its balance, buying a pack for it (owners and admins) and moving tokens into it
 * (owners), each member's monthly cap and use, and usage by matter with its CSV.
 */
export function FirmPool({ firmId, role }: { firmId: string; role: FirmRole }) {
  const pool = useFirmPool(firmId);
  const manager = canManage(role);
  return (
    <>
      <section aria-labelledby="pool-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
        <h2 id="pool-title" className="font-serif text-2xl font-semibold text-ink-950">Token pool</h2>
        <p className="mt-1 text-sm text-ink-600">Work in the firm’s matters is paid from the pool; personal work from each member’s own balance.</p>
        {pool.isPending ? (
          <p className="mt-4 text-sm text-ink-500">Loading the pool…</p>
        ) : pool.isError ? (
          <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {isNotFound(pool.error) ? 'This firm’s pool could not be found.' : reasonOf(pool.error)}
          </p>
        ) : (
          <>
            <p className="mt-4 flex items-baseline gap-2">
              <Coins className="size-5 self-center text-brass-600" aria-hidden />
              <span className="font-serif text-4xl font-semibold text-ink-950 tabular-nums" data-testid="pool-balance">{formatTokens(pool.data.tokens)}</span>
              <span className="text-sm text-ink-600">tokens in the pool</span>
            </p>
            {manager && <BuyForFirm firmId={firmId} />}
            {role === 'owner' && <MoveTokens firmId={firmId} />}
            <MemberCaps firmId={firmId} members={pool.data.members} editable={manager} />
          </>
        )}
      </section>
      <UsageByMatter firmId={firmId} everyone={manager} />
    </>
  );
}
