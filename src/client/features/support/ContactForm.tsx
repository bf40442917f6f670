import { CheckCircle2, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { SUPPORT_LIMITS, type CreateTicketRequest, type TicketCreated } from '../../../shared/api/support';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { apiRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { failureText } from './failure-text';

function TicketConfirmation({ ticket, onAnother }: { ticket: TicketCreated; onAnother: () => void }) {
  return (
    <div role="status" className="grid gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-950">
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-emerald-600" aria-hidden />
        <div>
          <h3 className="text-lg font-semibold">Message sent: ticket #{ticket.ticketNumber}</h3>
          <p className="mt-1 text-sm leading-6">
            {ticket.confirmationSent
              ? <>We emailed a confirmation to <strong>{ticket.email}</strong>. A person on our team will reply to that address; quote ticket #{ticket.ticketNumber} if you write again.</>
              : <>Our team has your message and will reply to <strong>{ticket.email}</strong>. The confirmation email could not be sent just now; keep ticket #{ticket.ticketNumber} for reference.</>}
          </p>
        </div>
      </div>
      <Button variant="outline" onClick={onAnother} className="w-fit">
        Send another message
      </Button>
    </div>
  );
}

/** The /support contact form: it stores a ticket and emails our team; signed-in users find their name and email filled in. */
export function ContactForm() {
  const { state } = useAuth();
  const user = state.status === 'authenticated' ? state.user : null;
  const [ticket, setTicket] = useState<TicketCreated | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: keyof CreateTicketRequest) => String(form.get(name) ?? '');
    setBusy(true);
    setProblem(null);
    try {
      const body: CreateTicketRequest = { name: field('name'), email: field('email'), subject: field('subject'), message: field('message') };
      setTicket(await apiRequest<TicketCreated>('POST', '/api/support/tickets', body));
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  if (ticket) return <TicketConfirmation ticket={ticket} onAnother={() => setTicket(null)} />;
  const name = user ? user.displayName || `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    // Keyed by the user so the fields fill in once sign-in has been checked.
    <form key={user?.uid ?? 'visitor'} onSubmit={submit} className="grid gap-4" aria-describedby={problem ? 'contact-problem' : undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Your name" htmlFor="contact-name">
          <Input id="contact-name" name="name" autoComplete="name" required maxLength={SUPPORT_LIMITS.nameChars} defaultValue={name} />
        </Field>
        <Field label="Email for our reply" htmlFor="contact-email">
          <Input id="contact-email" name="email" type="email" autoComplete="email" required maxLength={SUPPORT_LIMITS.emailChars} defaultValue={user?.email ?? ''} />
        </Field>
      </div>
      <Field label="Subject" htmlFor="contact-subject">
        <Input id="contact-subject" name="subject" required maxLength={SUPPORT_LIMITS.subjectChars} />
      </Field>
      <Field label="Message" htmlFor="contact-message" hint="What you were doing, what you expected, and what happened instead. Please don't include client confidences.">
        <textarea
          id="contact-message"
          name="message"
          required
          rows={6}
          maxLength={SUPPORT_LIMITS.messageChars}
          className="w-full rounded-md border border-ink-200 bg-white px-3 py-2 text-sm leading-6 text-ink-900 shadow-xs placeholder:text-ink-400 focus:border-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300"
        />
      </Field>
      {problem && (
        <p id="contact-problem" role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {problem}
        </p>
      )}
      <Button type="submit" variant="dark" size="lg" disabled={busy} className="w-full sm:w-fit">
        <Send aria-hidden /> {busy ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
