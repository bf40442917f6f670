import { Link } from 'react-router';
import { PLANS } from '../../shared/api/billing';
import { Button } from '../components/ui/button';
import { PlanCard } from '../features/billing/PlanCard';
import { useAuth } from '../lib/auth/AuthProvider';
import { usePageTitle } from '../lib/use-page-title';

export default function PlansPage() {
  usePageTitle('Plans', 'VolnaDraft plans: a free trial of 10,000 tokens, Solo, Professional and Firm monthly plans, and add-on token packs that never expire.');
  const { state } = useAuth();
  const signedIn = state.status === 'authenticated';
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold tracking-wider text-brass-700 uppercase">Plans</p>
      <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight text-ink-950">Pay for the work you do</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-600">
        Usage is metered in tokens: the model's real usage, shown for every request. Start free; monthly plans refill on your
        billing date, and unused tokens roll over for a month.
      </p>
      <div className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            highlighted={plan.id === 'professional'}
            action={
              <Button asChild variant={plan.id === 'professional' ? 'primary' : 'dark'} className="w-full">
                <Link to={signedIn ? (plan.id === 'free' ? '/dashboard' : `/subscribe?plan=${plan.id}`) : '/signup'}>
                  {plan.id === 'free' ? 'Start free' : `Choose ${plan.name}`}
                </Link>
              </Button>
            }
          />
        ))}
      </div>
      <p className="mt-8 text-sm text-ink-600">
        Need more in a busy month? <Link to="/buy-tokens" className="font-medium underline underline-offset-4">Add-on token packs</Link> never expire.{' '}
        <Link to="/help/how-tokens-work" className="font-medium underline underline-offset-4">How tokens are counted</Link>.
      </p>
    </div>
  );
}
