import { describe, expect, it } from 'vitest';
import type { UsageRow } from '../../../shared/api/matters';
import { adminUsagePath, groupByMatter, myUsagePath, rangeProblem, rangeSince, thisMonth, usageOfMatter, usagePath, workLabel } from './usage';

const row = (matterId: string | null, userId: string, calls: number, tokens: number): UsageRow => ({
  matterId,
  matterName: matterId ? `Matter ${matterId}` : 'Personal',
  client: matterId ? 'Acme' : '',
  number: matterId ? matterId.toUpperCase() : '',
  userId,
  memberName: userId,
  calls,
  tokens,
});

describe('the usage address', () => {
  it('asks for the range as JSON, or as the CSV file', () => {
    expect(usagePath('f1', { from: '2026-03-01', to: '2026-03-31' })).toBe('/api/firms/f1/usage?from=2026-03-01&to=2026-03-31');
    expect(usagePath('f 1', { from: '2026-03-01', to: '2026-03-31' }, 'csv')).toBe('/api/firms/f%201/usage?from=2026-03-01&to=2026-03-31&format=csv');
    expect(usagePath('f1', {})).toBe('/api/firms/f1/usage');
  });

  it("asks for one's own usage and every firm's the same way", () => {
    expect(myUsagePath({ from: '2026-03-01', to: '2026-03-31' }, 'csv')).toBe('/api/me/usage?from=2026-03-01&to=2026-03-31&format=csv');
    expect(adminUsagePath({ from: '2026-03-01', to: '2026-03-31' })).toBe('/api/admin/usage/matters?from=2026-03-01&to=2026-03-31');
  });
});

describe("the name of one's own work", () => {
  it('calls work outside any firm personal, and a matter by its name, or deleted when it has none', () => {
    expect(workLabel({ firmId: null, matterId: null, matterName: '' })).toBe('Personal');
    expect(workLabel({ firmId: 'f1', matterId: 'm1', matterName: 'Acme merger' })).toBe('Acme merger');
    expect(workLabel({ firmId: 'f1', matterId: 'm1', matterName: '' })).toBe('A deleted matter');
  });
});

describe('usage ranges', () => {
  const now = Date.parse('2026-03-17T23:30:00Z');

  it('counts this month in UTC, to today', () => {
    expect(thisMonth(now)).toEqual({ from: '2026-03-01', to: '2026-03-17' });
  });

  it('covers a matter from the day it was opened', () => {
    expect(rangeSince('2026-02-03T10:00:00Z', now)).toEqual({ from: '2026-02-03', to: '2026-03-17' });
  });

  it('refuses a range that ends before it starts or misses a day', () => {
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('The first day must come before the last.');
    expect(rangeProblem({ from: '', to: '2026-03-01' })).toBe('Choose both dates.');
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
  });
});

describe('usage by matter', () => {
  const rows = [row('a', 'jane', 2, 300), row('b', 'jane', 1, 900), row('a', 'john', 5, 1_200), row(null, 'jane', 1, 50)];

  it('groups the rows by matter, the matter that used most first, with totals and each member’s share', () => {
    const groups = groupByMatter(rows);
    expect(groups.map((group) => [group.matterId, group.calls, group.tokens])).toEqual([
      ['a', 7, 1_500],
      ['b', 1, 900],
      [null, 1, 50],
    ]);
    expect(groups[0]!.members.map((member) => member.userId)).toEqual(['john', 'jane']);
  });

  it('keeps one matter’s rows for its page, by member, with its totals', () => {
    expect(usageOfMatter(rows, 'a')).toEqual({ members: [row('a', 'john', 5, 1_200), row('a', 'jane', 2, 300)], calls: 7, tokens: 1_500 });
    expect(usageOfMatter(rows, 'zzz')).toEqual({ members: [], calls: 0, tokens: 0 });
  });
});
