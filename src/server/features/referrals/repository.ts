import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, referrals } from '../../db/schema';

export function createReferralsRepository(db: Db) {
  return {
    async findForInvitee(inviteeId: string) {
      const [row] = await db.select().from(referrals).where(eq(referrals.inviteeId, inviteeId));
      return row ?? null;
    },
    /** Records the referral once; returns false when the invitee already has one (a repeat). */
    async record(referral: { referrerId: string; inviteeId: string; code: string }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(referrals)
          .values(referral)
          .onConflictDoNothing({ target: referrals.inviteeId })
          .returning({ id: referrals.id });
        if (inserted.length === 0) return false;
        await tx.update(profiles).set({ referredBy: referral.referrerId }).where(eq(profiles.userId, referral.inviteeId));
        return true;
      });
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
