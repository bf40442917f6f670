import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { CorpusStatus } from '../../shared/api/research';
import { IndexCoverage } from '../features/research/IndexCoverage';
import { LoadCaseLaw } from '../features/research/load/LoadCaseLaw';
import { AuthoritiesPanel } from '../features/research/search/AuthoritiesPanel';
import { CorpusStatusLine, EmptyCorpusNotice } from '../features/research/search/CorpusStatus';
import { filtersProblem, filtersToParams, readFilters, type SearchFilters } from '../features/research/search/search-filters';
import { SearchForm } from '../features/research/search/SearchForm';
import { SearchIntro } from '../features/research/search/SearchIntro';
import { SearchResults } from '../features/research/search/SearchResults';
import { usePageTitle } from '../lib/use-page-title';

export default function ResearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  usePageTitle(filters.q ? `${filters.q} · Case-law research` : 'Case-law research');
  // While an import is unfinished (the corpus partial), its progress is read again every few seconds.
  const status = useQuery<CorpusStatus>({ queryKey: ['/api/research/status'], refetchInterval: (query) => (query.state.data?.currentImport ? 5_000 : false) });
  const searching = filters.q !== '' && !filtersProblem(filters);
  const corpus = status.data;

  // Each search is a new history entry, so results are linkable and Back returns to the previous search.
  const search = (next: SearchFilters) => setSearchParams(filtersToParams(next));

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <p className="text-sm font-semibold tracking-wider text-brass-600 uppercase">Research</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Case-law research</h1>
      <div className="mt-4 empty:hidden">
        <LoadCaseLaw />
      </div>
      <div className="mt-3 min-h-6">{corpus && corpus.cases > 0 && <CorpusStatusLine status={corpus} />}</div>
      <div className="mt-3 max-w-3xl empty:hidden">
        <IndexCoverage status={corpus} />
      </div>

      <div className="mt-6">
        <SearchForm key={searchParams.toString()} initial={filters} onSearch={search} />
      </div>

      <div className="mt-8">
        {corpus?.cases === 0 ? (
          <EmptyCorpusNotice status={corpus} />
        ) : searching ? (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
            {/* A heading between the page's h1 and each result's h3, so the outline has no gap. */}
            <section aria-labelledby="results-title">
              <h2 id="results-title" className="sr-only">Results</h2>
              <SearchResults filters={filters} />
            </section>
            <aside className="lg:sticky lg:top-24 lg:self-start">
              <AuthoritiesPanel filters={filters} />
            </aside>
          </div>
        ) : (
          <SearchIntro />
        )}
      </div>
    </div>
  );
}
