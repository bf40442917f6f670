import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PLANS, type subscriptionSchema } from '../../shared/api/billing';
import { Button } from '../components/ui/button';
import { PlanCard } from '../features/billing/PlanCard';
import { useCheckout } from '../features/billing/use-checkout';
import { apiRequest } from '../lib/api';
import { useAuth } from '../lib/auth/AuthProvider';
import { usePageTitle } from '../lib/use-page-title';
import { toast } from '../lib/use-toast';

type Subscription = z.infer<typeof subscriptionSchema>;

const STATUS_TEXT: Record<Subscription['status'], string> = {
  trial: 'Free trial',
  active: 'Active',
  past_due: 'Payment past due',
  canceled: 'Canceled',
};

export default function SubscribePage() {
  usePageTitle('Subscribe');
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const { data: subscription } = useQuery<Subscription>({ queryKey: ['/api/billing/subscription'], staleTime: 0 });
  const checkout = useCheckout();
  const [params] = useSearchParams();
  const [canceling, setCanceling] = useState(false);

  const cancel = async () => {
    setCanceling(true);
    try {
      await apiRequest('POST', '/api/billing/cancel');
      await queryClient.invalidateQueries({ queryKey: ['/api/billing/subscription'] });
      await refresh();
      toast({ title: 'Subscription canceled', description: 'Your tokens stay; the plan will not renew.', variant: 'success' });
    } finally {
      setCanceling(false);
    }
  };

  // Issue #39: the plan chosen on the plans page arrives selected (`?plan=`), its button the one to press.
  const chosen = PLANS.find((plan) => plan.id !== 'free' && plan.id === params.get('plan'))?.id ?? null;
  const current = subscription?.status === 'active' || subscription?.status === 'past_due' ? subscription.plan : null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="font-serif text-4xl font-semibold tracking-tight text-ink-950">Subscribe</h1>
      {subscription && (
        <p className="mt-3 text-ink-600" data-testid="subscription-status">
          Your plan: <strong className="text-ink-900">{PLANS.find((p) => p.id === subscription.plan)?.name ?? subscription.plan}</strong>
          {/* The free plan's name already says it is a trial: 'Free trial · Free trial' read as a mistake. */}
          {!(subscription.plan === 'free' && subscription.status === 'trial') && ` · ${STATUS_TEXT[subscription.status]}`}
          {subscription.nextResetDate && ` · renews ${new Date(subscription.nextResetDate).toLocaleDateString()}`}
        </p>
      )}
      {subscription?.provider === 'sandbox' && (
        <p className="mt-4 inline-block rounded-md bg-brass-50 px-3 py-1.5 text-sm text-brass-700">
          Payments run in sandbox mode on this server: no money moves.
        </p>
      )}
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {PLANS.filter((plan) => plan.id !== 'free').map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            highlighted={plan.id === (current ?? chosen)}
            selected={plan.id === chosen && plan.id !== current}
            action={
              plan.id === current ? (
                <Button variant="outline" className="w-full" disabled>
                  Current plan
                </Button>
              ) : (
                <Button variant={plan.id === chosen ? 'primary' : 'dark'} className="w-full" disabled={checkout.isPending} onClick={() => checkout.mutate({ plan: plan.id })}>
                  {current ? `Switch to ${plan.name}` : `Subscribe to ${plan.name}`}
                </Button>
              )
            }
          />
        ))}
      </div>
      {current && (
        <Button variant="ghost" className="mt-8" disabled={canceling} onClick={() => void cancel()}>
          Cancel subscription
        </Button>
      )}
    </div>
  );
}
