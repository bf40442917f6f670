import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEvents, profiles, referrals, sessions, tokenLedger, users } from '../../db/schema';
import type { LedgerTx } from '../tokens/ledger';

export type ReferralRow = typeof referrals.$inferSelect;

export function createReferralsRepository(db: Db) {
  return {
    async findForInvitee(inviteeId: string): Promise<ReferralRow | null> {
      const [row] = await db.select().from(referrals).where(eq(referrals.inviteeId, inviteeId));
      return row ?? null;
    },

    /** Records the referral once; returns false when the invitee already has one (a repeat). */
    async record(referral: { referrerId: string; inviteeId: string; code: string; refusedReason: string | null }): Promise<boolean> {
      const { refusedReason, ...rest } = referral;
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(referrals)
          .values({ ...rest, status: refusedReason ? 'refused' : 'pending', refusedReason })
          .onConflictDoNothing({ target: referrals.inviteeId })
          .returning({ id: referrals.id });
        if (inserted.length === 0) return false;
        await tx.update(profiles).set({ referredBy: referral.referrerId }).where(eq(profiles.userId, referral.inviteeId));
        return true;
      });
    },

    /** When the account was created, and the addresses its sessions came from (the sign-up's among them). */
    async signUpOf(userId: string): Promise<{ createdAt: Date; ips: string[] } | null> {
      const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
      if (!user) return null;
      const rows = await db.select({ ip: sessions.ipAddress }).from(sessions).where(eq(sessions.userId, userId));
      return { createdAt: user.createdAt, ips: rows.flatMap((r) => (r.ip ? [r.ip] : [])) };
    },

    /** Whether the user signed up or signed in from any of `ips` since `since` (its sessions and audited sign-ins). */
    async usedAddressSince(userId: string, ips: string[], since: Date): Promise<boolean> {
      if (ips.length === 0) return false;
      const [session] = await db
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gte(sessions.createdAt, since), inArray(sessions.ipAddress, ips)));
      if (Number(session?.n ?? 0) > 0) return true;
      const [signIn] = await db
        .select({ n: count() })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'auth.sign-in'),
            eq(auditEvents.actorUserId, userId),
            gte(auditEvents.at, since),
            inArray(auditEvents.ip, ips),
          ),
        );
      return Number(signIn?.n ?? 0) > 0;
    },

    /** Notes the invitee's first charge on a pending referral; returns the referral when it is pending. */
    async markEarned(inviteeId: string): Promise<ReferralRow | null> {
      await db
        .update(referrals)
        .set({ earnedAt: new Date() })
        .where(and(eq(referrals.inviteeId, inviteeId), eq(referrals.status, 'pending'), isNull(referrals.earnedAt)));
      const [row] = await db
        .select()
        .from(referrals)
        .where(and(eq(referrals.inviteeId, inviteeId), eq(referrals.status, 'pending')));
      return row ?? null;
    },

    /** The referrer's oldest referral that has earned its reward and still waits for it. */
    async oldestEarned(referrerId: string): Promise<ReferralRow | null> {
      const [row] = await db
        .select()
        .from(referrals)
        .where(and(eq(referrals.referrerId, referrerId), eq(referrals.status, 'pending'), isNotNull(referrals.earnedAt)))
        .orderBy(asc(referrals.earnedAt), asc(referrals.id))
        .limit(1);
      return row ?? null;
    },

    /** Rewards the referrer has received since `since`; run inside the transaction holding the referrer's account. */
    async grantedSince(tx: LedgerTx, referrerId: string, since: Date): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(referrals)
        .where(and(eq(referrals.referrerId, referrerId), eq(referrals.status, 'granted'), gt(referrals.grantedAt, since)));
      return Number(row?.n ?? 0);
    },

    /** Marks an earned referral granted; false when it no longer waits (granted by a concurrent call). */
    async markGranted(tx: LedgerTx, id: number): Promise<boolean> {
      const updated = await tx
        .update(referrals)
        .set({ status: 'granted', grantedAt: new Date() })
        .where(and(eq(referrals.id, id), eq(referrals.status, 'pending'), isNotNull(referrals.earnedAt)))
        .returning({ id: referrals.id });
      return updated.length > 0;
    },

    /** How the referrer's referrals stand, and the newest of them. */
    async summaryFor(referrerId: string, limit: number) {
      const byStatus = await db
        .select({ status: referrals.status, n: count() })
        .from(referrals)
        .where(eq(referrals.referrerId, referrerId))
        .groupBy(referrals.status);
      const newest = await db
        .select()
        .from(referrals)
        .where(eq(referrals.referrerId, referrerId))
        .orderBy(desc(referrals.createdAt), desc(referrals.id))
        .limit(limit);
      const counts = Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)]));
      return { counts: counts as Partial<Record<ReferralRow['status'], number>>, newest };
    },

    /** Referral tokens the ledger has credited to the user. */
    async tokensEarned(userId: string): Promise<number> {
      const [earned] = await db
        .select({ tokens: sql<number>`coalesce(sum(${tokenLedger.referral}), 0)` })
        .from(tokenLedger)
        .where(and(eq(tokenLedger.userId, userId), eq(tokenLedger.kind, 'referral')));
      return Number(earned?.tokens ?? 0);
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
