import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientUserSchema, type ClientUser } from '../../../shared/user';
import type { AccountCache } from '../../auth/account-cache';
import { requireUser } from '../../auth/principal';
import { AppError } from '../../http/errors';
import type { ProfilesRepository } from '../profiles/repository';
import { totalOf } from '../tokens/buckets';
import type { TokenLedger } from '../tokens/ledger';

interface MeRoutesOptions {
  profiles: ProfilesRepository;
  ledger: TokenLedger;
  cache: AccountCache;
}

/** GET /api/me: the client-side user of SPEC §3 with its real values, read through the account cache (ADR 016). */
export const meRoutes: FastifyPluginAsyncZod<MeRoutesOptions> = async (app, { profiles, ledger, cache }) => {
  const readAccount = async (userId: string) => {
    const found = await profiles.findWithUser(userId);
    // No expiry of its own: any change to the user, profile or balance drops it.
    return found && { value: { ...found, balances: await ledger.balance(userId) }, expiresAt: Infinity };
  };

  app.get('/me', { schema: { response: { 200: clientUserSchema } } }, async (request): Promise<ClientUser> => {
    const principal = requireUser(request);
    const account = await cache.get(`me:${principal.userId}`, principal.userId, () => readAccount(principal.userId));
    if (!account) throw new AppError('not-found', 'Your profile could not be found.');
    const { user, profile, balances } = account;
    return {
      uid: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
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
