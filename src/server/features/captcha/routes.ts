import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaChallengeSchema } from '../../../shared/api/captcha';
import type { Captcha } from './captcha';

export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: Captcha }> = async (app, { captcha }) => {
  app.get(
    '/captcha/challenge',
    {
      schema: { response: { 200: captchaChallengeSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (_request, reply) => {
      // Every challenge is single-use; a cached one would come back as a replay.
      reply.header('Cache-Control', 'no-store');
      return captcha.challenge();
    },
  );
};
