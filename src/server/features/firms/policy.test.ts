import { describe, expect, it } from 'vitest';
import { removalRefusal, roleChangeRefusal, seatsFor } from './policy';

describe('firm seats', () => {
  it('gives 10 seats on the Firm plan, 3 on Professional, 1 otherwise, by the best plan among the owners', () => {
    expect(seatsFor(['firm'])).toBe(10);
    expect(seatsFor(['professional'])).toBe(3);
    expect(seatsFor(['solo'])).toBe(1);
    expect(seatsFor(['free', 'professional', 'firm'])).toBe(10);
    expect(seatsFor([])).toBe(1);
  });
});

describe('firm role changes and removals', () => {
  const change = (actorRole: 'owner' | 'admin' | 'member', targetRole: 'owner' | 'admin' | 'member', owners = 1, self = false) => ({
    actorRole, targetRole, owners, self,
  });

  it('lets owners and admins change members, and only owners touch owners', () => {
    expect(roleChangeRefusal(change('admin', 'member'), 'admin')).toBeNull();
    expect(roleChangeRefusal(change('member', 'member'), 'admin')?.code).toBe('permission-denied');
    expect(roleChangeRefusal(change('admin', 'owner', 2), 'member')?.code).toBe('permission-denied');
    expect(roleChangeRefusal(change('admin', 'member'), 'owner')?.code).toBe('permission-denied');
    expect(roleChangeRefusal(change('owner', 'member'), 'owner')).toBeNull();
  });

  it('keeps at least one owner', () => {
    expect(roleChangeRefusal(change('owner', 'owner', 1, true), 'admin')?.code).toBe('failed-precondition');
    expect(roleChangeRefusal(change('owner', 'owner', 2, true), 'admin')).toBeNull();
    expect(removalRefusal(change('owner', 'owner', 1, true))?.message).toMatch(/at least one owner/);
    expect(removalRefusal(change('owner', 'owner', 2))).toBeNull();
  });

  it('lets anyone leave, admins remove members but not owners, and members remove nobody else', () => {
    expect(removalRefusal(change('member', 'member', 1, true))).toBeNull();
    expect(removalRefusal(change('admin', 'member'))).toBeNull();
    expect(removalRefusal(change('admin', 'owner', 2))?.code).toBe('permission-denied');
    expect(removalRefusal(change('member', 'admin'))?.code).toBe('permission-denied');
  });
});
