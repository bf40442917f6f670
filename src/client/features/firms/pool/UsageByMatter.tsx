import { useState } from 'react';
import type { UsageResponse } from '../../../../shared/api/matters';
import { useUsageCsv, useUsageReport } from '../../matters/pool-queries';
import { groupByMatter, rangeProblem, thisMonth, usagePath, type UsageRange } from '../../matters/usage';
import { UsageRangeControls } from '../../matters/UsageRangeControls';
import { UsageTable } from '../../matters/UsageTable';
import { reasonOf } from '../firms-queries';

/** Calls and tokens by matter and member over a chosen period, with the same figures as a CSV file. */
export function UsageByMatter({ firmId, everyone }: { firmId: string; everyone: boolean }) {
  const [range, setRange] = useState<UsageRange>(() => thisMonth());
  const problem = rangeProblem(range);
  const usage = useUsageReport<UsageResponse>(usagePath(firmId, range), { enabled: problem === null });
  const csv = useUsageCsv((r) => usagePath(firmId, r, 'csv'));
  const groups = usage.data ? groupByMatter(usage.data.rows) : [];

  return (
    <section aria-labelledby="usage-by-matter-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <h2 id="usage-by-matter-title" className="font-serif text-2xl font-semibold text-ink-950">Usage by matter</h2>
      <p className="mt-1 text-sm text-ink-600">
        {everyone ? 'Every metered call charged to the firm, by matter and member.' : 'Your own calls charged to the firm, by matter; owners and admins see everyone’s.'}
      </p>
      <div className="mt-4">
        <UsageRangeControls range={range} onRangeChange={setRange} download={csv} />
      </div>

      <div className="mt-5">
        {problem ? null : usage.isPending ? (
          <p className="text-sm text-ink-500">Loading usage…</p>
        ) : usage.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">{reasonOf(usage.error)}</p>
        ) : groups.length === 0 ? (
          <p className="rounded-xl border border-dashed border-ink-200 px-4 py-8 text-center text-sm text-ink-600">No calls were charged to the firm in this period.</p>
        ) : (
          <UsageTable
            memberColumn
            totalTokens={usage.data.totalTokens}
            rows={groups.flatMap((group) =>
              group.members.map((row) => ({ ...row, key: `${group.matterId ?? 'none'}-${row.userId}`, matterName: group.matterId ? row.matterName : 'Outside any matter' })),
            )}
          />
        )}
      </div>
    </section>
  );
}
