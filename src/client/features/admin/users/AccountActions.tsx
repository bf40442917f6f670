import { ShieldCheck, ShieldOff, UserCheck, UserX } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminUserDetail } from '../../../../shared/api/admin';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { toast } from '../../../lib/use-toast';
import { StudioDialog } from '../../drafting/studio/StudioDialog';
import { problemMessage } from '../../research/research-errors';
import { useDisableUser, useEnableUser, useSetAdminRole } from '../admin-queries';
import { DrawerSection } from './DrawerSection';

type Pending = 'disable' | 'enable' | 'make-admin' | 'revoke-admin' | null;

const failed = (title: string) => (error: unknown) => toast({ title, description: problemMessage(error), variant: 'destructive' });

/** Disable or enable the account, make it an admin or revoke that; each asks first and says what happened. */
export function AccountActions({ user, isSelf }: { user: AdminUserDetail; isSelf: boolean }) {
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const disable = useDisableUser(user.id);
  const enable = useEnableUser(user.id);
  const role = useSetAdminRole(user.id);
  const close = () => setPending(null);
  const busy = disable.isPending || enable.isPending || role.isPending;

  const confirmDisable = () =>
    disable.mutate(reason.trim(), {
      onSuccess: () => {
        toast({ title: 'Account disabled', description: `${user.name} has been signed out everywhere and cannot sign in.`, variant: 'success' });
        setReason('');
        close();
      },
      onError: failed('The account was not disabled'),
    });
  const confirmEnable = () =>
    enable.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Account enabled', description: `${user.name} can sign in again.`, variant: 'success' });
        close();
      },
      onError: failed('The account was not enabled'),
    });
  const confirmRole = (admin: boolean) =>
    role.mutate(admin, {
      onSuccess: () => {
        toast({
          title: admin ? 'Administrator added' : 'Administrator removed',
          description: admin ? `${user.name} is now an administrator (the admin area opens once their phone MFA is on).` : `${user.name} is no longer an administrator.`,
          variant: 'success',
        });
        close();
      },
      onError: failed('The role was not changed'),
    });

  return (
    <DrawerSection title="Account">
      {isSelf && <p className="mb-3 text-sm text-ink-600">This is your own account: you cannot disable it.</p>}
      <div className="flex flex-wrap gap-2">
        {user.disabled ? (
          <Button variant="outline" onClick={() => setPending('enable')} disabled={busy}>
            <UserCheck aria-hidden /> Enable account
          </Button>
        ) : (
          <Button variant="outline" className="border-red-200 text-red-700 hover:bg-red-50" onClick={() => setPending('disable')} disabled={busy || isSelf}>
            <UserX aria-hidden /> Disable account
          </Button>
        )}
        {user.isAdmin ? (
          <Button variant="outline" onClick={() => setPending('revoke-admin')} disabled={busy}>
            <ShieldOff aria-hidden /> Revoke admin
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setPending('make-admin')} disabled={busy}>
            <ShieldCheck aria-hidden /> Make admin
          </Button>
        )}
      </div>

      {pending === 'disable' && (
        <StudioDialog
          title={`Disable ${user.name}?`}
          description="They are signed out everywhere at once and cannot sign in until an administrator enables the account. Their work and tokens are kept."
          onClose={close}
          role="alertdialog"
          footer={
            <>
              <Button variant="outline" onClick={close}>Cancel</Button>
              <Button className="bg-red-700 text-white hover:bg-red-800" onClick={confirmDisable} disabled={busy}>
                {disable.isPending ? 'Disabling…' : 'Disable account'}
              </Button>
            </>
          }
        >
          <Field label="Reason (optional)" htmlFor={reasonId} hint="Kept with the account and in the audit log; not shown to the user.">
            <Input id={reasonId} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Chargeback under review" />
          </Field>
        </StudioDialog>
      )}
      {pending === 'enable' && (
        <StudioDialog
          title={`Enable ${user.name}?`}
          description="They can sign in again with their password (and their phone code, if MFA is on)."
          onClose={close}
          footer={
            <>
              <Button variant="outline" onClick={close}>Cancel</Button>
              <Button variant="dark" onClick={confirmEnable} disabled={busy}>{enable.isPending ? 'Enabling…' : 'Enable account'}</Button>
            </>
          }
        />
      )}
      {(pending === 'make-admin' || pending === 'revoke-admin') && (
        <StudioDialog
          title={pending === 'make-admin' ? `Make ${user.name} an administrator?` : `Revoke ${user.name}'s administrator role?`}
          description={
            pending === 'make-admin'
              ? 'Administrators can see every account, change balances and roles, and read the audit log and the outbox. They must turn on phone MFA before the admin area opens for them.'
              : 'They keep their account and work, but lose the admin area at once.'
          }
          onClose={close}
          footer={
            <>
              <Button variant="outline" onClick={close}>Cancel</Button>
              <Button variant="dark" onClick={() => confirmRole(pending === 'make-admin')} disabled={busy}>
                {role.isPending ? 'Saving…' : pending === 'make-admin' ? 'Make administrator' : 'Revoke administrator'}
              </Button>
            </>
          }
        />
      )}
    </DrawerSection>
  );
}
