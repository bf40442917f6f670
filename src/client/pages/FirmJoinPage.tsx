import { Building2, CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { usePageTitle } from '../lib/use-page-title';
import { ROLE_LABELS } from '../features/firms/firm-permissions';
import { reasonOf, useJoinFirm } from '../features/firms/firms-queries';
import { forgetInvitation, rememberInvitation } from '../features/firms/pending-invitation';
import { useResendVerification } from '../features/email-verification/email-verification-queries';
import { EMAIL_VERIFICATION_MESSAGES } from '../../shared/api/email-verification';
import { ApiError } from '../lib/api-error';
import { useAuth } from '../lib/auth/AuthProvider';

function ResendVerificationButton() {
  const resend = useResendVerification();
  return (
    <Button variant="dark" className="mt-8" disabled={resend.isPending || resend.isSuccess} onClick={() => resend.mutate()}>
      {resend.isPending ? 'Sending…' : resend.isSuccess ? 'Link sent: check your email' : EMAIL_VERIFICATION_MESSAGES.resend}
    </Button>
  );
}

/**
 * Accepts a firm invitation from its email link (signed in or signed up first through the returnUrl), once. While
 * the address is unproven the link is remembered, and the verification page brings the user back here (issue #39).
 */
export default function FirmJoinPage() {
  usePageTitle('Join a firm');
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const token = params.get('token');
  const join = useJoinFirm();
  const { state, refresh } = useAuth();
  // An invitation is accepted only by the proven holder of its address (issue #40): offer the proof's link again.
  const unproven = state.status === 'authenticated' && !state.user.emailVerified;
  // The server checks the address before its proof: a 412 to an unproven holder is the proof missing, not the invitation.
  const awaitsProof = unproven && join.error instanceof ApiError && join.error.status === 412;
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    join.mutate(token);
  }, [token, join]);
  useEffect(() => {
    if (awaitsProof) rememberInvitation(`${pathname}${search}`);
    else if (join.isSuccess || join.isError) forgetInvitation();
  }, [join.isSuccess, join.isError, awaitsProof, pathname, search]);
  const retry = async () => {
    await refresh();
    if (token) join.mutate(token);
  };

  if (token && (join.isIdle || join.isPending)) return <PageSpinner />;
  const firm = join.data;
  const problem = !token ? 'This link has no invitation in it. Open the link from the invitation email again.' : join.isError ? reasonOf(join.error) : null;

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {firm ? (
        <>
          <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <Building2 className="size-6" aria-hidden />
          </span>
          <h1 className="mt-6 font-serif text-3xl font-semibold text-ink-950">You joined {firm.name}</h1>
          <p className="mt-3 text-ink-600">
            Your role: {ROLE_LABELS[firm.role]}. {firm.members.length} {firm.members.length === 1 ? 'member' : 'members'} in the firm.
          </p>
          <Button asChild variant="dark" className="mt-8">
            <Link to={`/firms?firm=${encodeURIComponent(firm.id)}`}>Open the firm</Link>
          </Button>
        </>
      ) : (
        <>
          <span className="flex size-14 items-center justify-center rounded-full bg-brass-50 text-brass-600">
            <CircleAlert className="size-6" aria-hidden />
          </span>
          <h1 className="mt-6 font-serif text-3xl font-semibold text-ink-950">
            {awaitsProof ? 'Verify your address to join the firm' : 'The invitation could not be accepted'}
          </h1>
          <p role="alert" className="mt-3 text-ink-600">{problem}</p>
          {awaitsProof ? (
            <>
              <p className="mt-3 text-ink-600">You join as soon as you open the link, in this browser. Opened it elsewhere? Join from here.</p>
              <div className="flex flex-wrap justify-center gap-3">
                <ResendVerificationButton />
                <Button variant="outline" className="mt-8" disabled={join.isPending} onClick={() => void retry()}>
                  I have verified it: join now
                </Button>
              </div>
            </>
          ) : (
            <Button asChild variant="dark" className="mt-8">
              <Link to="/firms">Go to your firms</Link>
            </Button>
          )}
        </>
      )}
    </section>
  );
}
