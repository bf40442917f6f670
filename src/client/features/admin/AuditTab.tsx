import { useId, useState } from 'react';
import { AUDIT_ACTIONS, type AuditAction, type AuditEvent } from '../../../shared/api/admin';
import { SearchInput } from '../../components/ui/search-input';
import { PageSpinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { ProblemNotice } from '../research/ProblemNotice';
import { useSearchParam } from '../sessions/use-search-param';
import { useAuditLog } from './admin-queries';
import { AUDIT_ACTION_LABELS, auditActionLabel, auditTone, describeAuditDetails, formatDateTime } from './format';
import { LoadMore } from './LoadMore';

const GROUPS: Array<{ label: string; prefix: string }> = [
  { label: 'Sign-in and security', prefix: 'auth.' },
  { label: 'Administration', prefix: 'admin.' },
  { label: 'Exports', prefix: 'draft.' },
  { label: 'Firms', prefix: 'firm.' },
  { label: 'Tokens', prefix: 'tokens.' },
];

const TONE_STYLES = { warning: 'text-red-800', admin: 'text-brass-700', neutral: 'text-ink-900' };

const party = (p: AuditEvent['actor']) => (p ? (p.email ?? p.id ?? '—') : '—');

/** A label shown above a cell's value when the table folds into cards on a narrow screen. */
const Caption = ({ children }: { children: string }) => <span className="text-xs font-medium text-ink-500 md:hidden">{children}: </span>;

/** The security and admin events, newest first, filtered by kind and by email or IP address. */
export function AuditTab() {
  const [action, setAction] = useState<AuditAction | ''>('');
  const search = useSearchParam('who');
  const selectId = useId();
  const { events, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useAuditLog({ action, q: search.query });

  return (
    <div>
      <div className="flex flex-col gap-4 md:flex-row md:items-end">
        <div className="grid gap-1.5 md:w-72">
          <label htmlFor={selectId} className="text-sm font-medium text-ink-800">Event</label>
          <select
            id={selectId}
            value={action}
            onChange={(e) => setAction(e.target.value as AuditAction | '')}
            className="h-12 rounded-xl border border-ink-200 bg-white px-3 text-sm text-ink-900 shadow-sm focus:border-ink-400 focus:outline-none"
          >
            <option value="">All events</option>
            {GROUPS.map((group) => (
              <optgroup key={group.prefix} label={group.label}>
                {AUDIT_ACTIONS.filter((a) => a.startsWith(group.prefix)).map((a) => (
                  <option key={a} value={a}>{AUDIT_ACTION_LABELS[a]}</option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div role="search" className="flex-1">
          <SearchInput size="lg" value={search.text} onChange={(e) => search.setText(e.target.value)} placeholder="Email or IP address" aria-label="Search the audit log" />
        </div>
      </div>
      <p className="mt-2 text-xs text-ink-500">The log is append-only: nothing in it can be edited or deleted, by the app or in the database.</p>

      <div className="mt-5">
        {isPending ? (
          <PageSpinner />
        ) : isError ? (
          <ProblemNotice title="The audit log could not be loaded" error={error} onRetry={() => void refetch()} />
        ) : events.length === 0 ? (
          <p className="rounded-xl border border-dashed border-ink-200 bg-white px-4 py-10 text-center text-ink-600">No events match.</p>
        ) : (
          <div role="region" aria-label="Audit events" tabIndex={0} className="overflow-x-auto rounded-2xl border border-ink-100 bg-white shadow-sm focus-visible:ring-2 focus-visible:ring-brass-300 focus-visible:outline-none">
            <table className="w-full text-left text-sm">
              <thead className="hidden border-b border-ink-100 bg-ink-50/60 text-xs tracking-wide text-ink-500 uppercase md:table-header-group">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">When</th>
                  <th scope="col" className="px-4 py-2 font-semibold">Event</th>
                  <th scope="col" className="px-4 py-2 font-semibold">By</th>
                  <th scope="col" className="px-4 py-2 font-semibold">Account</th>
                  <th scope="col" className="px-4 py-2 font-semibold">IP</th>
                  <th scope="col" className="px-4 py-2 font-semibold">Details</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {events.map((event) => (
                  <tr key={event.id} className="grid gap-0.5 px-4 py-3 md:table-row md:p-0" data-testid="audit-event">
                    <td className="text-xs text-ink-500 md:px-4 md:py-2.5 md:text-sm md:whitespace-nowrap">{formatDateTime(event.at)}</td>
                    <td className={cn('font-medium md:px-4 md:py-2.5', TONE_STYLES[auditTone(event.action)])}>{auditActionLabel(event.action)}</td>
                    <td className={cn('break-all text-ink-700 md:table-cell md:px-4 md:py-2.5 md:break-normal md:whitespace-nowrap', !event.actor && 'hidden')}><Caption>By</Caption>{party(event.actor)}</td>
                    <td className={cn('break-all text-ink-700 md:table-cell md:px-4 md:py-2.5 md:break-normal md:whitespace-nowrap', !event.subject && 'hidden')}><Caption>Account</Caption>{party(event.subject)}</td>
                    <td className={cn('text-ink-600 tabular-nums md:table-cell md:px-4 md:py-2.5', !event.ip && 'hidden')}><Caption>IP</Caption>{event.ip ?? '—'}</td>
                    <td className="text-ink-700 md:min-w-56 md:px-4 md:py-2.5">{describeAuditDetails(event)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <LoadMore hasMore={Boolean(hasNextPage)} loading={isFetchingNextPage} onLoad={() => void fetchNextPage()} />
      </div>
    </div>
  );
}
