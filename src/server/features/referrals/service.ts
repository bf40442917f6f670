import { REFERRAL_RULE } from '../../../shared/api/referrals';
import { AppError } from '../../http/errors';
import type { ProfilesRepository } from '../profiles/repository';
import type { ReferralsRepository } from './repository';

export interface ProcessReferralOptions {
  referrals: ReferralsRepository;
  profiles: ProfilesRepository;
  inviteeId: string;
  referralCode: string;
  /** The address the invitee calls from, right after signing up. */
  inviteeIp: string;
}

/**
 * Records who referred the signed-in user, once per invitee, ever. Nothing is credited now: the reward waits for
 * the invitee's first charge (ADR 010). A sign-up from an address the referrer used in the hour before is recorded
 * as not eligible, since one person making accounts for themselves looks exactly like that.
 */
export async function processReferral({ referrals, profiles, inviteeId, referralCode, inviteeIp }: ProcessReferralOptions) {
  const referrer = await profiles.findByReferralCode(referralCode);
  if (!referrer) throw new AppError('not-found', 'This referral code does not exist.');
  if (referrer.userId === inviteeId) throw new AppError('invalid-argument', 'You cannot use your own referral code.');
  if (await referrals.findForInvitee(inviteeId)) {
    throw new AppError('already-exists', 'A referral has already been recorded for this account.');
  }
  const signUp = await referrals.signUpOf(inviteeId);
  const since = new Date((signUp?.createdAt ?? new Date()).getTime() - REFERRAL_RULE.sameNetworkWindowMs);
  const ips = [...new Set([inviteeIp, ...(signUp?.ips ?? [])])];
  const sameNetwork = await referrals.usedAddressSince(referrer.userId, ips, since);
  const recorded = await referrals.record({
    referrerId: referrer.userId,
    inviteeId,
    code: referrer.referralCode,
    refusedReason: sameNetwork ? 'same-network' : null,
  });
  if (!recorded) throw new AppError('already-exists', 'A referral has already been recorded for this account.');
  return { referrerName: `${referrer.firstName} ${referrer.lastName}`.trim() };
}
