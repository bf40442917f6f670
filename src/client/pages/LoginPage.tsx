import { KeyRound, Mail } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../components/ui/button';
import { AuthCard } from '../features/auth/AuthCard';
import { invitationIn } from '../features/firms/pending-invitation';
import { LoginForm } from '../features/auth/LoginForm';
import { MfaChallenge } from '../features/auth/MfaChallenge';
import { ssoCallbackURL, ssoErrorMessage } from '../features/auth/single-sign-on';
import { OrDivider, SignInNotice, SsoSignInForm } from '../features/auth/SsoSignInForm';
import { useCompleteSignIn } from '../features/auth/use-complete-sign-in';
import type { SignInResult } from '../lib/auth/identity-api';
import { usePageTitle } from '../lib/use-page-title';

/** Sign-up keeps a firm invitation the visitor arrived with (issue #39); any other returnUrl stays here. */
function signupHref(returnUrl: string | null): string {
  const invitation = invitationIn(returnUrl);
  return invitation ? `/signup?returnUrl=${encodeURIComponent(invitation.joinPath)}` : '/signup';
}

interface SsoState {
  open: boolean;
  email: string;
  notice: { tone: 'error' | 'info'; text: string } | null;
}

/**
 * /login, and with variant 'admin' /admin-login: password first, then the phone step when the account has MFA.
 * People (not admins) may instead sign in through their firm's identity provider (issue #19); a refused attempt
 * comes back here as `?sso-error=<code>`.
 */
export function SignIn({ variant }: { variant: 'user' | 'admin' }) {
  const admin = variant === 'admin';
  usePageTitle(admin ? 'Admin Login' : 'Sign in');
  const complete = useCompleteSignIn(admin ? '/admin' : '/dashboard');
  const [params] = useSearchParams();
  const [challenge, setChallenge] = useState<{ phoneHint: string | null } | null>(null);
  const [sso, setSso] = useState<SsoState>(() => {
    const failed = admin ? null : ssoErrorMessage(params.get('sso-error'));
    return { open: false, email: '', notice: failed ? { tone: 'error', text: failed } : null };
  });

  const onResult = async (result: SignInResult) => {
    if (result.kind === 'second-factor') setChallenge({ phoneHint: result.phoneHint });
    else await complete(false);
  };

  if (challenge) {
    return <MfaChallenge variant={variant} phoneHint={challenge.phoneHint} onVerified={() => complete(true)} onCancel={() => setChallenge(null)} />;
  }
  return (
    <AuthCard
      title={admin ? 'Admin Login' : 'Sign in'}
      subtitle={admin ? 'Administrators sign in with a password and a code sent to their phone.' : 'Welcome back. Sign in to continue drafting.'}
      footer={
        admin ? (
          <>
            Have an invitation?{' '}
            <Link to="/admin-register" className="font-medium text-ink-900 underline underline-offset-4">
              Register as an admin
            </Link>
          </>
        ) : (
          <>
            New to VolnaDraft?{' '}
            <Link to={signupHref(params.get('returnUrl'))} className="font-medium text-ink-900 underline underline-offset-4">
              Create an account
            </Link>
          </>
        )
      }
    >
      {sso.notice && <SignInNotice tone={sso.notice.tone}>{sso.notice.text}</SignInNotice>}
      {sso.open ? (
        <SsoSignInForm defaultEmail={sso.email} callbackURL={ssoCallbackURL(params.get('returnUrl'))} />
      ) : (
        <LoginForm
          onResult={onResult}
          onSsoRequired={admin ? undefined : (email, text) => setSso({ open: true, email, notice: { tone: 'info', text } })}
        />
      )}
      {!admin && (
        <>
          <OrDivider />
          <Button type="button" variant="outline" size="lg" className="w-full" onClick={() => setSso((s) => ({ ...s, open: !s.open, notice: null }))}>
            {sso.open ? (
              <>
                <Mail aria-hidden /> Sign in with email and password
              </>
            ) : (
              <>
                <KeyRound aria-hidden /> Sign in with single sign-on
              </>
            )}
          </Button>
        </>
      )}
    </AuthCard>
  );
}

export default function LoginPage() {
  return <SignIn variant="user" />;
}
