import { z } from 'zod';

/** ADR 010: when a referral earns its reward. */
export const REFERRAL_RULE = {
  /** Rewards one referrer can receive in any 24 hours; more wait, pending, for a later day. */
  rewardsPerDay: 10,
  /** No reward when the invitee signs up from an address the referrer used this long before. */
  sameNetworkWindowMs: 60 * 60 * 1000,
} as const;

/** How one referral stands: waiting for the colleague's first use, rewarded, or not eligible (ADR 010). */
export const REFERRAL_STATUSES = ['pending', 'granted', 'not-eligible'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const referralItemSchema = z.object({
  joinedAt: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  /** When the colleague first used tokens; a pending referral with this set waits for the daily limit. */
  earnedAt: z.string().nullable(),
  grantedAt: z.string().nullable(),
});
export type ReferralItem = z.infer<typeof referralItemSchema>;

/** GET /api/referrals: the user's link, how their referrals stand, and the newest of them. */
export const referralSummarySchema = z.object({
  code: z.string(),
  link: z.string(),
  /** Everyone who signed up with the link. */
  count: z.number(),
  pending: z.number(),
  granted: z.number(),
  notEligible: z.number(),
  tokensEarned: z.number(),
  /** Newest first, at most 20. */
  referrals: z.array(referralItemSchema),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;
