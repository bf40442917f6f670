import type { FirmMember, FirmRole } from '../../../shared/api/firms';

// What the firm page offers each role. The server decides (ADR 024); the page only hides what it would refuse.

export const ROLE_LABELS: Record<FirmRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export const canManage = (role: FirmRole) => role === 'owner' || role === 'admin';

/** The roles the viewer may give `member`, or [] when the viewer may not change that member's role. */
export function roleChoices(viewer: FirmRole, member: FirmMember, owners: number): FirmRole[] {
  if (!canManage(viewer)) return [];
  if (viewer !== 'owner') return member.role === 'owner' ? [] : ['admin', 'member'];
  if (member.role === 'owner' && owners <= 1) return [];
  return ['owner', 'admin', 'member'];
}

/** Whether the viewer may remove `member` (themself: leave the firm). */
export function canRemove(viewer: FirmRole, viewerId: string, member: FirmMember, owners: number): boolean {
  if (member.role === 'owner' && owners <= 1) return false;
  if (member.userId === viewerId) return true;
  if (!canManage(viewer)) return false;
  return viewer === 'owner' || member.role !== 'owner';
}

export const seatsLabel = (used: number, total: number) => `${used} of ${total} ${total === 1 ? 'seat' : 'seats'} used`;
