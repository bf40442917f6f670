import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { Field, Input } from '../components/ui/input';
import { AuthCard } from '../features/auth/AuthCard';
import { passwordResetErrorMessage } from '../features/auth/error-messages';
import { identityApi } from '../lib/auth/identity-api';
import { usePageTitle } from '../lib/use-page-title';
import { toast } from '../lib/use-toast';

export default function ForgotPasswordPage() {
  usePageTitle('Reset your password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setBusy(true);
    try {
      await identityApi.requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      toast({ title: 'Password reset failed', description: passwordResetErrorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const backToLogin = (
    <Link to="/login" className="font-medium text-ink-900 underline underline-offset-4">
      Back to sign in
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard title="Check your email" footer={backToLogin}>
        <div className="flex items-start gap-3 rounded-lg bg-emerald-50 px-4 py-4 text-sm text-emerald-950">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
          <p>
            We sent a link to <strong>{sentTo}</strong>. Open it within one hour to choose a new password; it works once.
          </p>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset your password" subtitle="Enter your email and we will send you a link to choose a new password." footer={backToLogin}>
      <form onSubmit={submit} className="grid gap-4">
        <Field label="Email" htmlFor="email">
          <Input id="email" name="email" type="email" autoComplete="email" required />
        </Field>
        <Button type="submit" variant="dark" size="lg" disabled={busy}>
          {busy ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  );
}
