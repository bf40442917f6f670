import { CircleAlert, KeyRound } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { LOGIN_MESSAGES } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { identityApi } from '../../lib/auth/identity-api';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/use-toast';
import { ssoStartErrorMessage } from './single-sign-on';

/**
 * Sign-in through the firm's identity provider (issue #19): the work email finds the firm, and the browser goes to
 * the provider's sign-in page; the provider sends it back to the server, which sets the session and opens
 * `callbackURL` (the dashboard when none).
 */
export function SsoSignInForm({ defaultEmail, callbackURL }: { defaultEmail: string; callbackURL: string | undefined }) {
  const [busy, setBusy] = useState(false);

  // Coming back with the browser's Back button restores this page as it was left, still busy.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setBusy(true);
    try {
      const { url } = await identityApi.startSso({ email, ...(callbackURL ? { callbackURL } : {}) });
      window.location.assign(url);
    } catch (error) {
      toast({ title: LOGIN_MESSAGES.toastTitle, description: ssoStartErrorMessage(error), variant: 'destructive' });
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Sign in with single sign-on" className="grid gap-4">
      <Field label="Work email" htmlFor="sso-email" hint="We take you to your firm’s sign-in page, then bring you back here.">
        <Input id="sso-email" name="email" type="email" autoComplete="email" required defaultValue={defaultEmail} autoFocus placeholder="you@yourfirm.com" />
      </Field>
      <Button type="submit" variant="dark" size="lg" disabled={busy}>
        <KeyRound aria-hidden /> {busy ? 'Opening your firm’s sign-in…' : 'Continue with single sign-on'}
      </Button>
    </form>
  );
}

/** A sentence above the sign-in forms: why single sign-on failed (error), or that the firm requires it (info). */
export function SignInNotice({ tone, children }: { tone: 'error' | 'info'; children: ReactNode }) {
  return (
    <p
      role="alert"
      className={cn(
        'mb-5 flex gap-2.5 rounded-xl border p-3 text-sm',
        tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-brass-200 bg-brass-50 text-ink-800',
      )}
    >
      <CircleAlert className={cn('mt-0.5 size-4 shrink-0', tone === 'error' ? 'text-red-600' : 'text-brass-600')} aria-hidden />
      <span>{children}</span>
    </p>
  );
}

/** The line between the password form and the way to single sign-on. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wider text-ink-500 uppercase" aria-hidden>
      <span className="h-px flex-1 bg-ink-100" />
      or
      <span className="h-px flex-1 bg-ink-100" />
    </div>
  );
}
