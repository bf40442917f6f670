import { CircleAlert, KeyRound, Link2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SSO_LINK_MESSAGES, type SsoLinkRequest } from '../../shared/api/sso-links';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { confirmSsoLink, previewSsoLink, reasonOf } from '../features/email-verification/email-verification-queries';
import { usePageTitle } from '../lib/use-page-title';

type Step =
  | { status: 'loading' }
  | { status: 'asking'; request: SsoLinkRequest; busy: boolean }
  | { status: 'linked'; request: SsoLinkRequest }
  | { status: 'failed'; reason: string };

/**
 * Where the email asking for consent to single sign-on lands (issue #40). Opening it only shows what would be
 * connected; the holder connects with the button, so a mail scanner that opens links connects nothing.
 */
export default function SsoLinkPage() {
  usePageTitle('Connect single sign-on');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [step, setStep] = useState<Step>(token ? { status: 'loading' } : { status: 'failed', reason: SSO_LINK_MESSAGES.invalid });
  const read = useRef(false);

  useEffect(() => {
    if (!token || read.current) return;
    read.current = true;
    previewSsoLink(token)
      .then((request) => setStep({ status: 'asking', request, busy: false }))
      .catch((error: unknown) => setStep({ status: 'failed', reason: reasonOf(error) }));
  }, [token]);

  async function connect(request: SsoLinkRequest) {
    setStep({ status: 'asking', request, busy: true });
    try {
      setStep({ status: 'linked', request: await confirmSsoLink(token ?? '') });
    } catch (error) {
      setStep({ status: 'failed', reason: reasonOf(error) });
    }
  }

  if (step.status === 'loading') return <PageSpinner />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {step.status === 'asking' && (
        <>
          <span className="flex size-14 items-center justify-center rounded-full bg-ink-50 text-ink-700">
            <KeyRound className="size-6" aria-hidden />
          </span>
          <h1 className="mt-6 font-serif text-3xl font-semibold text-ink-950">{SSO_LINK_MESSAGES.title}</h1>
          <p className="mt-3 text-ink-600">{SSO_LINK_MESSAGES.explain(step.request.firmName, step.request.issuer, step.request.email)}</p>
          <p className="mt-3 text-sm text-ink-500">{SSO_LINK_MESSAGES.notYou}</p>
          <Button variant="dark" className="mt-8" disabled={step.busy} onClick={() => void connect(step.request)}>
            {step.busy ? 'Connecting…' : SSO_LINK_MESSAGES.confirm}
          </Button>
        </>
      )}
      {step.status === 'linked' && (
        <>
          <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <Link2 className="size-6" aria-hidden />
          </span>
          <h1 className="mt-6 font-serif text-3xl font-semibold text-ink-950">Single sign-on connected</h1>
          <p role="status" className="mt-3 text-ink-600">{SSO_LINK_MESSAGES.confirmed(step.request.firmName)}</p>
          <Button asChild variant="dark" className="mt-8">
            <Link to="/login">Go to sign-in</Link>
          </Button>
        </>
      )}
      {step.status === 'failed' && (
        <>
          <span className="flex size-14 items-center justify-center rounded-full bg-brass-50 text-brass-600">
            <CircleAlert className="size-6" aria-hidden />
          </span>
          <h1 className="mt-6 font-serif text-3xl font-semibold text-ink-950">Nothing was connected</h1>
          <p role="alert" className="mt-3 text-ink-600">{step.reason}</p>
          <Button asChild variant="dark" className="mt-8">
            <Link to="/login">Go to sign-in</Link>
          </Button>
        </>
      )}
    </section>
  );
}
