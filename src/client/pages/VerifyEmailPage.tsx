import { CircleAlert, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { EMAIL_VERIFICATION_MESSAGES } from '../../shared/api/email-verification';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { reasonOf, verifyEmail } from '../features/email-verification/email-verification-queries';
import { pendingInvitation } from '../features/firms/pending-invitation';
import { useAuth } from '../lib/auth/AuthProvider';
import { usePageTitle } from '../lib/use-page-title';

type Outcome = { status: 'pending' } | { status: 'verified' } | { status: 'failed'; reason: string };

/** Where the verification email's link lands: it hands the token in once and says whether the address is proven. */
export default function VerifyEmailPage() {
  usePageTitle('Verify your email address');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { state, refresh } = useAuth();
  const signedIn = state.status === 'authenticated';
  const [outcome, setOutcome] = useState<Outcome>(token ? { status: 'pending' } : { status: 'failed', reason: EMAIL_VERIFICATION_MESSAGES.invalidLink });
  const sent = useRef(false);
  const refreshed = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail(token)
      .then(() => setOutcome({ status: 'verified' }))
      .catch((error: unknown) => setOutcome({ status: 'failed', reason: reasonOf(error) }));
  }, [token]);
  // A signed-in holder's dashboard stops asking for the proof. Once: refreshing gives a new auth state and `refresh`.
  useEffect(() => {
    if (outcome.status !== 'verified' || !signedIn || refreshed.current) return;
    refreshed.current = true;
    void refresh();
  }, [outcome.status, signedIn, refresh]);

  if (outcome.status === 'pending') return <PageSpinner />;
  const verified = outcome.status === 'verified';
  // Issue #39: a firm invitation waiting for this proof is accepted next, once the session knows the address is proven.
  const invitation = verified && signedIn && state.user.emailVerified ? pendingInvitation() : null;
  if (invitation) return <Navigate to={invitation} replace />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className={`flex size-14 items-center justify-center rounded-full ${verified ? 'bg-emerald-50 text-emerald-700' : 'bg-brass-50 text-brass-600'}`}>
        {verified ? <MailCheck className="size-6" aria-hidden /> : <CircleAlert className="size-6" aria-hidden />}
      </span>
      <h1 className="mt-6 font-serif text-3xl font-semibold text-ink-950">
        {verified ? EMAIL_VERIFICATION_MESSAGES.verified : 'The address could not be verified'}
      </h1>
      <p role={verified ? 'status' : 'alert'} className="mt-3 text-ink-600">
        {verified ? EMAIL_VERIFICATION_MESSAGES.verifiedDetail : outcome.reason}
      </p>
      <Button asChild variant="dark" className="mt-8">
        <Link to={signedIn ? '/dashboard' : '/login'}>{signedIn ? 'Go to your dashboard' : 'Sign in'}</Link>
      </Button>
    </section>
  );
}
