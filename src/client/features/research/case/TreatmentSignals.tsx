import { useState } from 'react';
import type { CaseDetail } from '../../../../shared/api/research';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { CaseName } from '../CaseName';
import { citationTail } from '../citation-tail';
import { TreatmentBadge } from './TreatmentBadge';
import { TREATMENT_ORDER, TREATMENT_STYLES } from './treatment-styles';

const FIRST_SHOWN = 3;

/** What later cases say they did to this one, each with the passage that says so; overruling first. */
export function TreatmentSignals({ treatments }: { treatments: CaseDetail['treatments'] }) {
  const [showAll, setShowAll] = useState(false);
  if (treatments.length === 0) return null;
  const sorted = [...treatments].sort((a, b) => TREATMENT_ORDER.indexOf(a.treatment) - TREATMENT_ORDER.indexOf(b.treatment));
  const shown = showAll ? sorted : sorted.slice(0, FIRST_SHOWN);

  return (
    <section aria-labelledby="treatment-title" className="mt-6">
      <h2 id="treatment-title" className="text-sm font-semibold tracking-wider text-ink-500 uppercase">Treatment by later cases</h2>
      <ul className="mt-3 grid gap-3" data-testid="treatments">
        {shown.map((signal, index) => (
          <li key={`${index}:${signal.caseId}`} className={cn('rounded-xl border p-4', TREATMENT_STYLES[signal.treatment].panel)}>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-800">
              <TreatmentBadge treatment={signal.treatment} />
              <span>
                by <CaseName name={signal.name} caseId={signal.caseId} className="font-semibold text-ink-950" />
                {citationTail(signal.citation, signal.year)}
              </span>
            </p>
            <blockquote className="mt-3 border-l-2 border-ink-300 pl-3 font-serif text-[0.95rem] leading-7 text-ink-800">
              “{signal.passage}”
            </blockquote>
          </li>
        ))}
      </ul>
      {sorted.length > FIRST_SHOWN && (
        <Button variant="link" size="sm" className="mt-2 px-0" onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer' : `Show all ${sorted.length} treatments`}
        </Button>
      )}
    </section>
  );
}
