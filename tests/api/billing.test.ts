import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createPayments } from '../../src/server/providers/payments';
import { SandboxInProductionError, createSandboxPayments } from '../../src/server/providers/payments/sandbox';
import { createStripePayments } from '../../src/server/providers/payments/stripe';
import type { LedgerEntry } from '../../src/shared/api/tokens';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser } from '../support/builders';
import { fakeCheckoutSessionId, fakeCheckoutUrl, startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { buildFirm } from '../support/firm-builders';

/** A signed-in caller of the billing API. */
async function signedIn(t: TestApp) {
  const user = await buildUser(t.app);
  const headers = bearer(await apiToken(t.app, user.cookie));
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    user,
    headers,
    call,
    me: async () => (await call('GET', '/api/me')).json(),
    ledger: async () => ((await call('GET', '/api/tokens/ledger?limit=100')).json().entries as LedgerEntry[]),
    checkout: async (payload: object) => {
      const res = await call('POST', '/api/billing/checkout', payload);
      expect(res.statusCode).toBe(200);
      return res.json() as { checkoutId: string; url: string };
    },
  };
}

describe('billing with the sandbox checkout', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    try {
      expect(await t.app.services.history.inconsistencies()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('lists the plans and packs', async () => {
    const plans = await t.app.inject({ method: 'GET', url: '/api/billing/plans' });
    expect(plans.statusCode).toBe(200);
    expect(plans.json().plans.map((p: { name: string; monthlyTokens: number }) => [p.name, p.monthlyTokens])).toEqual([
      ['Free trial', 0],
      ['Solo', 200_000],
      ['Professional', 750_000],
      ['Firm', 2_500_000],
    ]);
    expect(plans.json().plans[0]).toMatchObject({ id: 'free', priceCents: 0 });

    const packs = await t.app.inject({ method: 'GET', url: '/api/billing/packs' });
    expect(packs.statusCode).toBe(200);
    expect(packs.json().packs.map((p: { id: string; tokens: number }) => [p.id, p.tokens])).toEqual([
      ['pack-100k', 100_000],
      ['pack-500k', 500_000],
      ['pack-2m', 2_000_000],
    ]);
  });

  it('sells a pack through the sandbox: tokens go to the addon bucket exactly once', async () => {
    const buyer = await signedIn(t);
    const { checkoutId, url } = await buyer.checkout({ pack: 'pack-100k' });
    expect(url).toBe(`/sandbox-checkout/${checkoutId}`);

    const view = await buyer.call('GET', `/api/billing/checkout/${checkoutId}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ checkoutId, kind: 'pack', item: 'pack-100k', tokens: 100_000, status: 'open', provider: 'sandbox' });
    // Nothing is granted before the payment is confirmed.
    expect((await buyer.me()).addonTokens).toBe(0);

    const done = await buyer.call('POST', `/api/billing/sandbox/${checkoutId}`, { outcome: 'complete' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ checkoutId, status: 'completed' });
    expect(await buyer.me()).toMatchObject({ addonTokens: 100_000, trialTokens: 10_000, tokenCount: 110_000 });

    const again = await buyer.call('POST', `/api/billing/sandbox/${checkoutId}`, { outcome: 'complete' });
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('completed');
    expect(await buyer.me()).toMatchObject({ addonTokens: 100_000, tokenCount: 110_000 });
    expect((await buyer.ledger()).filter((e) => e.kind === 'purchase').map((e) => e.buckets.addon)).toEqual([100_000]);
  });

  it('hides a checkout from every other user', async () => {
    const buyer = await signedIn(t);
    const other = await signedIn(t);
    const { checkoutId } = await buyer.checkout({ pack: 'pack-500k' });

    const view = await other.call('GET', `/api/billing/checkout/${checkoutId}`);
    expect(view.statusCode).toBe(404);
    expect(view.json().error).toBe('not-found');
    const complete = await other.call('POST', `/api/billing/sandbox/${checkoutId}`, { outcome: 'complete' });
    expect(complete.statusCode).toBe(404);

    expect((await other.me()).addonTokens).toBe(0);
    expect((await buyer.me()).addonTokens).toBe(0);
    expect((await buyer.call('GET', `/api/billing/checkout/${checkoutId}`)).json().status).toBe('open');
  });

  it('grants nothing for a declined checkout, nor when it is completed afterwards', async () => {
    const buyer = await signedIn(t);
    const { checkoutId } = await buyer.checkout({ pack: 'pack-100k' });

    const declined = await buyer.call('POST', `/api/billing/sandbox/${checkoutId}`, { outcome: 'decline' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().status).toBe('declined');
    expect((await buyer.me()).addonTokens).toBe(0);

    await buyer.call('POST', `/api/billing/sandbox/${checkoutId}`, { outcome: 'complete' });
    expect((await buyer.call('GET', `/api/billing/checkout/${checkoutId}`)).json().status).toBe('declined');
    expect(await buyer.me()).toMatchObject({ addonTokens: 0, tokenCount: 10_000 });
  });

  it('starts the Solo plan on completion, shows the next reset a month later, and cancels', async () => {
    const buyer = await signedIn(t);
    const before = (await buyer.call('GET', '/api/billing/subscription')).json();
    expect(before).toMatchObject({ plan: 'free', status: 'trial', nextResetDate: null, provider: 'sandbox' });

    const { checkoutId, url } = await buyer.checkout({ plan: 'solo' });
    expect(url).toBe(`/sandbox-checkout/${checkoutId}`);
    expect((await buyer.call('GET', `/api/billing/checkout/${checkoutId}`)).json()).toMatchObject({
      kind: 'plan',
      item: 'solo',
      tokens: 200_000,
      status: 'open',
    });
    expect((await buyer.call('POST', `/api/billing/sandbox/${checkoutId}`, { outcome: 'complete' })).statusCode).toBe(200);

    expect(await buyer.me()).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPlan: 'solo',
      monthlyTokens: 200_000,
      trialTokens: 10_000,
      tokenCount: 210_000,
    });
    const subscription = (await buyer.call('GET', '/api/billing/subscription')).json();
    expect(subscription).toMatchObject({ plan: 'solo', status: 'active', provider: 'sandbox' });
    const last = new Date(subscription.lastResetDate);
    expect(Math.abs(Date.now() - last.getTime())).toBeLessThan(60_000);
    const monthLater = new Date(last);
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    expect(subscription.nextResetDate).toBe(monthLater.toISOString());

    // Completing the same checkout again grants no second month.
    await buyer.call('POST', `/api/billing/sandbox/${checkoutId}`, { outcome: 'complete' });
    expect((await buyer.me()).monthlyTokens).toBe(200_000);

    const cancel = await buyer.call('POST', '/api/billing/cancel');
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ ok: true });
    expect((await buyer.call('GET', '/api/billing/subscription')).json()).toMatchObject({ status: 'canceled', nextResetDate: null });
    expect((await buyer.me()).subscriptionStatus).toBe('canceled');
  });

  it('refuses to cancel without a subscription', async () => {
    const user = await signedIn(t);
    const res = await user.call('POST', '/api/billing/cancel');
    expect(res.statusCode).toBe(412);
    expect(res.json().error).toBe('failed-precondition');
    expect((await user.me()).subscriptionStatus).toBe('trial');
  });

  it('answers invalid checkout bodies with 400 and creates nothing', async () => {
    const user = await signedIn(t);
    for (const payload of [{ plan: 'solo', pack: 'pack-100k' }, { plan: 'enterprise' }, { plan: 'free' }, { pack: 'pack-1' }, {}]) {
      const res = await user.call('POST', '/api/billing/checkout', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('invalid-argument');
    }
    const notUuid = await user.call('GET', '/api/billing/checkout/not-a-uuid');
    expect(notUuid.statusCode).toBe(400);
    const { checkoutId } = await user.checkout({ pack: 'pack-100k' });
    const badOutcome = await user.call('POST', `/api/billing/sandbox/${checkoutId}`, { outcome: 'refund' });
    expect(badOutcome.statusCode).toBe(400);
    expect((await user.me()).addonTokens).toBe(0);

    const anonymous = await t.app.inject({ method: 'POST', url: '/api/billing/checkout', payload: { pack: 'pack-100k' } });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('the monthly reset', () => {
    const monthAndADayAfter = (iso: string, months = 1) => {
      const date = new Date(iso);
      date.setUTCMonth(date.getUTCMonth() + months);
      date.setUTCDate(date.getUTCDate() + 1);
      return date;
    };

    async function soloSubscriber() {
      const subscriber = await signedIn(t);
      const { checkoutId } = await subscriber.checkout({ plan: 'solo' });
      await subscriber.call('POST', `/api/billing/sandbox/${checkoutId}`, { outcome: 'complete' });
      const { lastResetDate } = (await subscriber.call('GET', '/api/billing/subscription')).json();
      return { ...subscriber, lastResetDate: lastResetDate as string };
    }
    const spendMonthly = (userId: string, amount: number) =>
      t.app.services.ledger.apply({
        userId,
        kind: 'admin_adjustment',
        deltas: { monthly: -amount },
        description: 'spent in a test',
        idempotencyKey: `spend:${userId}:${amount}`,
      });

    it('rolls unused monthly tokens over and refills the month, once per billing date', async () => {
      const subscriber = await soloSubscriber();
      const trialUser = await signedIn(t);
      await spendMonthly(subscriber.user.id, 50_000);
      expect((await subscriber.me()).monthlyTokens).toBe(150_000);

      // Not yet due the day before the billing date.
      const early = new Date(subscriber.lastResetDate);
      early.setUTCDate(early.getUTCDate() + 27);
      expect(await t.app.services.billing.runMonthlyResets(early)).toBe(0);
      expect((await subscriber.me()).monthlyTokens).toBe(150_000);

      const now = monthAndADayAfter(subscriber.lastResetDate);
      expect(await t.app.services.billing.runMonthlyResets(now)).toBe(1);
      const after = await subscriber.me();
      expect(after).toMatchObject({ monthlyTokens: 200_000, rolloverTokens: 150_000, trialTokens: 10_000, tokenCount: 360_000 });
      const kinds = (await subscriber.ledger()).slice(0, 2).map((e) => e.kind);
      expect(kinds.sort()).toEqual(['monthly_reset', 'rollover']);

      // The same run again changes nothing.
      expect(await t.app.services.billing.runMonthlyResets(now)).toBe(0);
      expect(await subscriber.me()).toMatchObject({ monthlyTokens: 200_000, rolloverTokens: 150_000, tokenCount: 360_000 });
      const subscription = (await subscriber.call('GET', '/api/billing/subscription')).json();
      expect(new Date(subscription.nextResetDate).getTime()).toBeGreaterThan(now.getTime());

      // A trial user gets no refill.
      expect(await trialUser.me()).toMatchObject({ trialTokens: 10_000, monthlyTokens: 0, rolloverTokens: 0, tokenCount: 10_000 });
    });

    it('caps rollover at one month’s allowance; the older rollover expires', async () => {
      const subscriber = await soloSubscriber();
      await spendMonthly(subscriber.user.id, 50_000);
      await t.app.services.billing.runMonthlyResets(monthAndADayAfter(subscriber.lastResetDate));
      expect(await subscriber.me()).toMatchObject({ monthlyTokens: 200_000, rolloverTokens: 150_000 });

      // Nothing spent in the second month: 200,000 unused plus 150,000 older rollover still roll over as 200,000.
      expect(await t.app.services.billing.runMonthlyResets(monthAndADayAfter(subscriber.lastResetDate, 2))).toBe(1);
      expect(await subscriber.me()).toMatchObject({ monthlyTokens: 200_000, rolloverTokens: 200_000, tokenCount: 410_000 });
    });

    it('caps rollover when more than a month’s allowance sits unused in the monthly bucket', async () => {
      const subscriber = await soloSubscriber();
      await t.app.services.ledger.apply({
        userId: subscriber.user.id,
        kind: 'admin_adjustment',
        deltas: { monthly: 80_000 },
        description: 'goodwill',
        idempotencyKey: `goodwill:${subscriber.user.id}`,
      });
      await t.app.services.billing.runMonthlyResets(monthAndADayAfter(subscriber.lastResetDate));
      expect(await subscriber.me()).toMatchObject({ monthlyTokens: 200_000, rolloverTokens: 200_000 });
    });

    it('does not refill a canceled plan', async () => {
      const subscriber = await soloSubscriber();
      await spendMonthly(subscriber.user.id, 10_000);
      await subscriber.call('POST', '/api/billing/cancel');
      expect(await t.app.services.billing.runMonthlyResets(monthAndADayAfter(subscriber.lastResetDate))).toBe(0);
      expect(await subscriber.me()).toMatchObject({ monthlyTokens: 190_000, rolloverTokens: 0 });
    });
  });
});

describe('billing with Stripe webhooks', () => {
  const webhookSecret = 'whsec_test';
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.requests.length = 0;
    t = await buildTestApp({ deps: { payments: createStripePayments({ secretKey: 'sk_test_x', webhookSecret, ...fake.connection }) } });
  });
  afterEach(async () => {
    try {
      expect(await t.app.services.history.inconsistencies()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  const completedEvent = (eventId: string, checkoutId: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: fakeCheckoutSessionId,
          object: 'checkout.session',
          metadata: { checkoutId },
          client_reference_id: checkoutId,
          payment_status: 'paid',
          mode: 'payment',
          amount_total: 7_900,
          ...extra,
        },
      },
    });
  const postWebhook = (payload: string, signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      // As Stripe sends it.
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });

  it('sends the buyer to Stripe and grants the pack once when the signed webhook arrives, however often it is replayed', async () => {
    const buyer = await signedIn(t);
    const { checkoutId, url } = await buyer.checkout({ pack: 'pack-500k' });
    expect(url).toBe(fakeCheckoutUrl);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/checkout/sessions']);
    expect(fake.requests[0]!.form['metadata[checkoutId]']).toBe(checkoutId);
    expect((await buyer.call('GET', `/api/billing/checkout/${checkoutId}`)).json()).toMatchObject({ status: 'open', provider: 'stripe' });

    // The sandbox buttons do not work when Stripe takes the payments.
    const sandbox = await buyer.call('POST', `/api/billing/sandbox/${checkoutId}`, { outcome: 'complete' });
    expect(sandbox.statusCode).toBe(412);
    expect((await buyer.me()).addonTokens).toBe(0);

    const payload = completedEvent('evt_paid_1', checkoutId);
    const first = await postWebhook(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, handled: true });
    expect(await buyer.me()).toMatchObject({ addonTokens: 500_000, tokenCount: 510_000 });
    expect((await buyer.call('GET', `/api/billing/checkout/${checkoutId}`)).json().status).toBe('completed');

    const replay = await postWebhook(payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, handled: false });
    // A different event for the same paid checkout (async_payment_succeeded) does not pay out again either.
    const followUp = await postWebhook(
      completedEvent('evt_paid_2', checkoutId).replace('"checkout.session.completed"', '"checkout.session.async_payment_succeeded"'),
    );
    expect(followUp.statusCode).toBe(200);
    expect(await buyer.me()).toMatchObject({ addonTokens: 500_000, tokenCount: 510_000 });
    expect((await buyer.ledger()).filter((e) => e.kind === 'purchase')).toHaveLength(1);
  });

  it("credits a pack bought for a firm to the firm's pool when Stripe confirms it, once, not to the buyer", async () => {
    const buyer = await signedIn(t);
    const firm = await buildFirm(t.database.db, { name: 'Doe & Roe LLP', owner: buyer.user.id });
    const { checkoutId } = await buyer.checkout({ pack: 'pack-500k', firmId: firm.id });
    expect(fake.requests[0]!.form['line_items[0][price_data][product_data][name]']).toBe('500,000 tokens pack for Doe & Roe LLP');
    const payload = completedEvent('evt_firm_paid', checkoutId);
    expect((await postWebhook(payload)).json()).toEqual({ received: true, handled: true });
    expect((await postWebhook(payload)).json()).toEqual({ received: true, handled: false });
    expect(await t.app.services.firmPool.balance(firm.id)).toBe(500_000);
    expect(await buyer.me()).toMatchObject({ addonTokens: 0, tokenCount: 10_000 });
    expect(await t.app.services.firmPool.inconsistencies()).toEqual([]);
  });

  it('grants nothing for an unpaid session', async () => {
    const buyer = await signedIn(t);
    const { checkoutId } = await buyer.checkout({ pack: 'pack-100k' });
    const res = await postWebhook(completedEvent('evt_unpaid', checkoutId, { payment_status: 'unpaid' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().handled).toBe(false);
    expect((await buyer.me()).addonTokens).toBe(0);
  });

  it('refuses a webhook with a bad or missing signature with 400 invalid-argument and grants nothing', async () => {
    const buyer = await signedIn(t);
    const { checkoutId } = await buyer.checkout({ pack: 'pack-100k' });
    const payload = completedEvent('evt_forged', checkoutId);

    const wrongSecret = await postWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_attacker' }));
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().error).toBe('invalid-argument');

    const signedOther = Stripe.webhooks.generateTestHeaderString({ payload: completedEvent('evt_other', checkoutId), secret: webhookSecret });
    expect((await postWebhook(payload, signedOther)).statusCode).toBe(400);

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error).toBe('invalid-argument');

    expect((await buyer.me()).addonTokens).toBe(0);
    // The genuine event, arriving after the forgeries, is still honoured.
    expect((await postWebhook(payload)).json()).toEqual({ received: true, handled: true });
    expect((await buyer.me()).addonTokens).toBe(100_000);
  });

  it('marks a plan past due when Stripe says a payment failed, and active again when a later invoice is paid', async () => {
    const buyer = await signedIn(t);
    const { checkoutId } = await buyer.checkout({ plan: 'solo' });
    await postWebhook(completedEvent('evt_start', checkoutId, { mode: 'subscription', subscription: 'sub_777', amount_total: 4_900 }));
    const invoiceEvent = (id: string, type: string) =>
      JSON.stringify({ id, object: 'event', type, data: { object: { id: `in_${id}`, object: 'invoice', parent: { subscription_details: { subscription: 'sub_777' } } } } });

    expect((await postWebhook(invoiceEvent('evt_failed', 'invoice.payment_failed'))).json()).toEqual({ received: true, handled: true });
    expect((await buyer.me()).subscriptionStatus).toBe('past_due');
    expect((await postWebhook(invoiceEvent('evt_paid', 'invoice.paid'))).json()).toEqual({ received: true, handled: true });
    expect((await buyer.me()).subscriptionStatus).toBe('active');
    expect((await postWebhook(invoiceEvent('evt_paid', 'invoice.paid'))).json()).toEqual({ received: true, handled: false });
  });

  it('starts a plan from a subscription checkout and cancels it at Stripe', async () => {
    const buyer = await signedIn(t);
    const { checkoutId } = await buyer.checkout({ plan: 'professional' });
    expect(fake.requests[0]!.form.mode).toBe('subscription');
    const res = await postWebhook(completedEvent('evt_sub', checkoutId, { mode: 'subscription', subscription: 'sub_123', amount_total: 14_900 }));
    expect(res.json()).toEqual({ received: true, handled: true });
    expect(await buyer.me()).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'professional', monthlyTokens: 750_000 });
    expect((await buyer.call('GET', '/api/billing/subscription')).json()).toMatchObject({ plan: 'professional', status: 'active', provider: 'stripe' });

    expect((await buyer.call('POST', '/api/billing/cancel')).statusCode).toBe(200);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toContain('DELETE /v1/subscriptions/sub_123');
    expect((await buyer.me()).subscriptionStatus).toBe('canceled');
  });
});

describe('the sandbox checkout in production', () => {
  it('refuses to be created when NODE_ENV=production', () => {
    expect(() => createSandboxPayments({ nodeEnv: 'production' })).toThrow(SandboxInProductionError);
    expect(createSandboxPayments({ nodeEnv: 'development' }).kind).toBe('sandbox');
  });

  it('makes a production configuration without Stripe keys fail, naming STRIPE_SECRET_KEY', () => {
    expect(() => createPayments(loadConfig({ NODE_ENV: 'production' }))).toThrow(/STRIPE_SECRET_KEY/);
    const withStripe = loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(createPayments(withStripe).kind).toBe('stripe');
  });
});
