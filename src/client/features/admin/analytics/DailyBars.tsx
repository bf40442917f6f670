import { formatDay } from '../format';

const WIDTH = 600;
const HEIGHT = 140;

/**
 * A value per day as bars, drawn the way the dashboard draws its usage chart (SVG, no chart library), with the
 * figures in a table for screen readers and each bar's value in its tooltip.
 */
export function DailyBars({
  title,
  days,
  format,
  total,
}: {
  title: string;
  days: Array<{ date: string; value: number }>;
  format: (n: number) => string;
  /** The headline beside the title; the sum of the days unless given (a distinct count is not a sum). */
  total?: number;
}) {
  const max = Math.max(1, ...days.map((d) => d.value));
  const shown = total ?? days.reduce((sum, d) => sum + d.value, 0);
  const barWidth = days.length ? WIDTH / days.length : WIDTH;
  const gap = barWidth > 8 ? 2 : 0.5;
  const first = days[0];
  const last = days.at(-1);

  return (
    <figure className="rounded-2xl border border-ink-100 bg-white p-5 shadow-sm">
      <figcaption className="flex items-baseline justify-between gap-3">
        <span className="font-semibold text-ink-950">{title}</span>
        <span className="text-sm text-ink-600 tabular-nums">{format(shown)}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="mt-4 h-32 w-full" role="img" aria-label={`${title} per day; ${format(shown)} in all`}>
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-ink-100" />
        {days.map((day, i) => {
          const height = day.value === 0 ? 0 : Math.max(2, (day.value / max) * (HEIGHT - 8));
          return (
            <rect key={day.date} x={i * barWidth + gap / 2} y={HEIGHT - height} width={Math.max(0.5, barWidth - gap)} height={height} rx="1.5" className="fill-brass-400">
              <title>{`${formatDay(day.date)}: ${format(day.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <div className="mt-1 flex justify-between text-xs text-ink-500" aria-hidden>
          <span>{formatDay(first.date)}</span>
          <span>peak {format(Math.max(0, ...days.map((d) => d.value)))}</span>
          <span>{formatDay(last.date)}</span>
        </div>
      )}
      <table className="sr-only">
        <caption>{title} per day</caption>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{format(day.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
