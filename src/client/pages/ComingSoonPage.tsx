import { ArrowLeft, Check, Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { PlaceholderPage } from '../app/placeholder-pages';
import { Button } from '../components/ui/button';
import { usePageTitle } from '../lib/use-page-title';

/** A designed "coming soon" state for routes whose screens arrive in a later release. */
export default function ComingSoonPage({ page }: { page: PlaceholderPage }) {
  usePageTitle(page.title);
  return (
    <section className="relative overflow-hidden">
      <div className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-ink-50 to-transparent" aria-hidden />
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-wider text-brass-600 uppercase">{page.section}</p>
        <h1 className="mt-3 font-serif text-4xl font-semibold tracking-tight text-ink-950 sm:text-5xl">{page.title}</h1>
        <p className="mt-5 text-lg leading-8 text-ink-600">{page.summary}</p>

        <div className="mt-10 rounded-2xl border border-ink-100 bg-white p-6 shadow-sm sm:p-8">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-brass-50 text-brass-600">
              <Clock className="size-5" aria-hidden />
            </span>
            <div>
              <h2 className="font-semibold text-ink-900">Coming soon</h2>
              <p className="text-sm text-ink-500">This page is part of an upcoming release. Here is what it will offer.</p>
            </div>
          </div>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {page.highlights.map((item) => (
              <li key={item} className="flex items-start gap-2 text-sm text-ink-700">
                <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-10 flex flex-wrap gap-3">
          <Button asChild variant="dark">
            <Link to="/">
              <ArrowLeft aria-hidden /> Back to home
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/support">Contact support</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
