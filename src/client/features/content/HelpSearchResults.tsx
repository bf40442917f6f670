import { Link } from 'react-router';
import type { HelpHit } from './help-search';

/** The articles a search found, or what to do when none answers it. The count is announced as it changes. */
export function HelpSearchResults({ query, hits }: { query: string; hits: HelpHit[] }) {
  return (
    <section aria-labelledby="help-results-title" className="mt-10">
      <h2 id="help-results-title" className="text-sm font-semibold text-ink-700" aria-live="polite" data-testid="help-results-count">
        {hits.length === 0
          ? `No article matches “${query}”`
          : `${hits.length === 1 ? '1 article matches' : `${hits.length} articles match`} “${query}”`}
      </h2>
      {hits.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-ink-100 bg-white p-6 text-ink-700 shadow-sm">
          <p>Try fewer or other words (for example “password”, “export” or “tokens”), or browse the topics.</p>
          <p className="mt-2">
            Our team answers on the{' '}
            <Link to="/support" className="font-medium text-ink-900 underline decoration-brass-400 underline-offset-4">
              support page
            </Link>
            .
          </p>
        </div>
      ) : (
        <ol className="mt-4 grid gap-3">
          {hits.map(({ entry, excerpt }) => (
            <li key={entry.slug} className="rounded-2xl border border-ink-100 bg-white p-5 shadow-sm hover:border-ink-300" data-testid="help-result">
              <Link to={`/help/${entry.slug}`} className="font-serif text-lg font-semibold text-ink-950 hover:underline">
                {entry.meta.title}
              </Link>
              <p className="mt-1 text-sm text-ink-600">{entry.meta.description}</p>
              {excerpt && <p className="mt-2 border-l-2 border-brass-300 pl-3 text-sm text-ink-600">{excerpt}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
