import { Download } from 'lucide-react';
import { useState } from 'react';
import type { AnalyticsResponse } from '../../../../shared/api/admin';
import { PageSpinner } from '../../../components/ui/spinner';
import { ProblemNotice } from '../../research/ProblemNotice';
import { analyticsCsvPath, useAnalytics } from '../admin-queries';
import { formatCents, formatDateTime, formatNumber } from '../format';
import { Segmented } from '../Segmented';
import { DailyBars } from './DailyBars';
import { RankedBars } from './RankedBars';

const RANGES = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '12 months' },
] as const;
type RangeDays = (typeof RANGES)[number]['value'];

const CSV_REPORTS = [
  { report: 'daily', label: 'Daily figures' },
  { report: 'pages', label: 'Visits by page' },
  { report: 'models', label: 'Tokens by model' },
  { report: 'revenue', label: 'Revenue events' },
];

/** The last `days` UTC days, ending today. */
function rangeOf(days: number, now = Date.now()) {
  const to = new Date(now).toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="mt-1 font-serif text-2xl font-semibold text-ink-950 tabular-nums">{value}</dd>
    </div>
  );
}

function RevenueEvents({ events }: { events: AnalyticsResponse['revenueEvents'] }) {
  return (
    <section aria-label="Revenue events" className="rounded-2xl border border-ink-100 bg-white p-5 shadow-sm">
      <h3 className="font-semibold text-ink-950">Revenue events</h3>
      {events.length === 0 ? (
        <p className="mt-3 text-sm text-ink-600">No payments in this period.</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink-100 text-sm">
          {events.map((event, i) => (
            <li key={`${event.at}-${i}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2">
              <span className="min-w-0">
                <span className="font-medium text-ink-900">{event.type}</span>
                <span className="text-ink-500"> · {event.provider}</span>
                {event.userEmail && <span className="block truncate text-ink-600">{event.userEmail}</span>}
              </span>
              <span className="text-right">
                <span className="block font-medium tabular-nums">{event.amountCents === null ? '—' : formatCents(event.amountCents)}</span>
                <span className="block text-xs text-ink-500">{formatDateTime(event.at)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Visits, sign-ups, active users, tokens and revenue over a period, as charts, with CSV downloads. */
export function AnalyticsTab() {
  const [days, setDays] = useState<RangeDays>('30');
  const range = rangeOf(Number(days));
  const { data, isPending, isError, error, refetch } = useAnalytics(range);

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <Segmented label="Period" options={RANGES} value={days} onChange={setDays} />
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="flex items-center gap-1.5 text-ink-600">
            <Download className="size-4" aria-hidden /> CSV:
          </span>
          {CSV_REPORTS.map(({ report, label }) => (
            <a key={report} href={analyticsCsvPath(report, range)} download className="rounded-md border border-ink-200 bg-white px-2.5 py-1 font-medium text-ink-800 hover:bg-ink-50">
              {label}
            </a>
          ))}
        </div>
      </div>

      {isPending ? (
        <PageSpinner />
      ) : isError ? (
        <ProblemNotice title="Analytics could not be loaded" error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
            <Figure label="Visits" value={formatNumber(data.totals.visits)} />
            <Figure label="Sign-ups" value={formatNumber(data.totals.signUps)} />
            <Figure label="Active users" value={formatNumber(data.totals.activeUsers)} />
            <Figure label="Tokens used" value={formatNumber(data.totals.tokensUsed)} />
            <Figure label="Revenue" value={formatCents(data.totals.revenueCents)} />
          </dl>
          <div className="grid gap-4 lg:grid-cols-2">
            <DailyBars title="Visits" days={data.days.map((d) => ({ date: d.date, value: d.visits }))} format={formatNumber} />
            <DailyBars title="Sign-ups" days={data.days.map((d) => ({ date: d.date, value: d.signUps }))} format={formatNumber} />
            <DailyBars
              title="Active users"
              days={data.days.map((d) => ({ date: d.date, value: d.activeUsers }))}
              format={formatNumber}
              total={data.totals.activeUsers}
            />
            <DailyBars title="Tokens used" days={data.days.map((d) => ({ date: d.date, value: d.tokensUsed }))} format={formatNumber} />
          </div>
          <p className="-mt-2 text-xs text-ink-500">
            Days are UTC. Active users used or bought tokens, or signed in, that day; the headline counts each person once.
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            <RankedBars title="Most visited pages" rows={data.topPages.map((p) => ({ label: p.path, value: p.visits }))} format={formatNumber} empty="No visits in this period." />
            <RankedBars
              title="Tokens by model"
              rows={data.models.map((m) => ({ label: m.model, value: m.tokens }))}
              format={formatNumber}
              empty="No tokens used in this period."
            />
          </div>
          <RevenueEvents events={data.revenueEvents} />
        </>
      )}
    </div>
  );
}
