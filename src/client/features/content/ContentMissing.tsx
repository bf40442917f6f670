import { Link, useLocation } from 'react-router';
import { PAGE_MESSAGES } from '../../../shared/messages';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';

/** An article address that names no article: the 404 screen, with the way back to the list it was looked for in. */
export function ContentMissing({ listLabel, listTo }: { listLabel: string; listTo: string }) {
  const { pathname } = useLocation();
  usePageTitle(PAGE_MESSAGES.notFoundTitle);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="font-serif text-7xl font-semibold text-brass-500" aria-hidden>404</p>
      <h1 className="mt-4 font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">{PAGE_MESSAGES.notFoundTitle}</h1>
      <p className="mt-4 text-ink-600">
        There is no article at <code className="rounded bg-ink-50 px-1.5 py-0.5 text-sm text-ink-800">{pathname}</code>. It may
        have been renamed; the list has every article we publish.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="dark">
          <Link to={listTo}>{listLabel}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Go to the home page</Link>
        </Button>
      </div>
    </section>
  );
}
