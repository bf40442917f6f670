import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldOff } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { AdminSsoRequirement } from '../../../shared/api/sso';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { PageSpinner } from '../../components/ui/spinner';
import { apiRequest } from '../../lib/api';
import { toast } from '../../lib/use-toast';
import { reasonOf } from '../firms/firms-queries';
import { ProblemNotice } from '../research/ProblemNotice';
import { ADMIN_PATH } from './admin-queries';
import { Badge } from './Badge';
import { formatDateTime } from './format';

type Requirements = { firms: AdminSsoRequirement[] };
const PATH = `${ADMIN_PATH}/sso-requirements`;
const STATUS = {
  verified: { label: 'Domain verified', tone: 'good' },
  pending: { label: 'Domain not verified: not enforced', tone: 'neutral' },
  expired: { label: 'Claim expired: not enforced', tone: 'neutral' },
} as const;

/** One firm's requirement, and lifting it with the reason the audit log keeps. */
function Requirement({ firm }: { firm: AdminSsoRequirement }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const queryClient = useQueryClient();
  const lift = useMutation({
    mutationFn: () => apiRequest<Requirements>('POST', `${ADMIN_PATH}/firms/${encodeURIComponent(firm.firmId)}/sso/lift-requirement`, { reason }),
    retry: false,
    onSuccess: (list) => {
      queryClient.setQueryData([PATH], list);
      toast({ title: 'Requirement lifted', description: `People at ${firm.emailDomain} can sign in with their password again.`, variant: 'success' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) lift.mutate();
  };
  return (
    <li className="grid gap-3 px-4 py-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-ink-950">{firm.firmName} <span className="font-normal text-ink-500">· {firm.emailDomain}</span></p>
          <p className="text-ink-500">Owners: {firm.ownerEmails.join(', ') || 'none'} · changed {formatDateTime(firm.updatedAt)}</p>
        </div>
        <Badge tone={STATUS[firm.status].tone}>{STATUS[firm.status].label}</Badge>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row" aria-label={`Lift ${firm.firmName}’s requirement`}>
        <label htmlFor={`${id}-reason`} className="sr-only">Reason</label>
        <Input id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} placeholder="Reason, kept in the audit log (e.g. ticket number)" className="sm:flex-1" />
        <Button type="submit" variant="outline" disabled={!reason.trim() || lift.isPending}>
          <ShieldOff aria-hidden /> {lift.isPending ? 'Lifting…' : 'Lift requirement'}
        </Button>
      </form>
      {lift.isError && <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-800">{reasonOf(lift.error)}</p>}
    </li>
  );
}

/** Firms that refuse password sign-in for their domain (issue #40); an admin lifts it when people are locked out. */
export function SsoRequirementsTab() {
  const { data, isPending, isError, error, refetch } = useQuery({ queryKey: [PATH], queryFn: () => apiRequest<Requirements>('GET', PATH), staleTime: 0 });
  return (
    <div className="grid gap-5">
      <p className="text-sm text-ink-600">
        A firm that requires single sign-on refuses password sign-in and sign-up at its email domain, once DNS has proven the firm
        holds the domain. Lifting it turns the requirement off (the firm’s owners can turn it on again); it is recorded in the audit log.
      </p>
      {isPending ? (
        <PageSpinner />
      ) : isError ? (
        <ProblemNotice title="The firms could not be loaded" error={error} onRetry={() => void refetch()} />
      ) : data.firms.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink-200 bg-white px-4 py-8 text-center text-ink-600">No firm requires single sign-on.</p>
      ) : (
        <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm">
          {data.firms.map((firm) => <Requirement key={firm.firmId} firm={firm} />)}
        </ul>
      )}
    </div>
  );
}
