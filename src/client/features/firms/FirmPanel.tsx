import { Mail, UserMinus, Users } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { FIRM_SEAT_RULE, type FirmDetail, type FirmMember, type FirmRole } from '../../../shared/api/firms';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth/AuthProvider';
import { canManage, canRemove, roleChoices, ROLE_LABELS, seatsLabel } from './firm-permissions';
import { reasonOf, useChangeRole, useFirm, useRemoveMember, useRevokeInvitation } from './firms-queries';
import { InviteForm, selectClass } from './InviteForm';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function MemberRow({ firm, member, viewerId, owners }: { firm: FirmDetail; member: FirmMember; viewerId: string; owners: number }) {
  const changeRole = useChangeRole(firm.id);
  const remove = useRemoveMember(firm.id);
  const navigate = useNavigate();
  const choices = roleChoices(firm.role, member, owners);
  const self = member.userId === viewerId;
  const removable = canRemove(firm.role, viewerId, member, owners);
  const confirmRemove = () => {
    const question = self ? `Leave ${firm.name}? You will need a new invitation to come back.` : `Remove ${member.name} from ${firm.name}?`;
    if (!window.confirm(question)) return;
    remove.mutate(member.userId, { onSuccess: () => self && navigate('/firms') });
  };
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-ink-900">
          {member.name}
          {self && <span className="ml-2 text-xs font-normal text-ink-500">(you)</span>}
        </p>
        <p className="truncate text-sm text-ink-600">{member.email}</p>
      </div>
      <div className="flex items-center gap-2">
        {choices.length > 0 ? (
          <select
            aria-label={`Role of ${member.name}`}
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(e) => changeRole.mutate({ userId: member.userId, role: e.target.value as FirmRole })}
            className={`${selectClass} h-9`}
          >
            {choices.map((role) => (
              <option key={role} value={role}>{ROLE_LABELS[role]}</option>
            ))}
          </select>
        ) : (
          <span className="rounded-full bg-ink-50 px-2.5 py-1 text-xs font-medium text-ink-700">{ROLE_LABELS[member.role]}</span>
        )}
        {removable && (
          <Button variant="ghost" size="sm" onClick={confirmRemove} disabled={remove.isPending}>
            <UserMinus aria-hidden /> {self ? 'Leave' : 'Remove'}
          </Button>
        )}
      </div>
    </li>
  );
}

function Invitations({ firm }: { firm: FirmDetail }) {
  const revoke = useRevokeInvitation(firm.id);
  if (firm.invitations.length === 0) return <p className="mt-3 text-sm text-ink-500">No pending invitations.</p>;
  return (
    <ul aria-label="Pending invitations" className="mt-3 divide-y divide-ink-100">
      {firm.invitations.map((invitation) => (
        <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
          <span className="flex min-w-0 items-center gap-2 text-ink-800">
            <Mail className="size-4 shrink-0 text-ink-400" aria-hidden />
            <span className="truncate">{invitation.email}</span>
            <span className="text-ink-500">· {ROLE_LABELS[invitation.role]} · expires {day(invitation.expiresAt)}</span>
          </span>
          <Button variant="ghost" size="sm" onClick={() => revoke.mutate(invitation.id)} disabled={revoke.isPending}>
            Revoke
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** One firm: seats, members with their roles, and for owners and admins the invitations. */
export function FirmPanel({ firmId }: { firmId: string }) {
  const { state } = useAuth();
  const { data: firm, error, isLoading } = useFirm(firmId);
  if (isLoading) return <PageSpinner />;
  if (!firm) return <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">{reasonOf(error)}</p>;
  const viewerId = state.status === 'authenticated' ? state.user.uid : '';
  const owners = firm.members.filter((m) => m.role === 'owner').length;
  const full = firm.seatsUsed >= firm.seats;
  return (
    <section aria-labelledby="firm-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="firm-title" className="font-serif text-2xl font-semibold text-ink-950">{firm.name}</h2>
          <p className="mt-1 text-sm text-ink-600">Your role: {ROLE_LABELS[firm.role]}</p>
        </div>
        <p className={`flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium ${full ? 'bg-brass-50 text-brass-700' : 'bg-ink-50 text-ink-700'}`} data-testid="firm-seats">
          <Users className="size-4" aria-hidden /> {seatsLabel(firm.seatsUsed, firm.seats)}
        </p>
      </div>

      <h3 className="mt-6 text-sm font-semibold tracking-wider text-ink-500 uppercase">Members</h3>
      <ul aria-label="Members" className="mt-1 divide-y divide-ink-100">
        {firm.members.map((member) => (
          <MemberRow key={member.userId} firm={firm} member={member} viewerId={viewerId} owners={owners} />
        ))}
      </ul>

      {canManage(firm.role) && (
        <div className="mt-6 border-t border-ink-100 pt-6">
          <h3 className="text-sm font-semibold tracking-wider text-ink-500 uppercase">Invite a colleague</h3>
          <p className={`mt-1 mb-3 text-sm ${full ? 'rounded-lg bg-brass-50 px-3 py-2 text-ink-800' : 'text-ink-600'}`} data-testid="seat-rule">
            {FIRM_SEAT_RULE}
            {full && (
              <>
                {' '}
                All seats are taken now.{' '}
                <Link to="/plans" className="font-medium underline underline-offset-4">
                  See the plans
                </Link>
              </>
            )}
          </p>
          <InviteForm firmId={firm.id} />
          <h3 className="mt-6 text-sm font-semibold tracking-wider text-ink-500 uppercase">Pending invitations</h3>
          <Invitations firm={firm} />
        </div>
      )}
    </section>
  );
}
