import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SIGNUP_MESSAGES } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { apiRequest } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { useAuth } from '../../lib/auth/AuthProvider';
import { toast } from '../../lib/use-toast';
import { NameFields, NewPasswordFields, checkNewPassword } from '../auth/NewAccountFields';

/** Creates an admin account with a code (the setup code, or an invitation), then signs the new admin in. */
export function AdminAccountForm({ endpoint, codeLabel, codeHint }: { endpoint: string; codeLabel: string; codeHint: string }) {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    if (!checkNewPassword(form.password ?? '', form.confirmPassword ?? '')) return;
    setBusy(true);
    try {
      const { code, firstName, lastName, email, password } = form;
      await apiRequest('POST', endpoint, { code, firstName, lastName, email, password });
      await refresh();
      toast({ title: 'Administrator account created', description: 'Turn on phone verification to open the admin area.', variant: 'success' });
      navigate('/dashboard');
    } catch (error) {
      const message = error instanceof ApiError && error.envelope ? error.envelope.message : SIGNUP_MESSAGES.other;
      toast({ title: SIGNUP_MESSAGES.toastTitle, description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <Field label={codeLabel} htmlFor="code" hint={codeHint}>
        <Input id="code" name="code" autoComplete="off" className="font-mono tracking-wider uppercase" required />
      </Field>
      <NameFields />
      <Field label="Email" htmlFor="email">
        <Input id="email" name="email" type="email" autoComplete="email" required />
      </Field>
      <NewPasswordFields />
      <Button type="submit" variant="dark" size="lg" disabled={busy}>
        {busy ? 'Creating…' : 'Create administrator account'}
      </Button>
    </form>
  );
}
