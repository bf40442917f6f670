import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referralSummarySchema, type ReferralItem } from '../../../shared/api/referrals';
import { requireUser } from '../../auth/principal';
import { AppError } from '../../http/errors';
import type { ProfilesRepository } from '../profiles/repository';
import type { ReferralsRepository, ReferralRow } from './repository';
import type { ReferralRewards } from './rewards';

const NEWEST = 20;

const itemOf = (row: ReferralRow): ReferralItem => ({
  joinedAt: row.createdAt.toISOString(),
  status: row.status === 'refused' ? 'not-eligible' : row.status,
  earnedAt: row.earnedAt?.toISOString() ?? null,
  grantedAt: row.grantedAt?.toISOString() ?? null,
});

/** GET /api/referrals: the user's code and link, how their referrals stand (ADR 010), and the tokens they earned. */
export const referralSummaryRoutes: FastifyPluginAsyncZod<{
  profiles: ProfilesRepository;
  referrals: ReferralsRepository;
  rewards: ReferralRewards;
  publicUrl: string;
}> = async (app, { profiles, referrals, rewards, publicUrl }) => {
  app.get('/referrals', { schema: { response: { 200: referralSummarySchema } } }, async (request) => {
    const { userId } = requireUser(request);
    const found = await profiles.findWithUser(userId);
    if (!found) throw new AppError('not-found', 'Your profile could not be found.');
    // Rewards held back by yesterday's limit are granted as soon as the referrer looks.
    await rewards.grantDue(userId);
    const { counts, newest } = await referrals.summaryFor(userId, NEWEST);
    const pending = counts.pending ?? 0;
    const granted = counts.granted ?? 0;
    const notEligible = counts.refused ?? 0;
    const code = found.profile.referralCode;
    return {
      code,
      link: `${publicUrl}/signup?ref=${code}`,
      count: pending + granted + notEligible,
      pending,
      granted,
      notEligible,
      tokensEarned: await referrals.tokensEarned(userId),
      referrals: newest.map(itemOf),
    };
  });
};
