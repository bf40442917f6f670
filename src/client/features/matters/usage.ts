import type { MyUsageRow, UsageRow } from '../../../shared/api/matters';
import { firmPath } from '../firms/firms-queries';

// Usage by matter and member (ADR 025): the rows GET /api/firms/:id/usage returns, grouped and totalled for the page.

export interface UsageRange {
  /** First day, YYYY-MM-DD (UTC). */
  from: string;
  /** Last day, included. */
  to: string;
}

/** The query string every usage report takes: the range, and `format=csv` for the file. */
export function usageQuery(range: Partial<UsageRange>, format: 'json' | 'csv' = 'json'): string {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  if (format === 'csv') params.set('format', 'csv');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The firm's usage over `range`, as JSON for the page or as the CSV file (`format: 'csv'`). */
export const usagePath = (firmId: string, range: Partial<UsageRange>, format: 'json' | 'csv' = 'json') => `${firmPath(firmId)}/usage${usageQuery(range, format)}`;

/** The signed-in user's own usage (personal work and every firm's matters), for the dashboard. */
export const myUsagePath = (range: Partial<UsageRange>, format: 'json' | 'csv' = 'json') => `/api/me/usage${usageQuery(range, format)}`;

/** Every firm's usage by matter and member, for the admin area. */
export const adminUsagePath = (range: Partial<UsageRange>, format: 'json' | 'csv' = 'json') => `/api/admin/usage/matters${usageQuery(range, format)}`;

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** This calendar month in UTC, to today: the period members' caps count. */
export function thisMonth(now = Date.now()): UsageRange {
  const today = day(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** From the day `since` (an ISO time) to today, in UTC: a matter's whole life so far. */
export const rangeSince = (since: string, now = Date.now()): UsageRange => ({ from: day(Date.parse(since)), to: day(now) });

/** A range the server would refuse (a day missing or after the other) is said before it is asked. */
export function rangeProblem({ from, to }: UsageRange): string | null {
  if (!from || !to) return 'Choose both dates.';
  return from > to ? 'The first day must come before the last.' : null;
}

export interface MatterUsage {
  matterId: string | null;
  matterName: string;
  client: string;
  number: string;
  calls: number;
  tokens: number;
  /** Each member's share, largest first. */
  members: UsageRow[];
}

const byTokens = (a: { tokens: number; calls: number }, b: { tokens: number; calls: number }) => b.tokens - a.tokens || b.calls - a.calls;

/** Rows grouped by matter, the matter that used most first, with each matter's totals and its members' shares. */
export function groupByMatter(rows: UsageRow[]): MatterUsage[] {
  const groups = new Map<string, MatterUsage>();
  for (const row of rows) {
    const key = row.matterId ?? '';
    const group = groups.get(key) ?? { matterId: row.matterId, matterName: row.matterName, client: row.client, number: row.number, calls: 0, tokens: 0, members: [] };
    group.calls += row.calls;
    group.tokens += row.tokens;
    group.members.push(row);
    groups.set(key, group);
  }
  return [...groups.values()].sort(byTokens).map((group) => ({ ...group, members: [...group.members].sort(byTokens) }));
}

/** One matter's usage (the firm's rows filtered to it), by member, largest first, with its totals. */
export function usageOfMatter(rows: UsageRow[], matterId: string): { members: UsageRow[]; calls: number; tokens: number } {
  const members = rows.filter((row) => row.matterId === matterId).sort(byTokens);
  return { members, calls: members.reduce((sum, row) => sum + row.calls, 0), tokens: members.reduce((sum, row) => sum + row.tokens, 0) };
}

/** How a row of one's own usage names its work: personal work, a matter, or one since deleted. */
export function workLabel(row: Pick<MyUsageRow, 'firmId' | 'matterId' | 'matterName'>): string {
  if (row.firmId === null && row.matterId === null) return 'Personal';
  return row.matterName || 'A deleted matter';
}
