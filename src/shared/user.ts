import { z } from 'zod';
import { TOKENS } from './constants';

/** The client-side user of SPEC §3. `GET /api/me` returns it with real values. */
export const clientUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
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

/** What the identity provider knows at sign-in, before the profile is loaded. */
export interface ProviderUser {
  uid: string;
  email: string;
  displayName: string;
}

/** SPEC §3: the defaults a user is filled with at sign-in, names derived from displayName split on spaces. */
export function clientUserDefaults(provider: ProviderUser): ClientUser {
  const [firstName = '', ...rest] = provider.displayName.trim().split(/\s+/);
  return {
    ...provider,
    firstName,
    lastName: rest.join(' '),
    profileImageUrl: null,
    tokenCount: TOKENS.newUserTrialTokens,
    monthlyTokens: TOKENS.newUserTrialTokens,
    trialTokens: TOKENS.newUserTrialTokens,
    addonTokens: 0,
    referralTokens: 0,
    rolloverTokens: 0,
    subscriptionStatus: 'trial',
    subscriptionPlan: 'free',
    referralCode: '',
    referredBy: null,
    isAdmin: false,
    createdAt: null,
    lastResetDate: null,
  };
}
