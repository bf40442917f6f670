import { Building2, Gift } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SIGNUP_MESSAGES } from '../../shared/messages';
import { Button } from '../components/ui/button';
import { Field, Input } from '../components/ui/input';
import { ToastAction } from '../components/ui/toast';
import { AuthCard } from '../features/auth/AuthCard';
import { signupErrorMessage } from '../features/auth/error-messages';
import { invitationIn, rememberInvitation } from '../features/firms/pending-invitation';
import { NameFields, NewPasswordFields, checkNewPassword } from '../features/auth/NewAccountFields';
import { apiRequest } from '../lib/api';
import { useAuth } from '../lib/auth/AuthProvider';
import { identityApi } from '../lib/auth/identity-api';
import { usePageTitle } from '../lib/use-page-title';
import { toast } from '../lib/use-toast';

export default function SignupPage() {
  usePageTitle('Create your account');
  const [params] = useSearchParams();
  const referralCode = params.get('ref')?.trim() || null;
  // Issue #39: from a firm invitation's link, the invited address is filled in and the join link comes next.
  const invitation = invitationIn(params.get('returnUrl'));
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    const [firstName, lastName, email, password, confirmPassword] = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'].map(value) as [string, string, string, string, string];

    if (!checkNewPassword(password, confirmPassword)) return;

    setBusy(true);
    try {
      // SPEC §4: create the account with the display name 'first last', then the referral, toast, dashboard.
      await identityApi.signUp({ email, password, name: `${firstName.trim()} ${lastName.trim()}` });
      await refresh();
      if (referralCode) {
        await apiRequest('POST', '/api/referrals/process', { referralCode }).catch((error: unknown) =>
          console.warn('The referral could not be processed', error),
        );
      }
      toast({ ...SIGNUP_MESSAGES.success, variant: 'success' });
      if (invitation) rememberInvitation(invitation.joinPath);
      navigate(invitation?.joinPath ?? '/dashboard');
    } catch (error) {
      const { message, emailInUse } = signupErrorMessage(error);
      toast(
        emailInUse
          ? {
              title: SIGNUP_MESSAGES.emailInUseToastTitle,
              description: message,
              variant: 'destructive',
              action: (
                <ToastAction altText={SIGNUP_MESSAGES.emailInUseAction} onClick={() => navigate('/login')}>
                  {SIGNUP_MESSAGES.emailInUseAction}
                </ToastAction>
              ),
            }
          : { title: SIGNUP_MESSAGES.toastTitle, description: message, variant: 'destructive' },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start with 10,000 free trial tokens. No card needed."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={invitation ? `/login?returnUrl=${encodeURIComponent(invitation.joinPath)}` : '/login'}
            className="font-medium text-ink-900 underline underline-offset-4"
          >
            Sign in
          </Link>
        </>
      }
    >
      {referralCode && (
        <div role="note" className="mb-6 flex items-center gap-3 rounded-lg border border-brass-200 bg-brass-50 px-4 py-3 text-sm text-ink-800">
          <Gift className="size-5 shrink-0 text-brass-600" aria-hidden />
          <span>
            You were invited with referral code <strong className="font-semibold tracking-wide">{referralCode}</strong>.
          </span>
        </div>
      )}
      {invitation && (
        <div role="note" className="mb-6 flex items-center gap-3 rounded-lg border border-ink-200 bg-ink-50 px-4 py-3 text-sm text-ink-800">
          <Building2 className="size-5 shrink-0 text-ink-600" aria-hidden />
          <span>
            You were invited to join a firm. Create your account with the address the invitation was sent to, then open
            the link we email you to prove it: you join the firm as soon as it is proven.
          </span>
        </div>
      )}
      <form onSubmit={submit} className="grid gap-4">
        <NameFields />
        <Field label="Email" htmlFor="email">
          <Input id="email" name="email" type="email" autoComplete="email" required defaultValue={invitation?.email} />
        </Field>
        <NewPasswordFields hint="At least 6 characters." />
        <Button type="submit" variant="dark" size="lg" className="mt-2" disabled={busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
