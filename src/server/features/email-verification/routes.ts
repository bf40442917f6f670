import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMAIL_VERIFICATION_MESSAGES, resendVerificationResponseSchema, verifyEmailResponseSchema, verifyEmailSchema,
} from '../../../shared/api/email-verification';
import { requireUser } from '../../auth/principal';
import { AppError } from '../../http/errors';
import { perUser } from '../../http/per-user-rate-limit';
import type { EmailVerification } from './service';

/** Each account may ask for a new link this many times an hour: every ask sends an email to its address. */
const RESENDS_PER_HOUR = 3;

/** The emailed link's landing (anyone holding the token) and "Send the link again" (the signed-in user). */
export const emailVerificationRoutes: FastifyPluginAsyncZod<{ verification: EmailVerification }> = async (app, { verification }) => {
  app.post(
    '/email-verification',
    { schema: { body: verifyEmailSchema, response: { 200: verifyEmailResponseSchema } }, config: { rateLimit: perUser(20) } },
    async (request) => verification.verify(request.body.token),
  );

  app.post(
    '/me/email-verification',
    {
      schema: { response: { 200: resendVerificationResponseSchema } },
      config: {
        rateLimit: {
          max: RESENDS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
          errorResponseBuilder: () => new AppError('resource-exhausted', EMAIL_VERIFICATION_MESSAGES.tooManyResends),
        },
      },
    },
    async (request) => verification.resend(requireUser(request).userId),
  );
};
