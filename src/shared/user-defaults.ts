import { TOKENS } from './constants';
import type { ClientUser } from './user';

// Apart from user.ts and its schema, so that the browser's first page fills these without loading zod (issue #16).

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
    // Not known until the profile loads: the dashboard asks for proof only once GET /api/me says it is missing.
    emailVerified: true,
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
