import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { SearchResponse } from '../../../../shared/api/research';
import { Button } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api';
import { CaseName } from '../CaseName';
import { courtName } from '../courts';
import { ProblemNotice } from '../ProblemNotice';
import { retryUnlessRefused } from '../research-errors';
import { OnlineResults } from './OnlineResults';
import { RankedAmongNotice } from './RankedAmongNotice';
import { searchApiPath, type SearchFilters } from './search-filters';
import { Snippet } from './Snippet';

type SearchResult = SearchResponse['results'][number];

function ResultItem({ result }: { result: SearchResult }) {
  const meta = [result.citation, result.year, courtName(result.court)].filter(Boolean);
  return (
    <li className="rounded-xl border border-ink-100 bg-white p-5 shadow-sm transition-shadow hover:shadow-md" data-testid="search-result">
      <h3 className="text-lg leading-snug font-semibold text-ink-950">
        <CaseName name={result.name} caseId={result.caseId} />
      </h3>
      <p className="mt-1 text-xs font-medium tracking-wide text-ink-500">{meta.join(' · ')}</p>
      {result.snippet.length > 0 && (
        <div className="mt-3 border-l-2 border-brass-200 pl-3">
          <Snippet pieces={result.snippet} />
        </div>
      )}
    </li>
  );
}

function ResultsSkeleton() {
  return (
    <ul aria-hidden className="grid gap-4">
      {[0, 1, 2].map((row) => (
        <li key={row} className="animate-pulse rounded-xl border border-ink-100 bg-white p-5">
          <div className="h-5 w-2/3 rounded bg-ink-100" />
          <div className="mt-2 h-3 w-1/3 rounded bg-ink-50" />
          <div className="mt-4 h-3 w-full rounded bg-ink-50" />
          <div className="mt-2 h-3 w-5/6 rounded bg-ink-50" />
        </li>
      ))}
    </ul>
  );
}

/** The results of a search, twenty at a time, with 'Load more' following the server's cursor. */
export function SearchResults({ filters }: { filters: SearchFilters }) {
  const search = useInfiniteQuery({
    queryKey: ['research-search', filters],
    queryFn: ({ pageParam }) => apiRequest<SearchResponse>('GET', searchApiPath(filters, pageParam)),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    retry: retryUnlessRefused,
  });

  if (search.isPending) {
    return (
      <div role="status" aria-label="Searching">
        <p className="sr-only">Searching…</p>
        <ResultsSkeleton />
      </div>
    );
  }
  if (search.isError && !search.data) {
    return <ProblemNotice title="The search did not run" error={search.error} onRetry={() => void search.refetch()} />;
  }

  const results = search.data.pages.flatMap((page) => page.results);
  // Only the first page asks CourtListener; its hits follow the local ones.
  const online = search.data.pages[0]?.online ?? null;
  const rankedAmong = search.data.pages[0]?.rankedAmong ?? null;
  if (results.length === 0 && !online?.results.length) {
    return (
      <div className="rounded-xl border border-dashed border-ink-200 bg-white px-6 py-12 text-center">
        <SearchX className="mx-auto size-8 text-ink-300" aria-hidden />
        <h3 className="mt-3 font-semibold text-ink-900">No cases match “{filters.q}”</h3>
        <p className="mt-1 text-sm text-ink-600">Check the spelling, try fewer or broader words, or widen the court and years.</p>
        {online && (
          <div className="mt-4 text-left">
            <OnlineResults online={online} />
          </div>
        )}
      </div>
    );
  }

  return (
    <div>
      <p className="mb-3 text-sm text-ink-600" aria-live="polite">
        {results.length === 0
          ? 'No case in the local corpus matches.'
          : `Showing ${results.length.toLocaleString('en-US')} ${results.length === 1 ? 'case' : 'cases'}${search.hasNextPage ? ', best matches first' : ''}`}
      </p>
      {rankedAmong && <RankedAmongNotice {...rankedAmong} />}
      <ol className="grid gap-4">
        {results.map((result, index) => (
          <ResultItem key={`${index}:${result.caseId}`} result={result} />
        ))}
      </ol>
      {search.isFetchNextPageError && (
        <div className="mt-4">
          <ProblemNotice title="More results could not be loaded" error={search.error} />
        </div>
      )}
      {search.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" onClick={() => void search.fetchNextPage()} disabled={search.isFetchingNextPage}>
            {search.isFetchingNextPage ? 'Loading more…' : 'Load more'}
          </Button>
        </div>
      )}
      {online && <OnlineResults online={online} />}
    </div>
  );
}
