import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientUserSchema, type ClientUser } from '../../../shared/user';
import { requireUser } from '../../auth/principal';
import { AppError } from '../../http/errors';
import type { ProfilesRepository } from '../profiles/repository';
import { totalOf } from '../tokens/buckets';
import type { TokenLedger } from '../tokens/ledger';

/** GET /api/me: the client-side user of SPEC §3 with its real values. */
export const meRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesRepository; ledger: TokenLedger }> = async (app, { profiles, ledger }) => {
  app.get('/me', { schema: { response: { 200: clientUserSchema } } }, async (request): Promise<ClientUser> => {
    const principal = requireUser(request);
    const found = await profiles.findWithUser(principal.userId);
    if (!found) throw new AppError('not-found', 'Your profile could not be found.');
    const { user, profile } = found;
    const balances = await ledger.balance(principal.userId);
    return {
      uid: user.id,
      email: user.email,
      displayName: user.name,
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.profileImageUrl,
      tokenCount: totalOf(balances),
      monthlyTokens: balances.monthly,
      trialTokens: balances.trial,
      addonTokens: balances.addon,
      referralTokens: balances.referral,
      rolloverTokens: balances.rollover,
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
