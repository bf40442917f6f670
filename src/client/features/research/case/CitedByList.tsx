import { useState } from 'react';
import type { CaseDetail } from '../../../../shared/api/research';
import { Button } from '../../../components/ui/button';
import { CaseName } from '../CaseName';
import { citationTail } from '../citation-tail';
import { timesCited } from './CitesList';
import { TreatmentBadge } from './TreatmentBadge';

type CitingCase = CaseDetail['citedBy']['cases'][number];

const FIRST_PASSAGES = 2;

function CitingCaseItem({ citing }: { citing: CitingCase }) {
  const [showAll, setShowAll] = useState(false);
  const passages = showAll ? citing.passages : citing.passages.slice(0, FIRST_PASSAGES);
  return (
    <li className="rounded-xl border border-ink-100 bg-white p-5 shadow-sm" data-testid="citing-case">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
        <h3 className="font-semibold text-ink-950">
          <CaseName name={citing.name} caseId={citing.caseId} />
          <span className="text-sm font-normal text-ink-500">
            {citationTail(citing.citation, citing.year)}
          </span>
        </h3>
        <p className="shrink-0 text-sm text-ink-600">Cites it {timesCited(citing.count)}</p>
      </div>
      {passages.length > 0 && (
        <ul className="mt-3 grid gap-3">
          {passages.map((passage, index) => (
            <li key={index} className="border-l-2 border-brass-200 pl-3">
              {passage.treatment && <TreatmentBadge treatment={passage.treatment} className="mb-1.5" />}
              <blockquote className="font-serif text-[0.95rem] leading-7 text-ink-800">“{passage.text}”</blockquote>
            </li>
          ))}
        </ul>
      )}
      {citing.passages.length > FIRST_PASSAGES && (
        <Button variant="link" size="sm" className="mt-2 px-0" onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer passages' : `Show all ${citing.passages.length} passages`}
        </Button>
      )}
    </li>
  );
}

/** Later cases citing this one, with the passages where they do and any treatment those passages state. */
export function CitedByList({ citedBy }: { citedBy: CaseDetail['citedBy'] }) {
  if (citedBy.total === 0) return <p className="text-sm text-ink-600">No case in the corpus cites this one yet.</p>;
  const shownCount = citedBy.cases.length;
  return (
    <section aria-labelledby="cited-by-title">
      <h2 id="cited-by-title" className="font-semibold text-ink-950">
        Cited by {citedBy.total.toLocaleString('en-US')} {citedBy.total === 1 ? 'case' : 'cases'}
      </h2>
      {shownCount < citedBy.total && (
        <p className="mt-1 text-sm text-ink-600">Showing {shownCount.toLocaleString('en-US')} of them.</p>
      )}
      <ul className="mt-4 grid gap-4">
        {citedBy.cases.map((citing) => (
          <CitingCaseItem key={citing.caseId} citing={citing} />
        ))}
      </ul>
    </section>
  );
}
