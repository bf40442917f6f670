import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { usageResponseSchema } from '../../../shared/api/tokens';
import { formatTokens } from './BalanceCard';

type Usage = z.infer<typeof usageResponseSchema>;

const WIDTH = 600;
const HEIGHT = 140;

/** Tokens used per day over the last 30 days, as bars, with the figures in a table for screen readers. */
export function UsageChart() {
  const { data } = useQuery<Usage>({ queryKey: ['/api/tokens/usage?days=30'] });
  const days = data?.days ?? [];
  const max = Math.max(1, ...days.map((d) => d.tokens));
  const total = days.reduce((sum, d) => sum + d.tokens, 0);
  const barWidth = days.length ? WIDTH / days.length : WIDTH;

  return (
    <section aria-labelledby="usage-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <div className="flex items-baseline justify-between">
        <h2 id="usage-title" className="font-semibold text-ink-950">Usage, last 30 days</h2>
        <p className="text-sm text-ink-600" data-testid="usage-total">{formatTokens(total)} tokens</p>
      </div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-4 h-36 w-full" role="img" aria-label={`Tokens used per day; ${formatTokens(total)} in all`}>
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-ink-100" />
        {days.map((day, i) => {
          const height = day.tokens === 0 ? 0 : Math.max(2, (day.tokens / max) * (HEIGHT - 10));
          return (
            <rect key={day.date} x={i * barWidth + 2} y={HEIGHT - height} width={Math.max(1, barWidth - 4)} height={height} rx="2" className="fill-brass-400">
              <title>{`${day.date}: ${formatTokens(day.tokens)} tokens`}</title>
            </rect>
          );
        })}
      </svg>
      {total === 0 && <p className="mt-2 text-sm text-ink-500">No usage yet. Tokens you spend on drafting and research appear here.</p>}
      <table className="sr-only">
        <caption>Tokens used per day</caption>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{day.tokens}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
