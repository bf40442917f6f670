import { describe, expect, it } from 'vitest';
import type { FirmMember } from '../../../shared/api/firms';
import type { MatterMember } from '../../../shared/api/matters';
import { addableMembers, canAddMembers, canRemoveMember } from './matter-members';

const firmMember = (userId: string, name: string): FirmMember => ({ userId, name, email: `${userId}@firm.test`, role: 'member', joinedAt: '' });
const matterMember = (userId: string): MatterMember => ({ userId, name: userId, email: `${userId}@firm.test`, addedAt: '' });

describe('a matter’s members', () => {
  it('offers to add only firm members not yet in the matter, by name', () => {
    const firm = [firmMember('u3', 'Zoe Park'), firmMember('u1', 'Ann Lee'), firmMember('u2', 'Bo Chen')];
    expect(addableMembers(firm, [matterMember('u1')]).map((member) => member.name)).toEqual(['Bo Chen', 'Zoe Park']);
    expect(addableMembers(firm, [matterMember('u1'), matterMember('u2'), matterMember('u3')])).toEqual([]);
  });

  it('lets members and the firm’s managers add colleagues, but not an outsider', () => {
    expect(canAddMembers({ isMember: true, canManage: false })).toBe(true);
    expect(canAddMembers({ isMember: false, canManage: true })).toBe(true);
    expect(canAddMembers({ isMember: false, canManage: false })).toBe(false);
  });

  it('lets a member remove only themself, and managers anyone', () => {
    expect(canRemoveMember({ canManage: false }, 'me', { userId: 'me' })).toBe(true);
    expect(canRemoveMember({ canManage: false }, 'me', { userId: 'other' })).toBe(false);
    expect(canRemoveMember({ canManage: true }, 'me', { userId: 'other' })).toBe(true);
  });
});
