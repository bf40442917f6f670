import { useQuery } from '@tanstack/react-query';
import { Copy, Gift } from 'lucide-react';
import type { z } from 'zod';
import type { referralSummarySchema } from '../../../shared/api/billing';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/use-toast';
import { formatTokens } from './BalanceCard';

type ReferralSummary = z.infer<typeof referralSummarySchema>;

/** The user's referral link (/signup?ref=CODE) with a copy button, and what it has earned. */
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
      <p className="mt-2 text-sm text-ink-600">You receive 1,000 tokens when someone signs up with your link.</p>
      <div className="mt-4 flex gap-2">
        <input readOnly value={data.link} aria-label="Your referral link" className="h-10 min-w-0 flex-1 rounded-md border border-ink-200 bg-ink-50 px-3 font-mono text-xs text-ink-800" data-testid="referral-link" />
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy
        </Button>
      </div>
      <p className="mt-3 text-sm text-ink-700" data-testid="referral-stats">
        {data.count} {data.count === 1 ? 'colleague has' : 'colleagues have'} joined · {formatTokens(data.tokensEarned)} tokens earned
      </p>
    </section>
  );
}
