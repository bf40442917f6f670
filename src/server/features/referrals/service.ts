import { AppError } from '../../http/errors';
import type { ProfilesRepository } from '../profiles/repository';
import type { ReferralsRepository } from './repository';

export interface ProcessReferralOptions {
  referrals: ReferralsRepository;
  profiles: ProfilesRepository;
  inviteeId: string;
  referralCode: string;
}

/** Records who referred the signed-in user (the reward itself arrives with token metering). */
export async function processReferral({ referrals, profiles, inviteeId, referralCode }: ProcessReferralOptions) {
  const referrer = await profiles.findByReferralCode(referralCode);
  if (!referrer) throw new AppError('not-found', 'This referral code does not exist.');
  if (referrer.userId === inviteeId) throw new AppError('invalid-argument', 'You cannot use your own referral code.');
  if (!(await referrals.record({ referrerId: referrer.userId, inviteeId, code: referrer.referralCode }))) {
    throw new AppError('already-exists', 'A referral has already been recorded for this account.');
  }
  return { referrerName: `${referrer.firstName} ${referrer.lastName}`.trim() };
}
