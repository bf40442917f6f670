import { useState } from 'react';
import type { MyUsageResponse } from '../../../shared/api/matters';
import { reasonOf } from '../firms/firms-queries';
import { useUsageCsv, useUsageReport } from '../matters/pool-queries';
import { myUsagePath, rangeProblem, thisMonth, workLabel, type UsageRange } from '../matters/usage';
import { UsageRangeControls } from '../matters/UsageRangeControls';
import { UsageTable } from '../matters/UsageTable';

/**
 * The user's own tokens by firm and matter (their personal work as one row), this month or over a chosen period,
 * with the same figures as a CSV file for billing. Until they have used anything it is not shown at all.
 */
export function MyUsageCard() {
  const [range, setRange] = useState<UsageRange>(() => thisMonth());
  const [changed, setChanged] = useState(false);
  const problem = rangeProblem(range);
  const usage = useUsageReport<MyUsageResponse>(myUsagePath(range), { enabled: problem === null });
  const csv = useUsageCsv((r) => myUsagePath(r, 'csv'));
  const rows = usage.data?.rows ?? [];
  const anyFirm = rows.some((row) => row.firmId !== null);

  // Nothing used this month and no other period asked for: the usage chart above already says so.
  if (!changed && (usage.isPending || usage.isError || rows.length === 0)) return null;

  return (
    <section aria-labelledby="my-usage-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm" data-testid="my-usage">
      <h2 id="my-usage-title" className="font-semibold text-ink-950">Usage by matter</h2>
      <p className="mt-1 text-sm text-ink-600">Your metered calls by matter, with your personal work apart; matter work is paid from its firm’s pool.</p>
      <div className="mt-4">
        <UsageRangeControls
          range={range}
          onRangeChange={(next) => {
            setChanged(true);
            setRange(next);
          }}
          download={csv}
        />
      </div>
      <div className="mt-5">
        {problem ? null : usage.isPending ? (
          <p className="text-sm text-ink-500">Loading usage…</p>
        ) : usage.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">{reasonOf(usage.error)}</p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-ink-600">You made no metered calls in this period.</p>
        ) : (
          <UsageTable
            firmColumn={anyFirm}
            totalTokens={usage.data.totalTokens}
            rows={rows.map((row) => ({
              ...row,
              key: `${row.firmId ?? 'personal'}-${row.matterId ?? 'none'}`,
              firmName: row.firmId === null ? '' : row.firmName,
              matterName: workLabel(row),
            }))}
          />
        )}
      </div>
    </section>
  );
}
