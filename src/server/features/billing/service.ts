import { randomUUID } from 'node:crypto';
import { packById, planById, type PACKS, type PLANS } from '../../../shared/api/billing';
import { AppError } from '../../http/errors';
import type { PaymentEvent, PaymentsProvider } from '../../providers/payments/types';
import type { AuditLog } from '../audit/audit-log';
import type { FirmPoolLedger } from '../firm-pool/pool-ledger';
import { canManage } from '../firms/policy';
import type { FirmsRepository } from '../firms/repository';
import type { TokenLedger } from '../tokens/ledger';
import type { BillingRepository } from './repository';

export interface BillingDeps {
  repository: BillingRepository;
  ledger: TokenLedger;
  /** Who may buy a pack for a firm (its owners and admins), and the firm's pool the pack goes to (ADR 025). */
  firms: Pick<FirmsRepository, 'membership'>;
  firmPool: Pick<FirmPoolLedger, 'credit'>;
  /** Records a firm's pool funded by a pack (`firm.pool-funded`). */
  audit: Pick<AuditLog, 'record'>;
  payments: PaymentsProvider;
  publicUrl: string;
}

const fmt = (n: number) => n.toLocaleString('en-US');

export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

type Item = { kind: 'plan'; plan: (typeof PLANS)[number] } | { kind: 'pack'; pack: (typeof PACKS)[number] };

/** Plans, packs and payments: tokens are granted only when the provider confirms a payment, once per event. */
export function createBillingService({ repository, ledger, firms, firmPool, audit, payments, publicUrl }: BillingDeps) {
  async function startPlan(userId: string, planId: string, checkoutId: string) {
    const plan = planById(planId);
    if (!plan) return;
    const applied = await ledger.adjust(userId, (balances) => [
      {
        userId,
        kind: 'grant',
        deltas: { monthly: plan.monthlyTokens - balances.monthly },
        reference: `checkout:${checkoutId}`,
        description: `${plan.name} plan started: ${fmt(plan.monthlyTokens)} tokens a month`,
        idempotencyKey: `plan-start:${checkoutId}`,
      },
    ]);
    // A checkout's plan starts once: a repeated event must not move the billing date.
    if (applied === 0) return;
    await repository.setPlanStatus(userId, { subscriptionPlan: plan.id, subscriptionStatus: 'active', lastResetDate: new Date() });
  }

  /** The firm a pack is bought for: its owners and admins may; a plain member is refused, anyone else told it does not exist. */
  async function firmBuying(userId: string, firmId: string) {
    const membership = await firms.membership(firmId, userId);
    if (!membership) throw new AppError('not-found', 'No such firm.');
    if (!canManage(membership.role)) throw new AppError('permission-denied', "Only the firm's owners and admins can buy tokens for its pool.");
    return membership.firm;
  }

  async function creditFirmPool(userId: string, firmId: string, checkout: { id: string; item: string; tokens: number }) {
    const credited = await firmPool.credit({
      firmId,
      userId,
      kind: 'purchase',
      amount: checkout.tokens,
      reference: `checkout:${checkout.id}`,
      description: `Bought ${fmt(checkout.tokens)} tokens for the firm's pool`,
      idempotencyKey: `purchase:${checkout.id}`,
    });
    if (credited === 'applied') {
      await audit.record({ action: 'firm.pool-funded', actor: { id: userId }, details: { firmId, tokens: checkout.tokens, source: 'purchase', checkoutId: checkout.id, pack: checkout.item } });
    }
    return credited;
  }

  async function handleEvent(event: PaymentEvent): Promise<{ handled: boolean }> {
    if (event.type === 'ignored') return { handled: false };
    const checkout = 'checkoutId' in event ? await repository.findCheckout(event.checkoutId) : null;
    const userId =
      checkout?.userId ?? ('subscriptionId' in event && event.subscriptionId ? await repository.findUserBySubscription(event.subscriptionId) : null);
    if (!userId || (await repository.eventSeen(event.id))) return { handled: false };

    // Each effect below is idempotent on its own (grants are keyed by checkout), so the event is recorded only after
    // they succeed: a failure half-way lets the provider's retry finish the job instead of being taken for a replay.
    switch (event.type) {
      case 'checkout.completed': {
        if (!checkout || checkout.status === 'declined') return { handled: false };
        // A firm's pack goes to its pool; one for a firm deleted while it was being paid for, to the buyer, not nowhere.
        if (checkout.kind === 'pack' && (!checkout.firmId || (await creditFirmPool(userId, checkout.firmId, checkout)) === 'firm-gone')) {
          await ledger.apply({
            userId,
            kind: 'purchase',
            deltas: { addon: checkout.tokens },
            reference: `checkout:${checkout.id}`,
            description: `Bought ${fmt(checkout.tokens)} add-on tokens`,
            idempotencyKey: `purchase:${checkout.id}`,
          });
        } else if (checkout.kind === 'plan') {
          await repository.setSubscription(userId, { provider: payments.kind, providerSubscriptionId: event.subscriptionId, plan: checkout.item });
          await startPlan(userId, checkout.item, checkout.id);
        }
        await repository.finishCheckout(checkout.id, 'completed');
        break;
      }
      case 'checkout.declined':
        if (checkout) await repository.finishCheckout(checkout.id, 'declined');
        break;
      case 'subscription.past_due':
        await repository.setPlanStatus(userId, { subscriptionStatus: 'past_due' });
        break;
      case 'subscription.paid':
        await repository.setPlanStatus(userId, { subscriptionStatus: 'active' });
        break;
      case 'subscription.canceled':
        await repository.setPlanStatus(userId, { subscriptionStatus: 'canceled' });
        break;
    }
    await repository.claimEvent({
      provider: payments.kind,
      eventId: event.id,
      type: event.type,
      userId,
      amountCents: event.type === 'checkout.completed' ? event.amountCents : null,
    });
    return { handled: true };
  }

  return {
    handleEvent,

    async checkout({ userId, email, request }: { userId: string; email: string; request: { plan: string } | { pack: string; firmId?: string } }) {
      const firm = 'firmId' in request && request.firmId ? await firmBuying(userId, request.firmId) : null;
      const item: Item | null =
        'plan' in request
          ? ((p) => (p ? { kind: 'plan' as const, plan: p } : null))(planById(request.plan))
          : ((p) => (p ? { kind: 'pack' as const, pack: p } : null))(packById(request.pack));
      if (!item) throw new AppError('invalid-argument', 'Unknown plan or pack.');
      const described =
        item.kind === 'plan'
          ? { kind: 'plan' as const, id: item.plan.id, name: `${item.plan.name} plan`, priceCents: item.plan.priceCents, tokens: item.plan.monthlyTokens }
          : { kind: 'pack' as const, id: item.pack.id, name: `${item.pack.name} pack${firm ? ` for ${firm.name}` : ''}`, priceCents: item.pack.priceCents, tokens: item.pack.tokens };
      const checkoutId = randomUUID();
      await repository.createCheckout({
        id: checkoutId,
        userId,
        kind: described.kind,
        firmId: firm?.id ?? null,
        item: described.id,
        priceCents: described.priceCents,
        tokens: described.tokens,
        provider: payments.kind,
      });
      const back = described.kind === 'plan' ? '/subscribe' : '/buy-tokens';
      const { url, providerSessionId } = await payments.createCheckout({
        checkoutId,
        userId,
        email,
        item: described,
        successUrl: `${publicUrl}/dashboard?checkout=${checkoutId}`,
        cancelUrl: `${publicUrl}${back}?checkout=${checkoutId}`,
      });
      await repository.setProviderSession(checkoutId, providerSessionId);
      return { checkoutId, url };
    },

    async view(userId: string, checkoutId: string) {
      const checkout = await repository.findCheckoutFor(userId, checkoutId);
      if (!checkout) throw new AppError('not-found', 'This checkout does not exist.');
      const name = checkout.kind === 'plan' ? `${planById(checkout.item)?.name ?? checkout.item} plan` : `${packById(checkout.item)?.name ?? checkout.item} pack`;
      return { checkoutId, kind: checkout.kind, item: checkout.item, name, priceCents: checkout.priceCents, tokens: checkout.tokens, status: checkout.status, provider: checkout.provider };
    },

    /** The sandbox checkout's buttons: the same path a confirmed payment takes, with a sandbox event id. */
    async finishSandbox({ userId, checkoutId, outcome }: { userId: string; checkoutId: string; outcome: 'complete' | 'decline' }) {
      if (payments.kind !== 'sandbox') throw new AppError('failed-precondition', 'The sandbox checkout is not enabled.');
      const checkout = await repository.findCheckoutFor(userId, checkoutId);
      if (!checkout) throw new AppError('not-found', 'This checkout does not exist.');
      const event: PaymentEvent =
        outcome === 'complete'
          ? { id: `sandbox:${checkoutId}`, type: 'checkout.completed', checkoutId, subscriptionId: checkout.kind === 'plan' ? `sandbox_sub_${checkoutId}` : null, amountCents: checkout.priceCents }
          : { id: `sandbox:${checkoutId}`, type: 'checkout.declined', checkoutId };
      await handleEvent(event);
      return this.view(userId, checkoutId);
    },

    async cancel(userId: string) {
      const subscription = await repository.findSubscription(userId);
      if (!subscription) throw new AppError('failed-precondition', 'You have no subscription to cancel.');
      if (subscription.providerSubscriptionId) await payments.cancelSubscription(subscription.providerSubscriptionId);
      await repository.setPlanStatus(userId, { subscriptionStatus: 'canceled' });
    },

    /**
     * On each billing date of an active plan: unused monthly tokens move to rollover (capped at one month's allowance;
     * the older rollover expires), then monthly refills. Past-due and canceled plans do not refill; trial tokens never do.
     */
    async runMonthlyResets(now = new Date()): Promise<number> {
      const cutoff = new Date(now);
      cutoff.setUTCMonth(cutoff.getUTCMonth() - 1);
      let reset = 0;
      for (const due of await repository.dueForReset(cutoff)) {
        const plan = planById(due.plan);
        const periodStart = due.lastResetDate ? addOneMonth(due.lastResetDate) : now;
        const key = `${due.userId}:${periodStart.toISOString().slice(0, 10)}`;
        if (!plan || plan.monthlyTokens === 0) continue;
        await ledger.adjust(due.userId, (balances) => {
          const carried = Math.min(balances.monthly, plan.monthlyTokens);
          return [
            {
              userId: due.userId,
              kind: 'rollover',
              deltas: { monthly: -balances.monthly, rollover: carried - balances.rollover },
              description: `${fmt(carried)} unused monthly tokens rolled over`,
              idempotencyKey: `rollover:${key}`,
            },
            {
              userId: due.userId,
              kind: 'monthly_reset',
              deltas: { monthly: plan.monthlyTokens },
              description: `${plan.name} plan: ${fmt(plan.monthlyTokens)} monthly tokens`,
              idempotencyKey: `monthly-reset:${key}`,
            },
          ];
        });
        await repository.setPlanStatus(due.userId, { subscriptionStatus: 'active', lastResetDate: periodStart });
        reset++;
      }
      return reset;
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
