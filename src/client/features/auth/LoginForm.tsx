import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LOGIN_MESSAGES } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { identityApi, type SignInResult } from '../../lib/auth/identity-api';
import { toast } from '../../lib/use-toast';
import { loginErrorMessage } from './error-messages';
import { PasswordInput } from './PasswordInput';
import { ssoRequiredMessage } from './single-sign-on';

interface Props {
  onResult: (result: SignInResult) => Promise<void>;
  /** The address's firm requires single sign-on (issue #19): the page offers it instead of a failure toast. */
  onSsoRequired?: (email: string, message: string) => void;
}

/** SPEC §2 login: email and password (with show/hide), 'Sign In', 'Forgot your password?', and sign-up. */
export function LoginForm({ onResult, onSsoRequired }: Props) {
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    setBusy(true);
    try {
      const result = await identityApi.signIn({ email, password: String(form.get('password') ?? '') });
      await onResult(result);
    } catch (error) {
      const ssoRequired = ssoRequiredMessage(error);
      if (ssoRequired && onSsoRequired) return onSsoRequired(email.trim(), ssoRequired);
      toast({ title: LOGIN_MESSAGES.toastTitle, description: loginErrorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <Field label="Email" htmlFor="email">
        <Input id="email" name="email" type="email" autoComplete="email" required />
      </Field>
      <Field label="Password" htmlFor="password">
        <PasswordInput id="password" name="password" autoComplete="current-password" required />
      </Field>
      <div className="-mt-1 text-right">
        <Link to="/forgot-password" className="text-sm font-medium text-ink-700 underline-offset-4 hover:underline">
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" variant="dark" size="lg" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
