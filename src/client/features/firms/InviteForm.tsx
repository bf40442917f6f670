import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { InvitedRole } from '../../../shared/api/firms';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { useInvite } from './firms-queries';

const selectClass = 'h-11 rounded-md border border-ink-200 bg-white px-3 text-sm text-ink-900 shadow-xs focus:border-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300';

/** Invites a colleague by email; the server sends the link and refuses beyond the firm's seats with its reason. */
export function InviteForm({ firmId }: { firmId: string }) {
  const emailId = useId();
  const roleId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitedRole>('member');
  const invite = useInvite(firmId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ email: email.trim(), role }, { onSuccess: () => setEmail('') });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Invite a colleague">
      <div className="grid flex-1 gap-1.5">
        <Label htmlFor={emailId}>Email</Label>
        <Input id={emailId} type="email" required autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="colleague@yourfirm.com" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={roleId}>Role</Label>
        <select id={roleId} value={role} onChange={(e) => setRole(e.target.value as InvitedRole)} className={selectClass}>
          <option value="member">Member</option>
          <option value="admin">Admin</option>
        </select>
      </div>
      <Button type="submit" variant="dark" className="h-11" disabled={invite.isPending}>
        <Send aria-hidden /> {invite.isPending ? 'Sending…' : 'Send invitation'}
      </Button>
    </form>
  );
}

export { selectClass };
