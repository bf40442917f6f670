import { z } from 'zod';

/** The client-side user of SPEC §3. `GET /api/me` returns it with real values. */
export const clientUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  /** Whether the holder has proven the address (issue #40): the dashboard asks them to until they have. */
  emailVerified: z.boolean(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  tokenCount: z.number(),
  monthlyTokens: z.number(),
  trialTokens: z.number(),
  addonTokens: z.number(),
  referralTokens: z.number(),
  rolloverTokens: z.number(),
  subscriptionStatus: z.string(),
  subscriptionPlan: z.string(),
  referralCode: z.string(),
  referredBy: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string().nullable(),
  lastResetDate: z.string().nullable(),
});

export type ClientUser = z.infer<typeof clientUserSchema>;
