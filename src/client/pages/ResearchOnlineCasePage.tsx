import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import type { CaseDetail } from '../../shared/api/research';
import { PageSpinner } from '../components/ui/spinner';
import { casePath } from '../features/research/CaseName';
import { CaseNotFound } from '../features/research/case/CaseNotFound';
import { ProblemNotice } from '../features/research/ProblemNotice';
import { isNotFound, retryUnlessRefused } from '../features/research/research-errors';
import { usePageTitle } from '../lib/use-page-title';

/** Opens a CourtListener result: the server fetches and saves it to the corpus, then its case page is shown. */
export default function ResearchOnlineCasePage() {
  const { clusterId } = useParams();
  const valid = /^\d+$/.test(clusterId ?? '');
  const opened = useQuery<CaseDetail>({ queryKey: [`/api/research/online/${clusterId}`], retry: retryUnlessRefused, enabled: valid });
  usePageTitle('Case from CourtListener');

  if (!valid || isNotFound(opened.error)) return <CaseNotFound />;
  if (opened.isPending) return <PageSpinner />;
  if (opened.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ProblemNotice title="This case could not be fetched from CourtListener" error={opened.error} onRetry={() => void opened.refetch()} />
      </div>
    );
  }
  return <Navigate to={casePath(opened.data.id)} replace />;
}
