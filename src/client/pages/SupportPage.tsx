import { BookOpen, GraduationCap, LifeBuoy, Mail, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { site } from '../features/site/content';
import { ContactForm } from '../features/support/ContactForm';
import { openSupportBot } from '../features/support/support-bot-store';
import { usePageTitle } from '../lib/use-page-title';

function Channel({ icon: Icon, title, children, action }: { icon: LucideIcon; title: string; children: ReactNode; action: ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <span className="flex size-10 items-center justify-center rounded-full bg-brass-50 text-brass-600" aria-hidden>
        <Icon className="size-5" />
      </span>
      <h2 className="mt-4 font-semibold text-ink-950">{title}</h2>
      <p className="mt-2 flex-1 text-sm leading-6 text-ink-600">{children}</p>
      <div className="mt-5">{action}</div>
    </li>
  );
}

/** /support: the ways to get help (the 24/7 bot, email, help center, tutorials) and the contact form. */
export default function SupportPage() {
  usePageTitle('Support', 'Ask the 24/7 support assistant, email our team, or browse the help center and step-by-step tutorials.');
  return (
    <div className="relative">
      <div className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-ink-50 to-transparent" aria-hidden />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wider text-brass-700 uppercase">Support</p>
          <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight text-ink-950 sm:text-5xl">How can we help?</h1>
          <p className="mt-4 text-lg leading-8 text-ink-600">
            Our support assistant answers questions about using VolnaDraft around the clock, and our team answers email.
            Training videos and user guides walk you through every tool.
          </p>
        </header>

        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <Channel icon={LifeBuoy} title="24/7 support assistant" action={<Button variant="dark" onClick={openSupportBot}>Ask the assistant</Button>}>
            Answers from our help center, with links to the articles it used. It helps with the product, not with legal
            questions.
          </Channel>
          <Channel
            icon={Mail}
            title="Email support"
            action={
              <a href={`mailto:${site.supportEmail}`} className="text-sm font-medium break-all text-ink-900 underline decoration-brass-400 underline-offset-4">
                {site.supportEmail}
              </a>
            }
          >
            Write to our team with the form below or by email, and a person replies.
          </Channel>
          <Channel icon={BookOpen} title="Help center" action={<Button asChild variant="outline"><Link to="/help">Browse the help center</Link></Button>}>
            Searchable answers about accounts, drafting, research, tokens and billing.
          </Channel>
          <Channel icon={GraduationCap} title="Training videos and user guides" action={<Button asChild variant="outline"><Link to="/tutorials">See the tutorials</Link></Button>}>
            Step-by-step tutorials with screenshots of the real app.
          </Channel>
        </ul>

        <section aria-labelledby="contact-heading" className="mt-16 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="contact-heading" className="font-serif text-2xl font-semibold text-ink-950">Send us a message</h2>
            <p className="mt-2 mb-6 text-sm leading-6 text-ink-600">We reply by email and give every message a ticket number.</p>
            <ContactForm />
          </div>
          <aside className="grid content-start gap-4 text-sm leading-6 text-ink-700">
            <div className="rounded-2xl bg-ink-50 p-5">
              <h3 className="font-semibold text-ink-950">Quicker answers</h3>
              <p className="mt-1">
                Many questions (signing in, tokens, exporting a draft) are answered in the{' '}
                <Link to="/help" className="font-medium underline underline-offset-4">help center</Link>.
              </p>
            </div>
            <div className="rounded-2xl bg-ink-50 p-5">
              <h3 className="font-semibold text-ink-950">Legal questions</h3>
              <p className="mt-1">
                Support helps with using VolnaDraft. For research on the law, ask{' '}
                <Link to="/chat" className="font-medium underline underline-offset-4">the assistant</Link>, which checks the
                citations in its answers.
              </p>
            </div>
          </aside>
        </section>
      </div>
    </div>
  );
}
