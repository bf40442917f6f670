import { FIRM_SEATS_BY_PLAN, type FirmRole } from '../../../shared/api/firms';
import { AppError } from '../../http/errors';

/** Seats by plan (ADR 024): the best plan among a firm's owners decides. */
export const FIRM_PLAN_SEATS = FIRM_SEATS_BY_PLAN.firm!;

export const seatsFor = (ownerPlans: readonly string[]): number => Math.max(1, ...ownerPlans.map((plan) => FIRM_SEATS_BY_PLAN[plan] ?? 1));

export const seatsExhausted = (seats: number) =>
  new AppError(
    'failed-precondition',
    `${seats === 1 ? "This firm's one seat is" : `All ${seats} seats of this firm are`} taken by members and pending invitations. ` +
      `Revoke an invitation, remove a member, or have an owner move to the Firm plan, which gives a firm ${FIRM_PLAN_SEATS} seats.`,
  );

export const canManage = (role: FirmRole) => role === 'owner' || role === 'admin';

const LAST_OWNER = 'A firm must keep at least one owner: make another member an owner first.';

export interface MemberChange {
  actorRole: FirmRole;
  targetRole: FirmRole;
  /** Owners the firm has now. */
  owners: number;
  self: boolean;
}

/** Why the actor may not give the target `role`, or null when they may. */
export function roleChangeRefusal({ actorRole, targetRole, owners }: MemberChange, role: FirmRole): AppError | null {
  if (!canManage(actorRole)) return new AppError('permission-denied', "Only the firm's owners and admins can change roles.");
  if (actorRole !== 'owner' && (targetRole === 'owner' || role === 'owner')) {
    return new AppError('permission-denied', "Only an owner can make someone an owner or change an owner's role.");
  }
  if (targetRole === 'owner' && role !== 'owner' && owners <= 1) return new AppError('failed-precondition', LAST_OWNER);
  return null;
}

/** Why the actor may not remove the target (themself: leaving), or null when they may. */
export function removalRefusal({ actorRole, targetRole, owners, self }: MemberChange): AppError | null {
  if (!self && !canManage(actorRole)) return new AppError('permission-denied', "Only the firm's owners and admins can remove members.");
  if (!self && actorRole !== 'owner' && targetRole === 'owner') return new AppError('permission-denied', 'Only an owner can remove an owner.');
  if (targetRole === 'owner' && owners <= 1) return new AppError('failed-precondition', LAST_OWNER);
  return null;
}
