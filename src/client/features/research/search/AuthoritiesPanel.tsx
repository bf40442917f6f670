import { useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import type { z } from 'zod';
import type { authoritiesResponseSchema } from '../../../../shared/api/research';
import { apiRequest } from '../../../lib/api';
import { CaseName } from '../CaseName';
import { problemMessage, retryUnlessRefused } from '../research-errors';
import { authoritiesApiPath, type SearchFilters } from './search-filters';

type AuthoritiesResponse = z.infer<typeof authoritiesResponseSchema>;

const times = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'citation' : 'citations'}`;

/** Precedent analysis for a search: the cases the matching cases cite most. */
export function AuthoritiesPanel({ filters }: { filters: SearchFilters }) {
  const path = authoritiesApiPath(filters);
  const authorities = useQuery({
    queryKey: [path],
    queryFn: () => apiRequest<AuthoritiesResponse>('GET', path),
    retry: retryUnlessRefused,
  });
  const list = authorities.data?.authorities ?? [];

  return (
    <section aria-labelledby="authorities-title" className="rounded-2xl border border-ink-100 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-2">
        <Landmark className="size-4 text-brass-600" aria-hidden />
        <h2 id="authorities-title" className="font-semibold text-ink-950">Most-cited authorities</h2>
      </div>
      <p className="mt-1 text-xs text-ink-500">The cases that the cases matching this search cite most often.</p>
      {authorities.isPending && (
        <div role="status" aria-label="Loading authorities" className="mt-4 grid animate-pulse gap-3">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="h-8 rounded bg-ink-50" />
          ))}
        </div>
      )}
      {authorities.isError && <p className="mt-4 text-sm text-red-700">{problemMessage(authorities.error)}</p>}
      {authorities.isSuccess && list.length === 0 && <p className="mt-4 text-sm text-ink-600">No citations found among these cases.</p>}
      {list.length > 0 && (
        <ol className="mt-4 divide-y divide-ink-100" data-testid="authorities">
          {list.map((authority, index) => (
            <li key={`${index}:${authority.citation}`} className="flex items-baseline gap-3 py-2.5">
              <span className="w-5 shrink-0 text-right text-xs font-semibold text-ink-500 tabular-nums">{index + 1}</span>
              <div className="min-w-0 flex-1">
                <p className="text-sm leading-snug text-ink-900">
                  {authority.name ? <CaseName name={authority.name} caseId={authority.caseId} /> : authority.citation}
                </p>
                <p className="mt-0.5 text-xs text-ink-500">
                  {[authority.name ? authority.citation : null, authority.year, times(authority.count)].filter(Boolean).join(' · ')}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
