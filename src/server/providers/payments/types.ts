/** What is being bought, as the payments provider needs to describe it. */
export interface CheckoutItem {
  kind: 'plan' | 'pack';
  id: string;
  name: string;
  priceCents: number;
}

export interface CreateCheckoutInput {
  checkoutId: string;
  userId: string;
  email: string;
  item: CheckoutItem;
  successUrl: string;
  cancelUrl: string;
}

/** A confirmed fact from the provider. Tokens are granted only on these, exactly once per event id. */
export type PaymentEvent =
  | { id: string; type: 'checkout.completed'; checkoutId: string; subscriptionId: string | null; amountCents: number | null }
  | { id: string; type: 'checkout.declined'; checkoutId: string }
  | { id: string; type: 'subscription.past_due'; subscriptionId: string }
  | { id: string; type: 'subscription.paid'; subscriptionId: string }
  | { id: string; type: 'subscription.canceled'; subscriptionId: string }
  | { id: string; type: 'ignored' };

/** Stripe, or the embedded sandbox checkout that completes or declines on request. */
export interface PaymentsProvider {
  readonly kind: 'stripe' | 'sandbox';
  createCheckout(input: CreateCheckoutInput): Promise<{ url: string; providerSessionId: string }>;
  /** Verifies a webhook's signature and reads its event; throws when the signature is wrong. */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
  cancelSubscription(providerSubscriptionId: string): Promise<void>;
}
