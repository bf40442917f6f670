import { Briefcase, ShieldCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { MatterHeader } from '../features/matters/MatterHeader';
import { MatterMembers } from '../features/matters/MatterMembers';
import { MatterUsage } from '../features/matters/MatterUsage';
import { MatterWork } from '../features/matters/MatterWork';
import { MATTERS_HREF } from '../features/matters/matter-links';
import { useMatter } from '../features/matters/matters-queries';
import { useViewer } from '../features/matters/use-viewer';
import { ProblemNotice } from '../features/research/ProblemNotice';
import { isNotFound } from '../features/research/research-errors';
import { usePageTitle } from '../lib/use-page-title';

function MatterNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-ink-50 text-ink-600">
        <Briefcase className="size-6" aria-hidden />
      </span>
      <h1 className="mt-6 font-serif text-3xl font-semibold text-ink-950">Matter not found</h1>
      <p className="mt-3 text-ink-600">It may have been deleted, or you are not one of its members.</p>
      <Button asChild variant="dark" className="mt-8">
        <Link to={MATTERS_HREF}>Go to your matters</Link>
      </Button>
    </section>
  );
}

/** A firm owner or admin outside the matter: they manage its wall, and the page says why its work is not shown. */
function OutsideTheWall() {
  return (
    <p className="mt-6 flex items-start gap-2.5 rounded-xl border border-brass-200 bg-brass-50 px-4 py-3 text-sm text-ink-800" data-testid="matter-wall-notice">
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brass-600" aria-hidden />
      You manage who is inside this matter’s ethical wall, but you are not one of its members, so its conversations, drafts and
      documents stay closed to you.
    </p>
  );
}

/** Issue #19: one matter: its details, members, work and usage. */
export default function MatterPage() {
  const { id = '' } = useParams();
  const viewer = useViewer();
  const matter = useMatter(id);
  usePageTitle(matter.data?.name ?? 'Matter');

  if (matter.isPending) return <PageSpinner />;
  if (matter.isError) {
    return isNotFound(matter.error) ? (
      <MatterNotFound />
    ) : (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <ProblemNotice title="The matter could not be opened" error={matter.error} onRetry={() => void matter.refetch()} />
      </div>
    );
  }
  const detail = matter.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <MatterHeader matter={detail} />
      {!detail.isMember && <OutsideTheWall />}
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        {detail.isMember && (
          <div className="min-w-0 lg:col-span-2">
            <MatterWork matterId={detail.id} />
          </div>
        )}
        <div className={detail.isMember ? 'grid content-start gap-6' : 'grid content-start gap-6 lg:col-span-3 lg:grid-cols-2'}>
          <MatterMembers matter={detail} viewerId={viewer.id} />
          <MatterUsage matter={detail} />
        </div>
      </div>
    </div>
  );
}
