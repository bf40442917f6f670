import { useQuery } from '@tanstack/react-query';
import { Copy, Gift } from 'lucide-react';
import { REFERRAL_RULE, type ReferralItem, type ReferralSummary } from '../../../shared/api/referrals';
import { TOKENS } from '../../../shared/constants';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/use-toast';
import { formatTokens } from './BalanceCard';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** What one referral is waiting for, or what it earned (ADR 010). */
function referralState(item: ReferralItem): string {
  if (item.status === 'granted') return `${formatTokens(TOKENS.referralRewardTokens)} tokens received${item.grantedAt ? ` ${day(item.grantedAt)}` : ''}`;
  if (item.status === 'not-eligible') return 'Not eligible: signed up from your own network';
  if (item.earnedAt) return 'Earned: arrives once the daily limit allows';
  return 'Pending: waiting for their first use of tokens';
}

/** The user's referral link (/signup?ref=CODE) with a copy button, the reward rule, and how each referral stands. */
export function ReferralCard() {
  const { data } = useQuery<ReferralSummary>({ queryKey: ['/api/referrals'], staleTime: 0 });
  if (!data) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(data.link);
      toast({ title: 'Link copied', description: 'Share it with a colleague.', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the link and copy it by hand.', variant: 'destructive' });
    }
  };
  return (
    <section aria-labelledby="referral-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <Gift className="size-5 text-brass-600" aria-hidden />
        <h2 id="referral-title" className="font-semibold text-ink-950">Invite a colleague</h2>
      </div>
      <p className="mt-2 text-sm text-ink-600" data-testid="referral-rule">
        You receive {formatTokens(TOKENS.referralRewardTokens)} tokens when a colleague who signed up with your link first uses
        tokens, for example by asking the assistant. Up to {REFERRAL_RULE.rewardsPerDay} rewards a day; more wait for the next
        day. Sign-ups from the network you use yourself do not count.
      </p>
      <div className="mt-4 flex gap-2">
        <input readOnly value={data.link} aria-label="Your referral link" className="h-10 min-w-0 flex-1 rounded-md border border-ink-200 bg-ink-50 px-3 font-mono text-xs text-ink-800" data-testid="referral-link" />
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy
        </Button>
      </div>
      <p className="mt-3 text-sm text-ink-700" data-testid="referral-stats">
        {data.count} {data.count === 1 ? 'colleague has' : 'colleagues have'} joined · {formatTokens(data.tokensEarned)} tokens earned
      </p>
      {data.count > 0 && (
        <>
          <p className="mt-1 text-sm text-ink-600" data-testid="referral-counts">
            {data.granted} granted · {data.pending} pending{data.notEligible > 0 ? ` · ${data.notEligible} not eligible` : ''}
          </p>
          <ul aria-label="Your referrals" className="mt-3 divide-y divide-ink-100 text-sm" data-testid="referral-list">
            {data.referrals.map((item, i) => (
              <li key={`${item.joinedAt}-${i}`} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="text-ink-800">Joined {day(item.joinedAt)}</span>
                <span className={item.status === 'granted' ? 'text-emerald-700' : 'text-ink-600'}>{referralState(item)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
