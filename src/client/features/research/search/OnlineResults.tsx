import { Link } from 'react-router';
import type { OnlineSearchResult, SearchResponse } from '../../../../shared/api/research';
import { courtName } from '../courts';
import { OnlineBadge, onlineCasePath } from '../OnlineBadge';
import { ProblemNotice } from '../ProblemNotice';
import { Snippet } from './Snippet';

function OnlineItem({ result }: { result: OnlineSearchResult }) {
  const meta = [result.citation, result.year, courtName(result.court)].filter(Boolean);
  return (
    <li className="rounded-xl border border-sky-100 bg-white p-5 shadow-sm transition-shadow hover:shadow-md" data-testid="online-result">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg leading-snug font-semibold text-ink-950">
          <Link
            to={onlineCasePath(result.clusterId)}
            className="font-serif italic underline decoration-ink-200 underline-offset-4 hover:text-ink-700 hover:decoration-brass-400"
          >
            {result.name}
          </Link>
        </h3>
        <OnlineBadge />
      </div>
      <p className="mt-1 text-xs font-medium tracking-wide text-ink-500">{meta.join(' · ')}</p>
      {result.snippet.length > 0 && (
        <div className="mt-3 border-l-2 border-sky-200 pl-3">
          <Snippet pieces={result.snippet} />
        </div>
      )}
    </li>
  );
}

/**
 * CourtListener's hits for the same search, after the local ones; opening one saves it to the corpus. When
 * CourtListener could not answer, says why (the local results above are unaffected).
 */
export function OnlineResults({ online }: { online: NonNullable<SearchResponse['online']> }) {
  if (online.error) {
    return <ProblemNotice title="CourtListener could not be searched" error={null} message={online.error.message} />;
  }
  if (online.results.length === 0) return null;
  return (
    <section aria-labelledby="online-results-title" className="mt-8">
      <h2 id="online-results-title" className="text-sm font-semibold text-ink-900">
        More from CourtListener
      </h2>
      <p className="mt-1 mb-3 text-sm text-ink-600">Not in the local corpus yet; a case you open is saved to it, so it is there offline afterwards.</p>
      <ol className="grid gap-4">
        {online.results.map((result) => (
          <OnlineItem key={result.clusterId} result={result} />
        ))}
      </ol>
    </section>
  );
}
