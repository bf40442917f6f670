import { PageSpinner } from '../components/ui/spinner';
import { useDraftingTypes } from '../features/drafting/drafts-queries';
import { NewDraftFlow } from '../features/drafting/new/NewDraftFlow';
import { ProblemNotice } from '../features/research/ProblemNotice';
import { usePageTitle } from '../lib/use-page-title';

/** /drafts/new: choose a document and a jurisdiction, fill in its intake, and the studio opens to write it. */
export default function NewDraftPage() {
  usePageTitle('New draft');
  const catalogue = useDraftingTypes();

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <p className="text-sm font-semibold tracking-wider text-brass-600 uppercase">Drafting studio</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">New draft</h1>
      <p className="mt-3 max-w-3xl text-ink-600">
        Choose the document and the jurisdiction, and give the drafter the facts. The studio then writes the draft section by
        section, marks every gap left for you in [brackets], and checks its citations and, where a rule pack exists, the
        jurisdiction’s rules.
      </p>

      <div className="mt-8">
        {catalogue.isPending ? (
          <PageSpinner />
        ) : catalogue.isError ? (
          <ProblemNotice title="The document types could not be loaded" error={catalogue.error} onRetry={() => catalogue.refetch()} />
        ) : (
          <NewDraftFlow catalogue={catalogue.data} />
        )}
      </div>
    </div>
  );
}
