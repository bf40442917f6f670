import { useParams } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { DraftNotFound } from '../features/drafting/studio/DraftNotFound';
import { DraftStudio } from '../features/drafting/studio/DraftStudio';
import { useDraftDetail } from '../features/drafting/studio/draft-queries';
import { ProblemNotice } from '../features/research/ProblemNotice';
import { isNotFound } from '../features/research/research-errors';
import { usePageTitle } from '../lib/use-page-title';

/** /drafts/:id — the drafting studio. The draft is read afresh on opening; the studio then keeps its own copy. */
export default function DraftStudioPage() {
  const { id = '' } = useParams();
  const detail = useDraftDetail(id);
  const notFound = isNotFound(detail.error);
  usePageTitle(detail.data?.title ?? (notFound ? 'Draft not found' : 'Draft'));

  // A failed re-read while the studio is open keeps it open; only a missing draft, or none loaded, is a problem.
  if (notFound && !detail.data) return <DraftNotFound />;
  if (detail.isError && !detail.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ProblemNotice title="This draft could not be opened" error={detail.error} onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  if (!detail.data || !detail.isFetchedAfterMount) return <PageSpinner />;
  return <DraftStudio key={id} initial={detail.data} />;
}
