import type { AdminUsageRow, MyUsageRow, UsageRow } from '../../../shared/api/matters';
import { AppError } from '../../http/errors';
import { toCsv } from '../admin/analytics-csv';

const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);
const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const lastOfMonth = (day: string) => {
  const start = startOf(firstOfMonth(day));
  return isoDay(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)));
};

/**
 * The UTC days a report covers, inclusive. Without dates, the current calendar month; with one, that day's month
 * on the missing side. `until` is the first instant after `to`. Any length is allowed: the rows are totals by
 * matter and member, so a matter's whole life costs no more to report than a month.
 */
export function usageRange(query: { from?: string; to?: string }, now: Date) {
  const anchor = query.from ?? query.to ?? isoDay(now);
  const from = query.from ?? firstOfMonth(anchor);
  const to = query.to ?? lastOfMonth(anchor);
  if (from > to) throw new AppError('invalid-argument', 'Invalid querystring: from must not be after to.');
  return { from, to, since: startOf(from), until: new Date(startOf(to).getTime() + DAY_MS) };
}

const memberColumns = (row: UsageRow) => [row.number, row.matterName, row.client, row.matterId, row.memberName, row.userId, row.calls, row.tokens];
const MEMBER_HEADER = ['matter_number', 'matter_name', 'client', 'matter_id', 'member_name', 'member_id', 'calls', 'tokens'];

/** A firm's usage by matter and member as CSV, one header row; cells a spreadsheet would run as formulas are defused. */
export const usageCsv = (rows: UsageRow[]) => toCsv([MEMBER_HEADER, ...rows.map(memberColumns)]);

/** Every firm's usage, for administrators: the firm's name and id first. */
export const adminUsageCsv = (rows: AdminUsageRow[]) =>
  toCsv([['firm_name', 'firm_id', ...MEMBER_HEADER], ...rows.map((row) => [row.firmName, row.firmId, ...memberColumns(row)])]);

/** One user's own usage: by firm and matter, personal work named as such (no firm, no matter). */
export const myUsageCsv = (rows: MyUsageRow[]) =>
  toCsv([
    ['firm_name', 'firm_id', 'matter_number', 'matter_name', 'client', 'matter_id', 'calls', 'tokens'],
    ...rows.map((row) =>
      row.firmId === null && row.matterId === null
        ? ['', '', '', 'Personal', '', '', row.calls, row.tokens]
        : [row.firmName, row.firmId, row.number, row.matterName, row.client, row.matterId, row.calls, row.tokens],
    ),
  ]);

/** The download's headers: an attachment, never cached. */
export const csvHeaders = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}.csv"`,
  'cache-control': 'no-store',
});
