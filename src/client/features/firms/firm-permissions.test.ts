import { describe, expect, it } from 'vitest';
import type { FirmMember } from '../../../shared/api/firms';
import { canRemove, roleChoices, seatsLabel } from './firm-permissions';

const person = (userId: string, role: FirmMember['role']): FirmMember => ({ userId, role, name: userId, email: `${userId}@firm.test`, joinedAt: '' });

describe('firm page permissions', () => {
  it('offers role changes to owners and admins only, never an owner to an admin, never the last owner', () => {
    expect(roleChoices('member', person('b', 'member'), 1)).toEqual([]);
    expect(roleChoices('admin', person('b', 'member'), 1)).toEqual(['admin', 'member']);
    expect(roleChoices('admin', person('a', 'owner'), 2)).toEqual([]);
    expect(roleChoices('owner', person('a', 'owner'), 1)).toEqual([]);
    expect(roleChoices('owner', person('b', 'owner'), 2)).toEqual(['owner', 'admin', 'member']);
  });

  it('lets anyone but the last owner leave, and admins remove members but not owners', () => {
    expect(canRemove('member', 'm', person('m', 'member'), 1)).toBe(true);
    expect(canRemove('member', 'm', person('x', 'member'), 1)).toBe(false);
    expect(canRemove('owner', 'o', person('o', 'owner'), 1)).toBe(false);
    expect(canRemove('admin', 'd', person('o', 'owner'), 2)).toBe(false);
    expect(canRemove('admin', 'd', person('x', 'member'), 1)).toBe(true);
  });

  it('says how many seats are used', () => {
    expect(seatsLabel(1, 1)).toBe('1 of 1 seat used');
    expect(seatsLabel(2, 10)).toBe('2 of 10 seats used');
  });
});
