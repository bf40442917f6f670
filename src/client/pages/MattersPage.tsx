import { Briefcase, Building2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { reasonOf, useFirms } from '../features/firms/firms-queries';
import { matterHref } from '../features/matters/matter-links';
import { MatterList } from '../features/matters/MatterList';
import { useMatters } from '../features/matters/matters-queries';
import { NewMatterForm } from '../features/matters/NewMatterForm';
import { usePageTitle } from '../lib/use-page-title';

const WALL = 'A matter keeps one client’s conversations, drafts and documents together and shares them only with the colleagues you add to it. Everyone else in the firm, owners included, cannot open them: an ethical wall.';

/** Without a firm there is nowhere to open a matter: the way to one. */
function NoFirm() {
  return (
    <section aria-labelledby="no-firm-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
      <Building2 className="size-6 text-brass-600" aria-hidden />
      <h2 id="no-firm-title" className="mt-3 font-semibold text-ink-950">Matters live in a firm</h2>
      <p className="mt-1 mb-4 text-sm text-ink-600">Create a firm, or accept a colleague’s invitation, then open matters in it.</p>
      <Button asChild variant="dark" className="w-full">
        <Link to="/firms">Go to your firms</Link>
      </Button>
    </section>
  );
}

function NoMatters({ inFirm }: { inFirm: boolean }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-14 text-center" data-testid="matters-empty">
      <span className="flex size-12 items-center justify-center rounded-full bg-ink-900 text-brass-300">
        <Briefcase className="size-6" aria-hidden />
      </span>
      <h2 className="mt-4 font-serif text-2xl font-semibold text-ink-950">No matters yet</h2>
      <p className="mt-2 max-w-md text-ink-600">{WALL}</p>
      {!inFirm && (
        <Button asChild variant="dark" className="mt-6">
          <Link to="/firms">Create or join a firm</Link>
        </Button>
      )}
    </div>
  );
}

/** Issue #19: the user's matters in every firm, and opening a new one. */
export default function MattersPage() {
  usePageTitle('Matters');
  const navigate = useNavigate();
  const firms = useFirms();
  const matters = useMatters();
  const firmList = firms.data?.firms ?? [];
  const matterList = matters.data?.matters ?? [];
  const error = firms.error ?? matters.error;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold tracking-wider text-brass-600 uppercase">Workspace</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Matters</h1>
      <p className="mt-2 max-w-2xl text-ink-600">
        Client matters you work on with colleagues. Work started in a matter is shared with its members, and its tokens come from the firm’s pool.
      </p>

      {firms.isPending || matters.isPending ? (
        <PageSpinner />
      ) : error ? (
        <p role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">{reasonOf(error)}</p>
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <div className="grid content-start gap-6">
            {firmList.length > 0 ? (
              <section aria-labelledby="new-matter-title" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
                <h2 id="new-matter-title" className="font-semibold text-ink-950">New matter</h2>
                <p className="mt-1 mb-4 text-sm text-ink-600">You become its first member and can add colleagues from the firm.</p>
                <NewMatterForm firms={firmList} onCreated={(id) => navigate(matterHref(id))} />
              </section>
            ) : (
              <NoFirm />
            )}
          </div>
          <div className="order-first lg:order-none lg:col-span-2">{matterList.length > 0 ? <MatterList matters={matterList} /> : <NoMatters inFirm={firmList.length > 0} />}</div>
        </div>
      )}
    </div>
  );
}
