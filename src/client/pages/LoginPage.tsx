import { useState } from 'react';
import { Link } from 'react-router';
import { AuthCard } from '../features/auth/AuthCard';
import { LoginForm } from '../features/auth/LoginForm';
import { MfaChallenge } from '../features/auth/MfaChallenge';
import { useCompleteSignIn } from '../features/auth/use-complete-sign-in';
import type { SignInResult } from '../lib/auth/identity-api';
import { usePageTitle } from '../lib/use-page-title';

/** /login, and with variant 'admin' /admin-login: password first, then the phone step when the account has MFA. */
export function SignIn({ variant }: { variant: 'user' | 'admin' }) {
  const admin = variant === 'admin';
  usePageTitle(admin ? 'Admin Login' : 'Sign in');
  const complete = useCompleteSignIn(admin ? '/admin' : '/dashboard');
  const [challenge, setChallenge] = useState<{ phoneHint: string | null } | null>(null);

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
            <Link to="/signup" className="font-medium text-ink-900 underline underline-offset-4">
              Create an account
            </Link>
          </>
        )
      }
    >
      <LoginForm onResult={onResult} />
    </AuthCard>
  );
}

export default function LoginPage() {
  return <SignIn variant="user" />;
}
