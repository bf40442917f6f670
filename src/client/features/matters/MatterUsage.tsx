import { Coins } from 'lucide-react';
import type { MatterDetail } from '../../../shared/api/matters';
import { formatTokens } from '../dashboard/BalanceCard';
import { reasonOf } from '../firms/firms-queries';
import { formatCount } from '../sessions/format';
import { useFirmUsage } from './pool-queries';
import { rangeSince, usageOfMatter } from './usage';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** What the matter has cost the firm's pool: in all, and by member since it was opened. */
export function MatterUsage({ matter }: { matter: MatterDetail }) {
  const range = rangeSince(matter.createdAt);
  const usage = useFirmUsage(matter.firmId, range);
  const byMember = usage.data ? usageOfMatter(usage.data.rows, matter.id) : null;
  return (
    <section aria-labelledby="matter-usage-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <h2 id="matter-usage-title" className="font-semibold text-ink-950">Usage</h2>
      <p className="mt-3 flex items-baseline gap-2">
        <Coins className="size-5 self-center text-brass-600" aria-hidden />
        <span className="font-serif text-3xl font-semibold text-ink-950 tabular-nums" data-testid="matter-tokens">{formatTokens(matter.tokensUsed)}</span>
        <span className="text-sm text-ink-600">tokens from the firm’s pool</span>
      </p>
      {usage.isPending ? (
        <p className="mt-4 text-sm text-ink-500">Loading usage by member…</p>
      ) : usage.isError ? (
        <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">{reasonOf(usage.error)}</p>
      ) : byMember && byMember.members.length > 0 ? (
        <table className="mt-4 w-full text-left text-sm" data-testid="matter-usage">
          <caption className="mb-1 text-left text-xs text-ink-500">By member, {day(range.from)} to {day(range.to)}</caption>
          <thead className="border-b border-ink-100 text-xs tracking-wide text-ink-500 uppercase">
            <tr>
              <th scope="col" className="py-2 font-semibold">Member</th>
              <th scope="col" className="py-2 text-right font-semibold">Calls</th>
              <th scope="col" className="py-2 text-right font-semibold">Tokens</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {byMember.members.map((row) => (
              <tr key={row.userId}>
                <th scope="row" className="max-w-0 truncate py-2 pr-2 font-medium text-ink-900">{row.memberName}</th>
                <td className="py-2 text-right text-ink-700 tabular-nums">{row.calls.toLocaleString('en-US')}</td>
                <td className="py-2 text-right text-ink-900 tabular-nums">{formatTokens(row.tokens)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-4 text-sm text-ink-600">No calls charged to this matter yet. Answers, drafts and reviews done in it are counted here.</p>
      )}
      {!matter.canManage && byMember && byMember.members.length > 0 && (
        <p className="mt-3 text-xs text-ink-500">You see your own use ({formatCount(byMember.tokens, 'token')}); the firm’s owners and admins see everyone’s.</p>
      )}
    </section>
  );
}
