import type { ReactNode } from 'react';

/** A short ranked list (top pages, tokens by model) with a bar behind each row showing its share of the largest. */
export function RankedBars({
  title,
  rows,
  format,
  empty,
}: {
  title: string;
  rows: Array<{ label: string; value: number }>;
  format: (n: number) => string;
  empty: ReactNode;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <section className="rounded-2xl border border-ink-100 bg-white p-5 shadow-sm" aria-label={title}>
      <h3 className="font-semibold text-ink-950">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-600">{empty}</p>
      ) : (
        <ol className="mt-3 grid gap-1.5">
          {rows.map((row) => (
            <li key={row.label} className="relative overflow-hidden rounded-md px-3 py-1.5 text-sm">
              <span className="absolute inset-y-0 left-0 bg-brass-100" style={{ width: `${(row.value / max) * 100}%` }} aria-hidden />
              <span className="relative flex justify-between gap-3">
                <span className="truncate font-mono text-ink-900" title={row.label}>{row.label}</span>
                <span className="shrink-0 text-ink-700 tabular-nums">{format(row.value)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
