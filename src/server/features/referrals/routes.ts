import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { processReferralRequestSchema, processReferralResponseSchema } from '../../../shared/api/auth';
import { requireUser } from '../../auth/principal';
import type { Db } from '../../db/client';
import { createProfilesRepository } from '../profiles/repository';
import { createReferralsRepository } from './repository';
import { processReferral } from './service';
import type { TokenLedger } from '../tokens/ledger';

export const referralRoutes: FastifyPluginAsyncZod<{ db: Db; ledger: TokenLedger }> = async (app, { db, ledger }) => {
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
        ledger,
        inviteeId: userId,
        referralCode: request.body.referralCode,
      });
      return { ok: true as const, referrerName };
    },
  );
};
