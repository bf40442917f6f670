import { UserMinus, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { MatterDetail, MatterMember } from '../../../shared/api/matters';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/use-toast';
import { reasonOf, useFirm } from '../firms/firms-queries';
import { selectClass } from '../firms/InviteForm';
import { formatCount } from '../sessions/format';
import { addableMembers, canAddMembers, canRemoveMember } from './matter-members';
import { MATTERS_HREF } from './matter-links';
import { useAddMatterMember, useRemoveMatterMember } from './matters-queries';

function MemberRow({ matter, member, viewerId }: { matter: MatterDetail; member: MatterMember; viewerId: string }) {
  const remove = useRemoveMatterMember(matter.id);
  const navigate = useNavigate();
  const self = member.userId === viewerId;
  const confirmRemove = () => {
    const question = self
      ? `Leave ${matter.name}? Its conversations, drafts and documents will close to you until a member adds you again.`
      : `Remove ${member.name} from ${matter.name}? The matter’s work closes to them at once.`;
    if (!window.confirm(question)) return;
    remove.mutate(member.userId, {
      onSuccess: () => {
        if (!self) return;
        toast({ title: 'You left the matter', description: matter.name });
        navigate(MATTERS_HREF);
      },
    });
  };
  return (
    <li className="flex items-center justify-between gap-3 py-3" data-testid="matter-member">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-ink-900">
          {member.name}
          {self && <span className="ml-2 text-xs font-normal text-ink-500">(you)</span>}
        </p>
        <p className="truncate text-sm text-ink-600">{member.email}</p>
      </div>
      {canRemoveMember(matter, viewerId, member) && (
        <Button variant="ghost" size="sm" onClick={confirmRemove} disabled={remove.isPending} aria-label={self ? 'Leave the matter' : `Remove ${member.name}`}>
          <UserMinus aria-hidden /> {self ? 'Leave' : 'Remove'}
        </Button>
      )}
    </li>
  );
}

/** Adds a colleague from the matter's firm; the list is the firm's members not yet inside. */
function AddMemberForm({ matter }: { matter: MatterDetail }) {
  const selectId = useId();
  const firm = useFirm(matter.firmId);
  const add = useAddMatterMember(matter.id);
  const [userId, setUserId] = useState('');
  if (firm.isPending) return <p className="mt-4 text-sm text-ink-500">Loading the firm’s members…</p>;
  if (firm.isError) return <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">{reasonOf(firm.error)}</p>;
  const candidates = firm.data ? addableMembers(firm.data.members, matter.members) : [];
  if (candidates.length === 0) {
    return (
      <p className="mt-4 text-sm text-ink-600">
        Everyone in {matter.firmName} is in this matter.{' '}
        <Link to={`/firms?firm=${encodeURIComponent(matter.firmId)}`} className="font-medium text-ink-900 underline-offset-2 hover:underline">Invite colleagues to the firm</Link> to add more.
      </p>
    );
  }
  const chosen = candidates.some((member) => member.userId === userId) ? userId : candidates[0]!.userId;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ userId: chosen }, { onSuccess: () => setUserId('') });
  };
  return (
    <form onSubmit={submit} aria-label="Add a colleague to the matter" className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium text-ink-800">Add a colleague</label>
        <select id={selectId} value={chosen} onChange={(e) => setUserId(e.target.value)} className={`${selectClass} w-full min-w-0`}>
          {candidates.map((member) => (
            <option key={member.userId} value={member.userId}>{member.name} ({member.email})</option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="dark" className="h-11" disabled={add.isPending}>
        <UserPlus aria-hidden /> {add.isPending ? 'Adding…' : 'Add'}
      </Button>
    </form>
  );
}

/** Who is inside the matter's wall, with adding (members, managers) and removing (managers; anyone may leave). */
export function MatterMembers({ matter, viewerId }: { matter: MatterDetail; viewerId: string }) {
  return (
    <section aria-labelledby="matter-members-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="matter-members-title" className="font-semibold text-ink-950">Members</h2>
        <span className="text-sm text-ink-500">{formatCount(matter.members.length, 'member')}</span>
      </div>
      <p className="mt-1 text-sm text-ink-600">Only members can open the matter’s conversations, drafts and documents.</p>
      <ul aria-label="Members of the matter" className="mt-2 divide-y divide-ink-100">
        {matter.members.map((member) => (
          <MemberRow key={member.userId} matter={matter} member={member} viewerId={viewerId} />
        ))}
      </ul>
      {canAddMembers(matter) && <AddMemberForm matter={matter} />}
    </section>
  );
}
