import { count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referralSummarySchema } from '../../../shared/api/billing';
import { requireUser } from '../../auth/principal';
import type { Db } from '../../db/client';
import { referrals, tokenLedger } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { ProfilesRepository } from '../profiles/repository';

/** GET /api/referrals: the user's code and link, how many signed up with it, and the tokens it earned. */
export const referralSummaryRoutes: FastifyPluginAsyncZod<{ db: Db; profiles: ProfilesRepository; publicUrl: string }> = async (
  app,
  { db, profiles, publicUrl },
) => {
  app.get('/referrals', { schema: { response: { 200: referralSummarySchema } } }, async (request) => {
    const { userId } = requireUser(request);
    const found = await profiles.findWithUser(userId);
    if (!found) throw new AppError('not-found', 'Your profile could not be found.');
    const [invited] = await db.select({ n: count() }).from(referrals).where(eq(referrals.referrerId, userId));
    const [earned] = await db
      .select({ tokens: sql<number>`coalesce(sum(${tokenLedger.referral}), 0)` })
      .from(tokenLedger)
      .where(sql`${tokenLedger.userId} = ${userId} and ${tokenLedger.kind} = 'referral'`);
    const code = found.profile.referralCode;
    return { code, link: `${publicUrl}/signup?ref=${code}`, count: Number(invited?.n ?? 0), tokensEarned: Number(earned?.tokens ?? 0) };
  });
};
