import { FileText, Laptop, MessagesSquare } from 'lucide-react';
import type { AdminUserDetail } from '../../../../shared/api/admin';
import { describeDevice, formatDate, formatDateTime, formatNumber } from '../format';

export function SessionList({ sessions }: { sessions: AdminUserDetail['sessions'] }) {
  if (sessions.length === 0) return <p className="text-sm text-ink-600">Not signed in anywhere.</p>;
  return (
    <ul className="divide-y divide-ink-100">
      {sessions.map((session) => (
        <li key={session.id} className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0">
          <Laptop className="mt-0.5 size-4 shrink-0 text-ink-400" aria-hidden />
          <div className="min-w-0 text-sm">
            <p className="font-medium text-ink-900" title={session.userAgent ?? undefined}>
              {describeDevice(session.userAgent)}
              {session.ipAddress && <span className="font-normal text-ink-500"> · {session.ipAddress}</span>}
            </p>
            <p className="text-ink-500">
              Last active {formatDateTime(session.lastActiveAt)} · signed in {formatDateTime(session.createdAt)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function LedgerList({ entries }: { entries: AdminUserDetail['ledger'] }) {
  if (entries.length === 0) return <p className="text-sm text-ink-600">No token activity yet.</p>;
  return (
    <ul className="divide-y divide-ink-100 text-sm" data-testid="admin-ledger">
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-baseline justify-between gap-4 py-2 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <p className="text-ink-900">{entry.description}</p>
            <p className="text-xs text-ink-500">
              {formatDateTime(entry.createdAt)} · {entry.kind.replace('_', ' ')}
            </p>
          </div>
          <span className={`shrink-0 font-medium tabular-nums ${entry.amount < 0 ? 'text-ink-700' : 'text-emerald-700'}`}>
            {entry.amount > 0 ? '+' : entry.amount < 0 ? '−' : ''}
            {formatNumber(Math.abs(entry.amount))}
          </span>
        </li>
      ))}
    </ul>
  );
}

function WorkColumn({ label, icon: Icon, work }: { label: string; icon: typeof FileText; work: AdminUserDetail['drafts'] }) {
  return (
    <div>
      <p className="flex items-center gap-2 text-sm font-medium text-ink-900">
        <Icon className="size-4 text-ink-500" aria-hidden /> {formatNumber(work.count)} {label}
      </p>
      {work.recent.length > 0 && (
        <ul className="mt-2 grid gap-1 text-xs text-ink-600">
          {work.recent.map((item) => (
            <li key={item.id} className="flex justify-between gap-3">
              <span className="truncate font-mono" title={item.id}>{item.id.slice(0, 8)}</span>
              <span className="shrink-0">
                {formatDate(item.updatedAt)} · {formatNumber(item.tokensUsed)} tokens
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function WorkSummary({ conversations, drafts }: Pick<AdminUserDetail, 'conversations' | 'drafts'>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <WorkColumn label={conversations.count === 1 ? 'conversation' : 'conversations'} icon={MessagesSquare} work={conversations} />
      <WorkColumn label={drafts.count === 1 ? 'draft' : 'drafts'} icon={FileText} work={drafts} />
    </div>
  );
}
