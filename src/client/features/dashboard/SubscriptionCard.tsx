import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PLANS, type subscriptionSchema } from '../../../shared/api/billing';
import { Button } from '../../components/ui/button';

type Subscription = z.infer<typeof subscriptionSchema>;

const STATUS: Record<Subscription['status'], string> = { trial: 'Free trial', active: 'Active', past_due: 'Payment past due', canceled: 'Canceled' };

export function SubscriptionCard() {
  const { data } = useQuery<Subscription>({ queryKey: ['/api/billing/subscription'], staleTime: 0 });
  const plan = PLANS.find((p) => p.id === data?.plan);
  return (
    <section aria-labelledby="subscription-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <CreditCard className="size-5 text-ink-600" aria-hidden />
        <h2 id="subscription-title" className="font-semibold text-ink-950">Subscription</h2>
      </div>
      {data && (
        <p className="mt-2 text-sm text-ink-700" data-testid="dashboard-subscription">
          {data.status === 'trial' ? 'Free trial' : `${plan?.name ?? data.plan} · ${STATUS[data.status]}`}
          {data.nextResetDate && ` · refills ${new Date(data.nextResetDate).toLocaleDateString()}`}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild variant="dark" size="sm">
          <Link to="/subscribe">{data?.status === 'active' ? 'Change plan' : 'Subscribe'}</Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="/buy-tokens">Buy tokens</Link>
        </Button>
      </div>
    </section>
  );
}
