import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOKENS } from '../../../shared/constants';
import { clientUserSchema, type ClientUser } from '../../../shared/user';
import { requireUser } from '../../auth/principal';
import { AppError } from '../../http/errors';
import type { ProfilesRepository } from '../profiles/repository';

/** GET /api/me: the client-side user of SPEC §3 with its real values. */
export const meRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesRepository }> = async (app, { profiles }) => {
  app.get('/me', { schema: { response: { 200: clientUserSchema } } }, async (request): Promise<ClientUser> => {
    const principal = requireUser(request);
    const found = await profiles.findWithUser(principal.userId);
    if (!found) throw new AppError('not-found', 'Your profile could not be found.');
    const { user, profile } = found;
    // Token buckets hold the trial defaults until metering arrives with the Tokens issue.
    return {
      uid: user.id,
      email: user.email,
      displayName: user.name,
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.profileImageUrl,
      tokenCount: TOKENS.newUserTrialTokens,
      monthlyTokens: TOKENS.newUserTrialTokens,
      trialTokens: TOKENS.newUserTrialTokens,
      addonTokens: 0,
      referralTokens: 0,
      rolloverTokens: 0,
      subscriptionStatus: profile.subscriptionStatus,
      subscriptionPlan: profile.subscriptionPlan,
      referralCode: profile.referralCode,
      referredBy: profile.referredBy,
      isAdmin: principal.isAdmin,
      createdAt: user.createdAt.toISOString(),
      lastResetDate: profile.lastResetDate?.toISOString() ?? null,
    };
  });
};
