import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, FlaskConical, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { formatPrice, type checkoutViewSchema } from '../../shared/api/billing';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { apiRequest } from '../lib/api';
import { useAuth } from '../lib/auth/AuthProvider';
import { usePageTitle } from '../lib/use-page-title';

type CheckoutView = z.infer<typeof checkoutViewSchema>;

/** The embedded payments provider's checkout: clearly a sandbox, it completes or declines on request. */
export default function SandboxCheckoutPage() {
  usePageTitle('Sandbox checkout');
  const { id = '' } = useParams();
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const key = [`/api/billing/checkout/${id}`];
  const { data: checkout, isLoading, error } = useQuery<CheckoutView>({ queryKey: key, staleTime: 0 });
  const [busy, setBusy] = useState(false);

  const finish = async (outcome: 'complete' | 'decline') => {
    setBusy(true);
    try {
      queryClient.setQueryData(key, await apiRequest<CheckoutView>('POST', `/api/billing/sandbox/${id}`, { outcome }));
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  if (isLoading) return <PageSpinner />;
  if (error || !checkout) {
    return <p className="mx-auto max-w-xl px-4 py-24 text-center text-ink-700">This checkout does not exist.</p>;
  }
  return (
    <div className="mx-auto max-w-lg px-4 py-14">
      <div role="note" className="flex items-start gap-3 rounded-lg border-2 border-dashed border-brass-400 bg-brass-50 px-4 py-3 text-sm text-ink-800">
        <FlaskConical className="mt-0.5 size-5 shrink-0 text-brass-600" aria-hidden />
        <p>
          <strong>Sandbox checkout.</strong> No card is charged and no money moves. This server has no payment provider configured.
        </p>
      </div>
      <div className="mt-6 rounded-2xl border border-ink-100 bg-white p-7 shadow-sm">
        <h1 className="font-serif text-2xl font-semibold text-ink-950">{checkout.name}</h1>
        <p className="mt-1 text-sm text-ink-600">
          {checkout.tokens.toLocaleString('en-US')} tokens{checkout.kind === 'plan' ? ' every month' : ', never expiring'}
        </p>
        <p className="mt-4 font-serif text-3xl font-semibold text-ink-950">
          {formatPrice(checkout.priceCents)}
          {checkout.kind === 'plan' && <span className="text-base font-normal text-ink-500"> / month</span>}
        </p>
        {checkout.status === 'open' ? (
          <div className="mt-7 grid gap-3">
            <Button variant="dark" size="lg" disabled={busy} onClick={() => void finish('complete')}>
              Complete payment
            </Button>
            <Button variant="outline" size="lg" disabled={busy} onClick={() => void finish('decline')}>
              Decline payment
            </Button>
          </div>
        ) : (
          <div className="mt-7" data-testid="checkout-result">
            {checkout.status === 'completed' ? (
              <p className="flex items-center gap-2 font-medium text-emerald-700">
                <CheckCircle2 className="size-5" aria-hidden /> Payment completed. Your tokens are ready.
              </p>
            ) : (
              <p className="flex items-center gap-2 font-medium text-red-700">
                <XCircle className="size-5" aria-hidden /> Payment declined. Nothing was charged.
              </p>
            )}
            <Button asChild variant="dark" className="mt-5">
              <Link to="/dashboard">Go to the dashboard</Link>
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
