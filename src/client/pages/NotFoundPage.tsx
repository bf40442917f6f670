import { Link, useLocation } from 'react-router';
import { PAGE_MESSAGES } from '../../shared/messages';
import { Button } from '../components/ui/button';
import { usePageTitle } from '../lib/use-page-title';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle(PAGE_MESSAGES.notFoundTitle);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="font-serif text-7xl font-semibold text-brass-600">404</p>
      <h1 className="mt-4 font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">
        {PAGE_MESSAGES.notFoundTitle}
      </h1>
      <p className="mt-4 text-ink-600">
        We could not find <code className="rounded bg-ink-50 px-1.5 py-0.5 text-sm text-ink-800">{pathname}</code>. It
        may have moved, or the address may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="dark">
          <Link to="/">Go to the home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/help">Visit the help center</Link>
        </Button>
      </div>
    </section>
  );
}
