import { KeyRound } from 'lucide-react';
import { PageSpinner } from '../../components/ui/spinner';
import { ProblemNotice } from '../research/ProblemNotice';
import { useInvitations } from './admin-queries';
import { Badge } from './Badge';
import { formatDateTime } from './format';

const STATUS = {
  open: { label: 'Open', tone: 'good' },
  used: { label: 'Used', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'warning' },
} as const;

/** The code just created (shown once) and every invitation so far, with who made it and who used it. */
export function InvitationsTab({ created }: { created: { code: string; expiresAt: string } | null }) {
  const { data, isPending, isError, error, refetch } = useInvitations();
  return (
    <div className="grid gap-5">
      {created ? (
        <section aria-labelledby="new-code-title" className="rounded-2xl border border-brass-200 bg-brass-50 p-5">
          <h3 id="new-code-title" className="flex items-center gap-2 font-semibold text-ink-950">
            <KeyRound className="size-4 text-brass-600" aria-hidden /> New invitation code
          </h3>
          <p className="mt-3 font-mono text-2xl font-semibold tracking-wider text-ink-950" data-testid="invitation-code">{created.code}</p>
          <p className="mt-1 text-sm text-ink-600">
            Shown once: copy it now. It works once, at /admin-register, until {formatDateTime(created.expiresAt)}.
          </p>
        </section>
      ) : (
        <p className="text-sm text-ink-600">
          An invitation code lets one person register as an administrator at /admin-register within 7 days. Use “Create invitation code” above.
        </p>
      )}
      {isPending ? (
        <PageSpinner />
      ) : isError ? (
        <ProblemNotice title="The invitations could not be loaded" error={error} onRetry={() => void refetch()} />
      ) : data.invitations.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink-200 bg-white px-4 py-8 text-center text-ink-600">No invitations yet.</p>
      ) : (
        <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm">
          {data.invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
              <div className="min-w-0">
                <p className="text-ink-900">
                  Created {formatDateTime(invitation.createdAt)}
                  {invitation.createdBy && <span className="text-ink-500"> by {invitation.createdBy}</span>}
                </p>
                <p className="text-ink-500">
                  {invitation.usedAt ? `Used ${formatDateTime(invitation.usedAt)}${invitation.usedBy ? ` by ${invitation.usedBy}` : ''}` : `Expires ${formatDateTime(invitation.expiresAt)}`}
                </p>
              </div>
              <Badge tone={STATUS[invitation.status].tone}>{STATUS[invitation.status].label}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
