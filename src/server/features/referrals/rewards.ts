import { REFERRAL_RULE } from '../../../shared/api/referrals';
import { TOKENS } from '../../../shared/constants';
import type { Db } from '../../db/client';
import type { TokenLedger } from '../tokens/ledger';
import { createReferralsRepository, type ReferralsRepository } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * ADR 010: a referral's reward is earned by the invitee's first charge and granted to the referrer at most
 * REFERRAL_RULE.rewardsPerDay times in any 24 hours; earned rewards beyond that wait, pending, for a later day.
 */
export function createReferralRewards({ db, ledger, referrals = createReferralsRepository(db) }: { db: Db; ledger: TokenLedger; referrals?: ReferralsRepository }) {
  /** Grants the referrer's earned, waiting rewards, oldest first, as far as the daily limit allows. */
  async function grantDue(referrerId: string, now = () => new Date()): Promise<number> {
    let granted = 0;
    // Bounded: each round grants one reward or stops, and no more than a day's worth can be granted at once.
    for (let round = 0; round <= REFERRAL_RULE.rewardsPerDay; round++) {
      const next = await referrals.oldestEarned(referrerId);
      if (!next) break;
      let limitReached = false;
      const applied = await ledger.applyIf(
        {
          userId: referrerId,
          kind: 'referral',
          deltas: { referral: TOKENS.referralRewardTokens },
          reference: `invitee:${next.inviteeId}`,
          description: 'Referral reward: a colleague you invited started using VolnaDraft',
          idempotencyKey: `referral-reward:${next.inviteeId}`,
        },
        // Counted under the lock on the referrer's account, so concurrent grants cannot pass the limit together.
        async (tx) => {
          const recent = await referrals.grantedSince(tx, referrerId, new Date(now().getTime() - DAY_MS));
          limitReached = recent >= REFERRAL_RULE.rewardsPerDay;
          return !limitReached && (await referrals.markGranted(tx, next.id));
        },
      );
      if (limitReached) break;
      if (applied) granted++;
    }
    return granted;
  }

  return {
    grantDue,
    /** After a charge settled for `userId`: their own referral, if pending, has earned its reward. */
    async earn(userId: string): Promise<void> {
      const referral = await referrals.markEarned(userId);
      if (referral) await grantDue(referral.referrerId);
    },
  };
}

export type ReferralRewards = ReturnType<typeof createReferralRewards>;
