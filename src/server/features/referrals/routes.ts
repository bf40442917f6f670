import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { processReferralRequestSchema, processReferralResponseSchema } from '../../../shared/api/auth';
import { requireUser } from '../../auth/principal';
import type { Db } from '../../db/client';
import { createProfilesRepository } from '../profiles/repository';
import { createReferralsRepository } from './repository';
import { processReferral } from './service';

export const referralRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const referrals = createReferralsRepository(db);
  const profiles = createProfilesRepository(db);

  app.post(
    '/referrals/process',
    {
      schema: { body: processReferralRequestSchema, response: { 200: processReferralResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { referrerName } = await processReferral({
        referrals,
        profiles,
        inviteeId: userId,
        referralCode: request.body.referralCode,
        inviteeIp: request.ip,
      });
      return { ok: true as const, referrerName };
    },
  );
};
