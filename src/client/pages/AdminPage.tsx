import { KeyRound, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/ui/button';
import { apiRequest } from '../lib/api';
import { ApiError } from '../lib/api-error';
import { usePageTitle } from '../lib/use-page-title';
import { toast } from '../lib/use-toast';

/** The admin area. Today: inviting another administrator; users, analytics, audit log and outbox come next. */
export default function AdminPage() {
  usePageTitle('Administration');
  const [invitation, setInvitation] = useState<{ code: string; expiresAt: string } | null>(null);

  const invite = async () => {
    try {
      setInvitation(await apiRequest<{ code: string; expiresAt: string }>('POST', '/api/admin/invitations'));
    } catch (error) {
      const message = error instanceof ApiError && error.envelope ? error.envelope.message : 'The invitation could not be created.';
      toast({ title: 'Invitation failed', description: message, variant: 'destructive' });
    }
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold tracking-wider text-brass-600 uppercase">Administration</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Admin area</h1>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="invite-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <KeyRound className="size-5 text-brass-600" aria-hidden />
            <h2 id="invite-title" className="font-semibold text-ink-950">Invite an administrator</h2>
          </div>
          <p className="mt-2 text-sm text-ink-600">
            Creates a single-use code that expires in 7 days. The new admin registers with it at /admin-register.
          </p>
          {invitation ? (
            <div className="mt-4 rounded-lg border border-ink-100 bg-ink-50 p-4">
              <p className="font-mono text-lg font-semibold tracking-wider text-ink-950" data-testid="invitation-code">
                {invitation.code}
              </p>
              <p className="mt-1 text-xs text-ink-500">Shown once. Expires {new Date(invitation.expiresAt).toLocaleString()}.</p>
            </div>
          ) : (
            <Button variant="dark" className="mt-4" onClick={() => void invite()}>
              Create invitation code
            </Button>
          )}
        </section>
        <section aria-labelledby="soon-title" className="rounded-2xl border border-dashed border-ink-200 bg-white/60 p-6">
          <div className="flex items-center gap-3">
            <Users className="size-5 text-ink-500" aria-hidden />
            <h2 id="soon-title" className="font-semibold text-ink-950">Coming soon</h2>
          </div>
          <p className="mt-2 text-sm text-ink-600">User management, usage and visit analytics, the audit log and the outbox.</p>
        </section>
      </div>
    </div>
  );
}
