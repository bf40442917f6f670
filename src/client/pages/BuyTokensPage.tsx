import { Coins } from 'lucide-react';
import { PACKS, formatPrice } from '../../shared/api/billing';
import { Button } from '../components/ui/button';
import { useCheckout } from '../features/billing/use-checkout';
import { usePageTitle } from '../lib/use-page-title';

export default function BuyTokensPage() {
  usePageTitle('Buy tokens');
  const checkout = useCheckout();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="font-serif text-4xl font-semibold tracking-tight text-ink-950">Buy tokens</h1>
      <p className="mt-3 max-w-2xl text-ink-600">Add-on packs for busy months. They never expire and are spent after your plan's tokens.</p>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {PACKS.map((pack) => (
          <article key={pack.id} className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm" data-testid={`pack-${pack.id}`}>
            <Coins className="size-6 text-brass-600" aria-hidden />
            <h2 className="mt-4 font-serif text-xl font-semibold text-ink-950">{pack.name}</h2>
            <p className="mt-2 font-serif text-3xl font-semibold text-ink-950">{formatPrice(pack.priceCents)}</p>
            <Button variant="dark" className="mt-6 w-full" disabled={checkout.isPending} onClick={() => checkout.mutate({ pack: pack.id })}>
              Buy {pack.name}
            </Button>
          </article>
        ))}
      </div>
    </div>
  );
}
