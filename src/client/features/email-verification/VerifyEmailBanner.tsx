import { MailWarning } from 'lucide-react';
import { EMAIL_VERIFICATION_MESSAGES } from '../../../shared/api/email-verification';
import { Button } from '../../components/ui/button';
import { useResendVerification } from './email-verification-queries';

/** The dashboard's request to an account whose address is not proven yet (issue #40), with "Send the link again". */
export function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <section
      aria-labelledby="verify-email-title"
      className="mt-6 flex flex-col gap-3 rounded-lg border border-brass-200 bg-brass-50 px-4 py-3 text-sm text-ink-800 sm:flex-row sm:items-center"
    >
      <MailWarning className="size-5 shrink-0 text-brass-600" aria-hidden />
      <div className="min-w-0 flex-1">
        <h2 id="verify-email-title" className="font-semibold text-ink-950">{EMAIL_VERIFICATION_MESSAGES.bannerTitle}</h2>
        <p className="mt-0.5">{EMAIL_VERIFICATION_MESSAGES.banner(email)}</p>
      </div>
      <Button variant="outline" size="sm" className="shrink-0" disabled={resend.isPending || resend.isSuccess} onClick={() => resend.mutate()}>
        {resend.isPending ? 'Sending…' : resend.isSuccess ? 'Link sent' : EMAIL_VERIFICATION_MESSAGES.resend}
      </Button>
    </section>
  );
}
