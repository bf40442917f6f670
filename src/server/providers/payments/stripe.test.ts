import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import {
  fakeCheckoutSessionId,
  fakeCheckoutUrl,
  startFakeStripe,
  type FakeStripe,
} from '../../../../tests/support/fake-stripe';
import { createStripePayments } from './stripe';
import type { CheckoutItem, CreateCheckoutInput } from './types';

const secretKey = 'sk_test_volnadraft';
const webhookSecret = 'whsec_volnadraft_test';

const checkoutInput = (item: CheckoutItem): CreateCheckoutInput => ({
  checkoutId: 'chk_1',
  userId: 'user_1',
  email: 'ada@example.com',
  item,
  successUrl: 'https://app.test/billing?checkout=success',
  cancelUrl: 'https://app.test/billing?checkout=canceled',
});
const plan: CheckoutItem = { kind: 'plan', id: 'pro', name: 'Pro plan', priceCents: 4900 };
const pack: CheckoutItem = { kind: 'pack', id: 'tokens-1m', name: '1M tokens', priceCents: 1500 };

describe('createStripePayments against a fake Stripe API', () => {
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });
  const payments = () => createStripePayments({ secretKey, webhookSecret, ...fake.connection });

  it('opens a monthly subscription checkout for a plan', async () => {
    const result = await payments().createCheckout(checkoutInput(plan));

    expect(result).toEqual({ url: fakeCheckoutUrl, providerSessionId: fakeCheckoutSessionId });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(request?.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(request?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][product_data][name]': 'Pro plan',
      'line_items[0][price_data][recurring][interval]': 'month',
      client_reference_id: 'chk_1',
      'metadata[checkoutId]': 'chk_1',
      'metadata[userId]': 'user_1',
      'metadata[kind]': 'plan',
      'metadata[item]': 'pro',
      'subscription_data[metadata][checkoutId]': 'chk_1',
      customer_email: 'ada@example.com',
      success_url: 'https://app.test/billing?checkout=success',
      cancel_url: 'https://app.test/billing?checkout=canceled',
    });
  });

  it('opens a one-off payment checkout for a pack', async () => {
    await payments().createCheckout(checkoutInput(pack));

    const form = fake.requests[0]?.form ?? {};
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '1500',
      'line_items[0][price_data][product_data][name]': '1M tokens',
      client_reference_id: 'chk_1',
      'metadata[checkoutId]': 'chk_1',
      'metadata[kind]': 'pack',
      customer_email: 'ada@example.com',
    });
    expect(Object.keys(form).filter((key) => key.includes('recurring') || key.startsWith('subscription_data'))).toEqual(
      [],
    );
  });

  it('refuses a checkout session that comes back without a URL', async () => {
    const urlless = await startFakeStripe({ checkoutUrl: null });
    try {
      const adapter = createStripePayments({ secretKey, webhookSecret, ...urlless.connection });
      await expect(adapter.createCheckout(checkoutInput(pack))).rejects.toThrow(/without a URL/);
    } finally {
      await urlless.close();
    }
  });

  it('cancels a subscription', async () => {
    await payments().cancelSubscription('sub_123');

    expect(fake.requests).toMatchObject([{ method: 'DELETE', path: '/v1/subscriptions/sub_123' }]);
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${secretKey}`);
  });
});

describe('createStripePayments webhooks', () => {
  // Webhook parsing never calls the API, so no server is needed.
  const payments = createStripePayments({ secretKey, webhookSecret });

  const sign = (payload: string, secret = webhookSecret) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const eventPayload = (type: string, object: object) =>
    JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });
  const parse = (type: string, object: object) => {
    const payload = eventPayload(type, object);
    return payments.parseWebhook(payload, sign(payload));
  };
  const session = (fields: object = {}) => ({
    id: 'cs_test_1',
    object: 'checkout.session',
    client_reference_id: 'chk_1',
    metadata: { checkoutId: 'chk_1' },
    payment_status: 'paid',
    subscription: null,
    amount_total: 1500,
    ...fields,
  });

  it('reads a paid checkout as completed', async () => {
    expect(await parse('checkout.session.completed', session({ subscription: 'sub_9', amount_total: 4900 }))).toEqual({
      id: 'evt_1',
      type: 'checkout.completed',
      checkoutId: 'chk_1',
      subscriptionId: 'sub_9',
      amountCents: 4900,
    });
    expect(await parse('checkout.session.completed', session({ payment_status: 'no_payment_required' }))).toEqual({
      id: 'evt_1',
      type: 'checkout.completed',
      checkoutId: 'chk_1',
      subscriptionId: null,
      amountCents: 1500,
    });
  });

  it('falls back to client_reference_id when the session has no checkoutId metadata', async () => {
    expect(await parse('checkout.session.completed', session({ metadata: {} }))).toMatchObject({
      type: 'checkout.completed',
      checkoutId: 'chk_1',
    });
  });

  it('waits for an unpaid completed checkout until its delayed payment succeeds', async () => {
    expect(await parse('checkout.session.completed', session({ payment_status: 'unpaid' }))).toEqual({
      id: 'evt_1',
      type: 'ignored',
    });
    expect(await parse('checkout.session.async_payment_succeeded', session())).toMatchObject({
      type: 'checkout.completed',
      checkoutId: 'chk_1',
    });
  });

  const declines = ['checkout.session.async_payment_failed', 'checkout.session.expired'];
  it.each(declines)('reads %s as declined', async (type) => {
    const declined = { id: 'evt_1', type: 'checkout.declined', checkoutId: 'chk_1' };
    expect(await parse(type, session({ payment_status: 'unpaid' }))).toEqual(declined);
  });

  it('ignores a checkout event that names no checkout', async () => {
    const foreign = session({ metadata: {}, client_reference_id: null });
    expect(await parse('checkout.session.completed', foreign)).toEqual({ id: 'evt_1', type: 'ignored' });
    expect(await parse('checkout.session.expired', foreign)).toEqual({ id: 'evt_1', type: 'ignored' });
  });

  it('reads a failed invoice payment as past due, in both the current and the pre-2025 invoice shapes', async () => {
    const pastDue = { id: 'evt_1', type: 'subscription.past_due', subscriptionId: 'sub_9' };
    const current = { id: 'in_1', object: 'invoice', parent: { subscription_details: { subscription: 'sub_9' } } };
    const legacy = { id: 'in_1', object: 'invoice', subscription: 'sub_9' };
    expect(await parse('invoice.payment_failed', current)).toEqual(pastDue);
    expect(await parse('invoice.payment_failed', legacy)).toEqual(pastDue);
    expect(await parse('invoice.payment_failed', { id: 'in_2', object: 'invoice', parent: null })).toEqual({
      id: 'evt_1',
      type: 'ignored',
    });
  });

  it('reads a paid invoice as the subscription paid up', async () => {
    const invoice = { id: 'in_3', object: 'invoice', parent: { subscription_details: { subscription: 'sub_9' } } };
    expect(await parse('invoice.paid', invoice)).toEqual({ id: 'evt_1', type: 'subscription.paid', subscriptionId: 'sub_9' });
  });

  it('reads a deleted subscription as canceled', async () => {
    expect(await parse('customer.subscription.deleted', { id: 'sub_9', object: 'subscription' })).toEqual({
      id: 'evt_1',
      type: 'subscription.canceled',
      subscriptionId: 'sub_9',
    });
  });

  it('ignores other events', async () => {
    const customer = { id: 'cus_1', object: 'customer' };
    expect(await parse('customer.created', customer)).toEqual({ id: 'evt_1', type: 'ignored' });
  });

  it('refuses a missing signature, a wrong secret and a tampered payload', async () => {
    const payload = eventPayload('checkout.session.completed', session());
    await expect(payments.parseWebhook(payload, undefined)).rejects.toThrow(/Stripe-Signature/);
    await expect(payments.parseWebhook(payload, '')).rejects.toThrow();
    await expect(payments.parseWebhook(payload, sign(payload, 'whsec_someone_else'))).rejects.toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const tampered = payload.replace('"amount_total":1500', '"amount_total":1');
    expect(tampered).not.toBe(payload);
    await expect(payments.parseWebhook(tampered, sign(payload))).rejects.toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});
