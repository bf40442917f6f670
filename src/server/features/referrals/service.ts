import { AppError } from '../../http/errors';
import type { ProfilesRepository } from '../profiles/repository';
import { TOKENS } from '../../../shared/constants';
import type { TokenLedger } from '../tokens/ledger';
import type { ReferralsRepository } from './repository';

export interface ProcessReferralOptions {
  referrals: ReferralsRepository;
  profiles: ProfilesRepository;
  ledger: TokenLedger;
  inviteeId: string;
  referralCode: string;
}

/** Records who referred the signed-in user and rewards the referrer with 1,000 tokens: once per invitee, ever. */
export async function processReferral({ referrals, profiles, ledger, inviteeId, referralCode }: ProcessReferralOptions) {
  const referrer = await profiles.findByReferralCode(referralCode);
  if (!referrer) throw new AppError('not-found', 'This referral code does not exist.');
  if (referrer.userId === inviteeId) throw new AppError('invalid-argument', 'You cannot use your own referral code.');
  const recorded = await referrals.record({ referrerId: referrer.userId, inviteeId, code: referrer.referralCode });
  // The reward is keyed by invitee, so granting it again is harmless; on a repeat it completes one a failure cut short.
  const existing = recorded ? null : await referrals.findForInvitee(inviteeId);
  await ledger.apply({
    userId: existing?.referrerId ?? referrer.userId,
    kind: 'referral',
    deltas: { referral: TOKENS.referralRewardTokens },
    reference: `invitee:${inviteeId}`,
    description: 'Referral reward: a colleague signed up with your link',
    idempotencyKey: `referral-reward:${inviteeId}`,
  });
  if (!recorded) throw new AppError('already-exists', 'A referral has already been recorded for this account.');
  return { referrerName: `${referrer.firstName} ${referrer.lastName}`.trim() };
}
