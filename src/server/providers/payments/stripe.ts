import type Stripe from 'stripe';
import type { CreateCheckoutInput, PaymentEvent, PaymentsProvider } from './types';

export interface StripePaymentsOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the API lives; only tests point these at a local fake. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/**
 * Real payments through Stripe Checkout. Plans become monthly subscriptions and packs one-off payments, both priced
 * inline so no Stripe products need to exist up front. Outcomes arrive only through signed webhooks. The SDK is
 * loaded with the first call, not at start-up (issue #16: memory).
 */
export function createStripePayments(options: StripePaymentsOptions): PaymentsProvider {
  // No apiVersion: the SDK pins the version its types describe, and its types accept no other.
  let client: Promise<Stripe> | undefined;
  const connect = () =>
    (client ??= import('stripe').then(
      ({ default: StripeClient }) => new StripeClient(options.secretKey, { host: options.host, port: options.port, protocol: options.protocol }),
    ));
  return {
    kind: 'stripe',
    async createCheckout(input) {
      const session = await (await connect()).checkout.sessions.create(checkoutSessionParams(input));
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL for the user.`);
      return { url: session.url, providerSessionId: session.id };
    },
    async parseWebhook(rawBody, signature) {
      if (!signature) throw new Error('The Stripe webhook has no Stripe-Signature header.');
      return toPaymentEvent((await connect()).webhooks.constructEvent(rawBody, signature, options.webhookSecret));
    },
    async cancelSubscription(providerSubscriptionId) {
      await (await connect()).subscriptions.cancel(providerSubscriptionId);
    },
  };
}

function checkoutSessionParams({
  checkoutId,
  userId,
  email,
  item,
  successUrl,
  cancelUrl,
}: CreateCheckoutInput): Stripe.Checkout.SessionCreateParams {
  const isPlan = item.kind === 'plan';
  const metadata = { checkoutId, userId, kind: item.kind, item: item.id };
  return {
    mode: isPlan ? 'subscription' : 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: item.priceCents,
          product_data: { name: item.name },
          ...(isPlan && { recurring: { interval: 'month' } }),
        },
      },
    ],
    client_reference_id: checkoutId,
    metadata,
    // The subscription outlives the session; its own metadata ties later invoices back to the purchase.
    ...(isPlan && { subscription_data: { metadata } }),
    customer_email: email,
    success_url: successUrl,
    cancel_url: cancelUrl,
  };
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const ignored: PaymentEvent = { id: event.id, type: 'ignored' };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const checkoutId = checkoutIdOf(session);
      // A completed session can still be 'unpaid' (bank debits); its async_payment_succeeded follows once paid.
      const isPaid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      if (!checkoutId || !isPaid) return ignored;
      return {
        id: event.id,
        type: 'checkout.completed',
        checkoutId,
        subscriptionId: idOf(session.subscription),
        amountCents: session.amount_total,
      };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const checkoutId = checkoutIdOf(event.data.object);
      return checkoutId ? { id: event.id, type: 'checkout.declined', checkoutId } : ignored;
    }
    case 'invoice.payment_failed': {
      const subscriptionId = subscriptionIdOfInvoice(event.data.object);
      return subscriptionId ? { id: event.id, type: 'subscription.past_due', subscriptionId } : ignored;
    }
    case 'invoice.paid': {
      // A later successful payment brings a past-due subscription back.
      const subscriptionId = subscriptionIdOfInvoice(event.data.object);
      return subscriptionId ? { id: event.id, type: 'subscription.paid', subscriptionId } : ignored;
    }
    case 'customer.subscription.deleted':
      return { id: event.id, type: 'subscription.canceled', subscriptionId: event.data.object.id };
    default:
      return ignored;
  }
}

function checkoutIdOf(session: Stripe.Checkout.Session): string | null {
  return session.metadata?.checkoutId ?? session.client_reference_id;
}

/** Stripe fields that name another object hold its id, or the object itself when expanded. */
function idOf(reference: string | { id: string } | null | undefined): string | null {
  return typeof reference === 'string' ? reference : (reference?.id ?? null);
}

/**
 * Since API version 2025-03-31 the subscription sits under `parent.subscription_details`; events rendered for an
 * endpoint pinned to an older version still carry the top-level `subscription` the current types no longer declare.
 */
function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = invoice as Stripe.Invoice & { subscription?: string | { id: string } | null };
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy.subscription);
}
