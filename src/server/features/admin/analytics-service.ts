import { MAX_ANALYTICS_DAYS, type AnalyticsQuery, type AnalyticsResponse } from '../../../shared/api/admin';
import { AppError } from '../../http/errors';
import type { AnalyticsRepository } from './analytics-repository';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
const TOP_PAGES = 20;
const REVENUE_EVENTS = 200;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The UTC days asked for, inclusive; by default the 30 days ending today. */
export function analyticsDays({ from, to }: AnalyticsQuery, now = new Date()): string[] {
  const last = to ? dayStart(to) : dayStart(isoDay(now.getTime()));
  const first = from ? dayStart(from) : last - (DEFAULT_DAYS - 1) * DAY_MS;
  const count = Math.round((last - first) / DAY_MS) + 1;
  if (count < 1) throw new AppError('invalid-argument', 'from must not be after to (or after today).');
  if (count > MAX_ANALYTICS_DAYS) throw new AppError('invalid-argument', `The range may cover at most ${MAX_ANALYTICS_DAYS} days.`);
  return Array.from({ length: count }, (_, i) => isoDay(first + i * DAY_MS));
}

/** Sums rows into a map keyed by `key`. */
function sumBy<Row>(rows: Row[], key: (row: Row) => string, value: (row: Row) => number): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
}

const byDescendingValue = <T extends [string, number]>(a: T, b: T) => b[1] - a[1] || a[0].localeCompare(b[0]);

/** Visits, sign-ups, active users, tokens and revenue per day, for the admin's charts and CSV exports. */
export function createAnalyticsService({ repository }: { repository: AnalyticsRepository }) {
  return {
    async report(query: AnalyticsQuery, now = new Date()): Promise<AnalyticsResponse> {
      const dates = analyticsDays(query, now);
      const from = dates[0]!;
      const to = dates.at(-1)!;
      const range = { start: new Date(dayStart(from)).toISOString(), end: new Date(dayStart(to) + DAY_MS).toISOString() };
      const [visits, signUps, active, tokens, modelRows, revenue, events] = await Promise.all([
        repository.pageVisits(range),
        repository.signUps(range),
        repository.activeUsers(range),
        repository.tokensUsed(range),
        repository.tokensByModel(range),
        repository.revenueByDay(range),
        repository.revenueEvents(range, REVENUE_EVENTS),
      ]);

      const visitsByDay = sumBy(visits, (r) => r.date, (r) => Number(r.n));
      const signUpsByDay = sumBy(signUps, (r) => r.date, (r) => Number(r.n));
      const activeByDay = sumBy(active, (r) => r.date, () => 1);
      const tokensByDay = sumBy(tokens, (r) => r.date, (r) => Math.max(0, Number(r.n)));
      const revenueByDay = sumBy(revenue, (r) => r.date, (r) => Number(r.n));
      const days = dates.map((date) => ({
        date,
        visits: visitsByDay.get(date) ?? 0,
        signUps: signUpsByDay.get(date) ?? 0,
        activeUsers: activeByDay.get(date) ?? 0,
        tokensUsed: tokensByDay.get(date) ?? 0,
        revenueCents: revenueByDay.get(date) ?? 0,
      }));
      const total = (pick: (d: (typeof days)[number]) => number) => days.reduce((sum, d) => sum + pick(d), 0);

      const modelDays = [...sumBy(modelRows, (r) => `${r.date}\u0000${r.model}`, (r) => Number(r.n))]
        .map(([key, n]) => {
          const [date = '', model = ''] = key.split('\u0000');
          return { date, model, tokens: Math.max(0, n) };
        })
        .sort((a, b) => a.date.localeCompare(b.date) || b.tokens - a.tokens);

      return {
        from,
        to,
        days,
        totals: {
          visits: total((d) => d.visits),
          signUps: total((d) => d.signUps),
          activeUsers: new Set(active.map((r) => r.user_id)).size,
          tokensUsed: total((d) => d.tokensUsed),
          revenueCents: total((d) => d.revenueCents),
        },
        topPages: [...sumBy(visits, (r) => r.path, (r) => Number(r.n))]
          .sort(byDescendingValue)
          .slice(0, TOP_PAGES)
          .map(([path, n]) => ({ path, visits: n })),
        pageDays: visits.map((r) => ({ date: r.date, path: r.path, visits: Number(r.n) })),
        models: [...sumBy(modelDays, (r) => r.model, (r) => r.tokens)].sort(byDescendingValue).map(([model, n]) => ({ model, tokens: n })),
        modelDays,
        revenueEvents: events.map((e) => ({
          at: new Date(e.received_at).toISOString(),
          type: e.type,
          provider: e.provider,
          amountCents: e.amount_cents === null ? null : Number(e.amount_cents),
          userEmail: e.email,
        })),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
