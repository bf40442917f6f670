import type { PaymentsProvider } from './types';

export class SandboxInProductionError extends Error {
  constructor() {
    super(
      'The sandbox checkout does not run when NODE_ENV=production. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments.',
    );
  }
}

/**
 * The embedded default: a checkout page in the app, clearly marked as a sandbox, where the user completes or
 * declines a payment on request. No money moves. Its outcomes arrive through /api/billing/sandbox, not a webhook.
 */
export function createSandboxPayments({ nodeEnv }: { nodeEnv: string }): PaymentsProvider {
  if (nodeEnv === 'production') throw new SandboxInProductionError();
  return {
    kind: 'sandbox',
    async createCheckout({ checkoutId }) {
      return { url: `/sandbox-checkout/${encodeURIComponent(checkoutId)}`, providerSessionId: `sandbox_${checkoutId}` };
    },
    async parseWebhook() {
      throw new Error('The sandbox checkout has no webhooks.');
    },
    async cancelSubscription() {},
  };
}
