import type { AnalyticsReport, AnalyticsResponse } from '../../../shared/api/admin';

type Cell = string | number | null;

/**
 * One CSV field: quoted when it holds a comma, quote or line break; text a spreadsheet would run as a formula
 * (=, +, -, @ first, as a visitor could send in a page path) is prefixed with an apostrophe.
 */
export function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const toCsv = (rows: Cell[][]) => rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';

/** The rows of one analytics table, with its header. */
export function analyticsCsv(report: AnalyticsReport, analytics: AnalyticsResponse): string {
  switch (report) {
    case 'daily':
      return toCsv([
        ['date', 'visits', 'sign_ups', 'active_users', 'tokens_used', 'revenue_cents'],
        ...analytics.days.map((d) => [d.date, d.visits, d.signUps, d.activeUsers, d.tokensUsed, d.revenueCents]),
      ]);
    case 'pages':
      return toCsv([['date', 'path', 'visits'], ...analytics.pageDays.map((p) => [p.date, p.path, p.visits])]);
    case 'models':
      return toCsv([['date', 'model', 'tokens'], ...analytics.modelDays.map((m) => [m.date, m.model, m.tokens])]);
    case 'revenue':
      return toCsv([
        ['received_at', 'type', 'provider', 'amount_cents', 'user_email'],
        ...analytics.revenueEvents.map((e) => [e.at, e.type, e.provider, e.amountCents, e.userEmail]),
      ]);
  }
}
