import type { FirmMember } from '../../../shared/api/firms';
import type { MatterDetail, MatterMember } from '../../../shared/api/matters';

/** The firm's members who are not yet in the matter, by name: whom the add list offers. */
export function addableMembers(firmMembers: FirmMember[], matterMembers: MatterMember[]): FirmMember[] {
  const inside = new Set(matterMembers.map((member) => member.userId));
  return firmMembers.filter((member) => !inside.has(member.userId)).sort((a, b) => a.name.localeCompare(b.name));
}

/** Members may add colleagues; the firm's owners and admins manage every matter's members. */
export const canAddMembers = (matter: Pick<MatterDetail, 'isMember' | 'canManage'>) => matter.isMember || matter.canManage;

/** Owners and admins remove anyone; a member only themself (leaving the matter). */
export const canRemoveMember = (matter: Pick<MatterDetail, 'canManage'>, viewerId: string, member: Pick<MatterMember, 'userId'>) =>
  matter.canManage || member.userId === viewerId;
