import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PACKS,
  PLANS,
  checkoutRequestSchema,
  checkoutResponseSchema,
  checkoutViewSchema,
  packsResponseSchema,
  plansResponseSchema,
  sandboxOutcomeSchema,
  subscriptionSchema,
} from '../../../shared/api/billing';
import { okResponseSchema } from '../../../shared/api/auth';
import { requireUser } from '../../auth/principal';
import { AppError } from '../../http/errors';
import type { PaymentsProvider } from '../../providers/payments/types';
import type { ProfilesRepository } from '../profiles/repository';
import { addOneMonth, type BillingService } from './service';

const checkoutParams = z.object({ id: z.uuid() });

export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService; payments: PaymentsProvider; profiles: ProfilesRepository }> = async (
  app,
  { billing, payments, profiles },
) => {
  app.get('/billing/plans', { schema: { response: { 200: plansResponseSchema } } }, async () => ({ plans: [...PLANS] }));
  app.get('/billing/packs', { schema: { response: { 200: packsResponseSchema } } }, async () => ({ packs: [...PACKS] }));

  app.post(
    '/billing/checkout',
    { schema: { body: checkoutRequestSchema, response: { 200: checkoutResponseSchema } }, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request) => {
      const { userId } = requireUser(request);
      const found = await profiles.findWithUser(userId);
      if (!found) throw new AppError('not-found', 'Your profile could not be found.');
      return billing.checkout({ userId, email: found.user.email, request: request.body });
    },
  );

  app.get('/billing/checkout/:id', { schema: { params: checkoutParams, response: { 200: checkoutViewSchema } } }, async (request) =>
    billing.view(requireUser(request).userId, request.params.id),
  );

  app.post(
    '/billing/sandbox/:id',
    { schema: { params: checkoutParams, body: sandboxOutcomeSchema, response: { 200: checkoutViewSchema } } },
    async (request) =>
      billing.finishSandbox({ userId: requireUser(request).userId, checkoutId: request.params.id, outcome: request.body.outcome }),
  );

  app.get('/billing/subscription', { schema: { response: { 200: subscriptionSchema } } }, async (request) => {
    const found = await profiles.findWithUser(requireUser(request).userId);
    if (!found) throw new AppError('not-found', 'Your profile could not be found.');
    const { subscriptionPlan, subscriptionStatus, lastResetDate } = found.profile;
    return {
      plan: subscriptionPlan,
      status: subscriptionStatus as 'trial' | 'active' | 'past_due' | 'canceled',
      lastResetDate: lastResetDate?.toISOString() ?? null,
      nextResetDate: subscriptionStatus === 'active' && lastResetDate ? addOneMonth(lastResetDate).toISOString() : null,
      provider: payments.kind,
    };
  });

  app.post('/billing/cancel', { schema: { response: { 200: okResponseSchema } } }, async (request) => {
    await billing.cancel(requireUser(request).userId);
    return { ok: true as const };
  });

  // Webhooks are verified against the exact bytes the provider signed, so this route keeps the raw body.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    webhook.post('/billing/webhook', { config: { rateLimit: { max: 300, timeWindow: '1 minute' } } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = await payments.parseWebhook(String(request.body ?? ''), typeof signature === 'string' ? signature : undefined);
      } catch {
        throw new AppError('invalid-argument', 'The webhook signature is not valid.');
      }
      const { handled } = await billing.handleEvent(event);
      return { received: true, handled };
    });
  });
};
