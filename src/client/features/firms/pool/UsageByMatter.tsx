import { Download, LoaderCircle } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { formatTokens } from '../../dashboard/BalanceCard';
import { useFirmUsage, useUsageCsv } from '../../matters/pool-queries';
import { groupByMatter, rangeProblem, thisMonth, type UsageRange } from '../../matters/usage';
import { problemMessage } from '../../research/research-errors';
import { reasonOf } from '../firms-queries';

/** A column's name before its value, on phones, where the table's rows become cards. */
const Caption = ({ children }: { children: ReactNode }) => <span className="mr-1 text-xs text-ink-500 md:hidden">{children}</span>;

const cell = 'md:px-4 md:py-2.5';

/** Calls and tokens by matter and member over a chosen period, with the same figures as a CSV file. */
export function UsageByMatter({ firmId, everyone }: { firmId: string; everyone: boolean }) {
  const fromId = useId();
  const toId = useId();
  const [range, setRange] = useState<UsageRange>(() => thisMonth());
  const problem = rangeProblem(range);
  const usage = useFirmUsage(firmId, range, { enabled: problem === null });
  const csv = useUsageCsv(firmId);
  const groups = usage.data ? groupByMatter(usage.data.rows) : [];

  return (
    <section aria-labelledby="usage-by-matter-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <h2 id="usage-by-matter-title" className="font-serif text-2xl font-semibold text-ink-950">Usage by matter</h2>
      <p className="mt-1 text-sm text-ink-600">
        {everyone ? 'Every metered call charged to the firm, by matter and member.' : 'Your own calls charged to the firm, by matter; owners and admins see everyone’s.'}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={fromId}>From</Label>
          <Input id={fromId} type="date" value={range.from} max={range.to} onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))} className="sm:w-44" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={toId}>To</Label>
          <Input id={toId} type="date" value={range.to} min={range.from} onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))} className="sm:w-44" />
        </div>
        <Button variant="outline" className="h-11 sm:ml-auto" disabled={problem !== null || csv.isPending} onClick={() => csv.mutate(range)}>
          {csv.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Download aria-hidden />} Download CSV
        </Button>
      </div>
      {problem && <p role="alert" className="mt-2 text-sm text-red-700">{problem}</p>}
      {csv.isError && <p role="alert" className="mt-2 text-sm text-red-700">{problemMessage(csv.error)}</p>}

      <div className="mt-5">
        {problem ? null : usage.isPending ? (
          <p className="text-sm text-ink-500">Loading usage…</p>
        ) : usage.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">{reasonOf(usage.error)}</p>
        ) : groups.length === 0 ? (
          <p className="rounded-xl border border-dashed border-ink-200 px-4 py-8 text-center text-sm text-ink-600">No calls were charged to the firm in this period.</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-ink-100">
            <table className="w-full text-left text-sm" data-testid="usage-by-matter">
              <thead className="hidden border-b border-ink-100 bg-ink-50/60 text-xs tracking-wide text-ink-500 uppercase md:table-header-group">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">Matter</th>
                  <th scope="col" className="px-4 py-2 font-semibold">Client</th>
                  <th scope="col" className="px-4 py-2 font-semibold">Number</th>
                  <th scope="col" className="px-4 py-2 font-semibold">Member</th>
                  <th scope="col" className="px-4 py-2 text-right font-semibold">Calls</th>
                  <th scope="col" className="px-4 py-2 text-right font-semibold">Tokens</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {groups.flatMap((group) =>
                  group.members.map((row) => (
                    <tr key={`${group.matterId ?? 'none'}-${row.userId}`} className="grid grid-cols-2 gap-x-4 gap-y-0.5 px-4 py-3 md:table-row md:p-0" data-testid="usage-row">
                      <td className={`col-span-2 font-medium text-ink-950 ${cell}`}>{group.matterId ? row.matterName : 'Outside any matter'}</td>
                      <td className={`text-ink-700 ${cell}`}><Caption>Client</Caption>{row.client || '—'}</td>
                      <td className={`text-ink-700 md:whitespace-nowrap ${cell}`}><Caption>No.</Caption>{row.number || '—'}</td>
                      <td className={`col-span-2 text-ink-700 ${cell}`}><Caption>Member</Caption>{row.memberName}</td>
                      <td className={`text-ink-700 tabular-nums md:text-right ${cell}`}><Caption>Calls</Caption>{row.calls.toLocaleString('en-US')}</td>
                      <td className={`font-medium text-ink-950 tabular-nums md:text-right ${cell}`}><Caption>Tokens</Caption>{formatTokens(row.tokens)}</td>
                    </tr>
                  )),
                )}
              </tbody>
              <tfoot className="border-t border-ink-200 bg-ink-50/60">
                <tr className="flex justify-between px-4 py-3 md:table-row md:p-0">
                  <th scope="row" colSpan={5} className="font-semibold text-ink-900 md:px-4 md:py-2.5">Total</th>
                  <td className="font-semibold text-ink-950 tabular-nums md:px-4 md:py-2.5 md:text-right" data-testid="usage-total-tokens">{formatTokens(usage.data.totalTokens)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
