import type { ReactNode } from 'react';
import { formatTokens } from '../dashboard/BalanceCard';

/** One line of a usage table, already named for display; `firmName` and `memberName` only where those columns show. */
export interface UsageTableRow {
  key: string;
  firmName?: string;
  matterName: string;
  client: string;
  number: string;
  memberName?: string;
  calls: number;
  tokens: number;
}

/** A column's name before its value, on phones, where the table's rows become cards. */
const Caption = ({ children }: { children: ReactNode }) => <span className="mr-1 text-xs text-ink-500 md:hidden">{children}</span>;

const cell = 'md:px-4 md:py-2.5';
const head = 'px-4 py-2 font-semibold';

/**
 * Calls and tokens by matter (and firm, and member, where asked), with the total: a table on wide screens, a card
 * per row on phones. The firm page, the dashboard and the admin area show their usage with it.
 */
export function UsageTable({ rows, totalTokens, firmColumn = false, memberColumn = false }: { rows: UsageTableRow[]; totalTokens: number; firmColumn?: boolean; memberColumn?: boolean }) {
  const columns = 5 + Number(firmColumn) + Number(memberColumn);
  return (
    <div role="region" aria-label="Usage by matter" tabIndex={0} className="overflow-x-auto rounded-xl border border-ink-100 focus-visible:ring-2 focus-visible:ring-brass-300 focus-visible:outline-none">
      <table className="w-full text-left text-sm" data-testid="usage-by-matter">
        <thead className="hidden border-b border-ink-100 bg-ink-50/60 text-xs tracking-wide text-ink-500 uppercase md:table-header-group">
          <tr>
            {firmColumn && <th scope="col" className={head}>Firm</th>}
            <th scope="col" className={head}>Matter</th>
            <th scope="col" className={head}>Client</th>
            <th scope="col" className={head}>Number</th>
            {memberColumn && <th scope="col" className={head}>Member</th>}
            <th scope="col" className={`${head} text-right`}>Calls</th>
            <th scope="col" className={`${head} text-right`}>Tokens</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map((row) => (
            <tr key={row.key} className="grid grid-cols-2 gap-x-4 gap-y-0.5 px-4 py-3 md:table-row md:p-0" data-testid="usage-row">
              {firmColumn && <td className={`col-span-2 text-xs ${row.firmName ? '' : 'hidden md:table-cell'} font-semibold tracking-wide text-brass-700 uppercase md:text-sm md:font-normal md:tracking-normal md:text-ink-700 md:normal-case ${cell}`}>{row.firmName || '—'}</td>}
              <td className={`col-span-2 font-medium text-ink-950 ${cell}`}>{row.matterName}</td>
              <td className={`text-ink-700 ${cell}`}><Caption>Client</Caption>{row.client || '—'}</td>
              <td className={`text-ink-700 md:whitespace-nowrap ${cell}`}><Caption>No.</Caption>{row.number || '—'}</td>
              {memberColumn && <td className={`col-span-2 text-ink-700 ${cell}`}><Caption>Member</Caption>{row.memberName}</td>}
              <td className={`text-ink-700 tabular-nums md:text-right ${cell}`}><Caption>Calls</Caption>{row.calls.toLocaleString('en-US')}</td>
              <td className={`font-medium text-ink-950 tabular-nums md:text-right ${cell}`}><Caption>Tokens</Caption>{formatTokens(row.tokens)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-ink-200 bg-ink-50/60">
          <tr className="flex justify-between px-4 py-3 md:table-row md:p-0">
            <th scope="row" colSpan={columns - 1} className="font-semibold text-ink-900 md:px-4 md:py-2.5">Total</th>
            <td className="font-semibold text-ink-950 tabular-nums md:px-4 md:py-2.5 md:text-right" data-testid="usage-total-tokens">{formatTokens(totalTokens)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
