import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../components/ui/button';
import { AuthCard } from '../features/auth/AuthCard';
import { NewPasswordFields, checkNewPassword } from '../features/auth/NewAccountFields';
import { identityApi } from '../lib/auth/identity-api';
import { usePageTitle } from '../lib/use-page-title';
import { toast } from '../lib/use-toast';

const LINK_PROBLEM = 'This reset link is invalid or has expired. Ask for a new one.';

/** The page the reset email links to: choose a new password (at least 6 characters). */
export default function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (!checkNewPassword(password, String(form.get('confirmPassword') ?? ''))) return;
    setBusy(true);
    try {
      await identityApi.resetPassword({ token: token ?? '', newPassword: password });
      toast({ title: 'Password changed', description: 'Sign in with your new password.', variant: 'success' });
      navigate('/login');
    } catch {
      toast({ title: 'Password reset failed', description: LINK_PROBLEM, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const askAgain = (
    <Link to="/forgot-password" className="font-medium text-ink-900 underline underline-offset-4">
      Ask for a new link
    </Link>
  );
  if (!token) {
    return (
      <AuthCard title="Choose a new password" footer={askAgain}>
        <p role="alert" className="text-sm text-red-700">{LINK_PROBLEM}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" subtitle="At least 6 characters." footer={askAgain}>
      <form onSubmit={submit} className="grid gap-4">
        <NewPasswordFields label="New password" />
        <Button type="submit" variant="dark" size="lg" disabled={busy}>
          {busy ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
