import type { Config } from '../../config';
import { createSandboxPayments } from './sandbox';
import { createStripePayments } from './stripe';
import type { PaymentsProvider } from './types';

/** Stripe when its keys are set; otherwise the sandbox checkout (which refuses to run in production). */
export function createPayments(config: Config): PaymentsProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return createStripePayments({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET });
  }
  return createSandboxPayments({ nodeEnv: config.NODE_ENV });
}

export type { PaymentsProvider } from './types';
