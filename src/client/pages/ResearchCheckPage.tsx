import { useMutation, useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import type { VerificationStatus, VerifyResponse } from '../../shared/api/citations';
import type { CorpusStatus } from '../../shared/api/research';
import { BriefForm } from '../features/research/check/BriefForm';
import { CheckSummary, summarySentence } from '../features/research/check/CheckSummary';
import { CitationEntry } from '../features/research/check/CitationEntry';
import { HighlightedBrief, showCitationEntry } from '../features/research/check/HighlightedBrief';
import { IndexCoverage } from '../features/research/IndexCoverage';
import { ReportDownload } from '../features/research/check/ReportDownload';
import { STATUS_STYLES } from '../features/research/check/status-styles';
import { useSavedBrief } from '../features/research/check/use-saved-brief';
import { retryUnlessRefused } from '../features/research/research-errors';
import { apiRequest } from '../lib/api';
import { usePageTitle } from '../lib/use-page-title';

export default function ResearchCheckPage() {
  usePageTitle('Check citations');
  const [text, setText] = useSavedBrief();
  const [filter, setFilter] = useState<VerificationStatus | null>(null);
  const status = useQuery<CorpusStatus>({ queryKey: ['/api/research/status'] });
  const check = useMutation({
    mutationFn: (brief: string) => apiRequest<VerifyResponse>('POST', '/api/citations/verify', { text: brief }),
    retry: retryUnlessRefused,
    onSuccess: () => setFilter(null),
  });
  // A citation hidden by the status filter is shown by clearing the filter first.
  const showCitation = useCallback((index: number) => {
    if (!showCitationEntry(index)) {
      flushSync(() => setFilter(null));
      showCitationEntry(index);
    }
  }, []);
  // Offsets index into the text that was checked, which the user may have edited since.
  const checkedText = check.variables;
  const result = check.isSuccess ? check.data : null;
  const listed = result?.citations.map((citation, index) => ({ citation, index })).filter(({ citation }) => !filter || citation.status === filter) ?? [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <p className="text-sm font-semibold tracking-wider text-brass-600 uppercase">
        <Link to="/research" className="hover:text-brass-700">Research</Link>
      </p>
      <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Check citations</h1>
      <p className="mt-3 max-w-3xl text-ink-600">
        Every citation is looked up: verified when the case exists and its name and year match, flagged when they do not. Each
        quotation attributed to a case is searched for in that case’s text.
      </p>
      <div className="mt-4 max-w-3xl empty:hidden">
        <IndexCoverage status={status.data} />
      </div>

      <div className="mt-8">
        <BriefForm text={text} onChange={setText} onCheck={() => check.mutate(text)} checking={check.isPending} error={check.isError ? check.error : null} />
      </div>

      {/* Announced once per check; the results themselves are too long for a live region. */}
      <p role="status" className="sr-only">
        {check.isPending ? 'Checking citations…' : result ? summarySentence(result) : ''}
      </p>

      {result && checkedText !== undefined && (
        <div className="mt-8 grid gap-6">
          <CheckSummary result={result} filter={filter} onFilter={setFilter} />
          <ReportDownload text={checkedText} />
          {checkedText !== text && (
            <p className="flex items-start gap-2 rounded-lg border border-brass-200 bg-brass-50 px-4 py-3 text-sm text-ink-800">
              <Info className="mt-0.5 size-4 shrink-0 text-brass-600" aria-hidden />
              The brief has changed since this check. Check again to update the marks.
            </p>
          )}
          {result.citations.length > 0 && (
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
              <HighlightedBrief text={checkedText} citations={result.citations} onShowCitation={showCitation} />
              <section aria-labelledby="citations-title">
                <h2 id="citations-title" className="font-semibold text-ink-950">
                  {filter ? `${STATUS_STYLES[filter].label} (${listed.length})` : 'Every citation, in order'}
                </h2>
                <ol className="mt-3 grid gap-3">
                  {listed.map(({ citation, index }) => (
                    <CitationEntry key={index} citation={citation} index={index} />
                  ))}
                </ol>
              </section>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
