import type { CaseDetail } from '../../../../shared/api/research';
import { CaseName } from '../CaseName';
import { citationTail } from '../citation-tail';

export const timesCited = (count: number) => (count === 1 ? 'once' : `${count.toLocaleString('en-US')} times`);

/** The authorities this case's opinions cite, with how often; linked when the cited case is in the corpus. */
export function CitesList({ cites }: { cites: CaseDetail['cites'] }) {
  if (cites.length === 0) return <p className="text-sm text-ink-600">No citations to other cases were found in these opinions.</p>;
  return (
    <section aria-labelledby="cites-title">
      <h2 id="cites-title" className="font-semibold text-ink-950">
        Cites {cites.length.toLocaleString('en-US')} {cites.length === 1 ? 'authority' : 'authorities'}
      </h2>
      <ul className="mt-4 divide-y divide-ink-100 rounded-xl border border-ink-100 bg-white" data-testid="cites">
        {cites.map((authority, index) => (
          <li key={`${index}:${authority.citation}`} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
            <p className="min-w-0 text-ink-900">
              {authority.name ? <CaseName name={authority.name} caseId={authority.caseId} /> : <span className="text-ink-700">{authority.citation}</span>}
              <span className="text-sm text-ink-500">
                {citationTail(authority.name ? authority.citation : null, authority.year)}
              </span>
              {authority.caseId == null && <span className="ml-2 text-xs text-ink-400">not in the corpus</span>}
            </p>
            <p className="shrink-0 text-sm text-ink-600 tabular-nums">Cited {timesCited(authority.count)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
