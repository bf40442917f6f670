import { useState } from 'react';
import type { AdminUsageResponse } from '../../../shared/api/matters';
import { PageSpinner } from '../../components/ui/spinner';
import { useUsageCsv, useUsageReport } from '../matters/pool-queries';
import { adminUsagePath, rangeProblem, thisMonth, type UsageRange } from '../matters/usage';
import { UsageRangeControls } from '../matters/UsageRangeControls';
import { UsageTable } from '../matters/UsageTable';
import { ProblemNotice } from '../research/ProblemNotice';
import { formatNumber } from './format';

/** Every firm's metered calls by matter and member over a period, for billing, with the same figures as CSV. */
export function MatterUsageTab() {
  const [range, setRange] = useState<UsageRange>(() => thisMonth());
  const problem = rangeProblem(range);
  const usage = useUsageReport<AdminUsageResponse>(adminUsagePath(range), { enabled: problem === null });
  const csv = useUsageCsv((r) => adminUsagePath(r, 'csv'));
  const rows = usage.data?.rows ?? [];
  const firms = new Set(rows.map((row) => row.firmId)).size;
  const matters = new Set(rows.map((row) => row.matterId)).size;

  return (
    <div className="grid gap-6">
      <div>
        <UsageRangeControls range={range} onRangeChange={setRange} download={csv} />
        <p className="mt-2 text-xs text-ink-500">Days are UTC. Only work in a firm’s matters is here; personal work is in Analytics. Downloading is written to the audit log.</p>
      </div>
      {problem ? null : usage.isPending ? (
        <PageSpinner />
      ) : usage.isError ? (
        <ProblemNotice title="Usage by matter could not be loaded" error={usage.error} onRetry={() => void usage.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-200 bg-white px-4 py-10 text-center text-sm text-ink-600">No calls were charged to any firm in this period.</p>
      ) : (
        <>
          <p className="text-sm text-ink-600" data-testid="admin-usage-summary">
            {formatNumber(usage.data.totalTokens)} tokens over {formatNumber(matters)} {matters === 1 ? 'matter' : 'matters'} in {formatNumber(firms)} {firms === 1 ? 'firm' : 'firms'}.
          </p>
          <div className="rounded-2xl bg-white shadow-sm">
            <UsageTable
              firmColumn
              memberColumn
              totalTokens={usage.data.totalTokens}
              rows={rows.map((row) => ({ ...row, key: `${row.firmId}-${row.matterId ?? 'none'}-${row.userId}`, matterName: row.matterName || 'A deleted matter' }))}
            />
          </div>
        </>
      )}
    </div>
  );
}
