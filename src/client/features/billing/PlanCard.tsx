import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPrice, type PLANS } from '../../../shared/api/billing';
import { FIRM_SEATS_BY_PLAN } from '../../../shared/api/firms';
import { cn } from '../../lib/cn';

type Plan = (typeof PLANS)[number];

/** Issue #39: what the plan means for a firm its holder owns (one seat is the owner's own). */
function seatsLine(plan: Plan['id']): string {
  const seats = FIRM_SEATS_BY_PLAN[plan] ?? 1;
  return seats === 1 ? 'A firm of 1 seat: yours, no colleagues invited' : `A firm of ${seats} seats: you and ${seats - 1} colleagues`;
}

const features: Record<Plan['id'], string[]> = {
  free: ['10,000 tokens, once', 'Drafting, research and citation checks', 'Phone MFA', seatsLine('free')],
  solo: ['200,000 tokens every month', 'Unused tokens roll over for a month', 'Email support', seatsLine('solo')],
  professional: ['750,000 tokens every month', 'Unused tokens roll over for a month', 'Priority email support', seatsLine('professional')],
  firm: ['2,500,000 tokens every month', 'Unused tokens roll over for a month', 'Priority email support', seatsLine('firm')],
};

export function PlanCard({ plan, highlighted = false, action, selected = false }: { plan: Plan; highlighted?: boolean; action: ReactNode; selected?: boolean }) {
  return (
    <article
      aria-current={selected || undefined}
      className={cn(
        'flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        highlighted ? 'border-brass-400 ring-2 ring-brass-200' : 'border-ink-100',
      )}
      data-testid={`plan-${plan.id}`}
    >
      <h2 className="font-serif text-xl font-semibold text-ink-950">{plan.name}</h2>
      {selected && <p className="mt-1 text-sm font-semibold text-emerald-700">Your choice</p>}
      <p className="mt-1 min-h-10 text-sm text-ink-600">{plan.summary}</p>
      <p className="mt-5">
        <span className="font-serif text-4xl font-semibold text-ink-950">{formatPrice(plan.priceCents)}</span>
        {plan.priceCents > 0 && <span className="text-sm text-ink-500"> / month</span>}
      </p>
      <ul className="mt-5 flex-1 space-y-2.5">
        {features[plan.id].map((feature) => (
          <li key={feature} className="flex gap-2 text-sm text-ink-700">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6">{action}</div>
    </article>
  );
}
