import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { CaseDetail } from '../../shared/api/research';
import { PageSpinner } from '../components/ui/spinner';
import { CaseHeader } from '../features/research/case/CaseHeader';
import { CaseNotFound } from '../features/research/case/CaseNotFound';
import { CitedByList } from '../features/research/case/CitedByList';
import { CitesList } from '../features/research/case/CitesList';
import { OpinionsSection } from '../features/research/case/OpinionsSection';
import { Tabs } from '../features/research/case/Tabs';
import { TreatmentSignals } from '../features/research/case/TreatmentSignals';
import { ProblemNotice } from '../features/research/ProblemNotice';
import { isNotFound, retryUnlessRefused } from '../features/research/research-errors';
import { usePageTitle } from '../lib/use-page-title';

const TABS = ['opinion', 'cites', 'cited-by'] as const;
type TabId = (typeof TABS)[number];

/** Back to wherever the user came from (their search, another case); to the search page on a fresh visit. */
function BackLink() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const className = 'inline-flex items-center gap-1.5 text-sm font-medium text-ink-600 hover:text-ink-950';
  if (key === 'default') {
    return (
      <Link to="/research" className={className}>
        <ArrowLeft className="size-4" aria-hidden /> Case-law research
      </Link>
    );
  }
  return (
    <button type="button" onClick={() => navigate(-1)} className={className}>
      <ArrowLeft className="size-4" aria-hidden /> Back
    </button>
  );
}

export default function ResearchCasePage() {
  const { id } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const validId = /^\d+$/.test(id ?? '');
  const detail = useQuery<CaseDetail>({ queryKey: [`/api/research/cases/${id}`], retry: retryUnlessRefused, enabled: validId });
  const notFound = !validId || isNotFound(detail.error);
  usePageTitle(detail.data?.name ?? (notFound ? 'Case not found' : 'Case'));

  const requested = searchParams.get('tab');
  // A case known only from a citation index has no text to read, so it opens on the cases citing it.
  const defaultTab: TabId = detail.data?.opinions.length === 0 ? 'cited-by' : 'opinion';
  const tab: TabId = TABS.find((t) => t === requested) ?? defaultTab;
  // Tabs replace the history entry: Back leaves the case rather than stepping through its tabs.
  const selectTab = (next: TabId) => setSearchParams(next === defaultTab ? {} : { tab: next }, { replace: true });

  if (notFound) return <CaseNotFound />;
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ProblemNotice title="This case could not be loaded" error={detail.error} onRetry={() => void detail.refetch()} />
      </div>
    );
  }

  const data = detail.data;
  const count = (n: number) => <span className="rounded-full bg-ink-50 px-2 py-0.5 text-xs text-ink-600 tabular-nums">{n.toLocaleString('en-US')}</span>;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <BackLink />
      <div className="mt-4">
        <CaseHeader detail={data} />
        <TreatmentSignals treatments={data.treatments} />
      </div>
      <div className="mt-8">
        <Tabs
          label="Case sections"
          selected={tab}
          onSelect={selectTab}
          tabs={[
            { id: 'opinion', label: <>{data.opinions.length > 1 ? 'Opinions' : 'Opinion'} {count(data.opinions.length)}</> },
            { id: 'cites', label: <>Cites {count(data.cites.length)}</> },
            { id: 'cited-by', label: <>Cited by {count(data.citedBy.total)}</> },
          ]}
        >
          {tab === 'opinion' && <OpinionsSection key={data.id} detail={data} />}
          {tab === 'cites' && <CitesList cites={data.cites} />}
          {tab === 'cited-by' && <CitedByList citedBy={data.citedBy} />}
        </Tabs>
      </div>
    </div>
  );
}
