import type { CitationInDraft } from '../../../../shared/api/drafts';
import { cn } from '../../../lib/cn';
import { StatusBadge } from '../../research/check/StatusBadge';
import { STATUS_ORDER, STATUS_STYLES } from '../../research/check/status-styles';
import { CheckPrompt, GoToButton, StaleNote, type CheckPanelProps } from './CompliancePanel';

function CitationCard({ citation, sectionHeading, onGoTo }: { citation: CitationInDraft; sectionHeading: string | null; onGoTo: (sectionIndex: number) => void }) {
  const sectionIndex = citation.sectionIndex;
  return (
    <li className="rounded-lg border border-ink-100 bg-white p-3" data-testid="draft-citation">
      <div className="flex items-start justify-between gap-2">
        <StatusBadge status={citation.status} />
        {sectionIndex !== undefined && <GoToButton onClick={() => onGoTo(sectionIndex)} label={`Go to ${sectionHeading ?? `section ${sectionIndex + 1}`}`} />}
      </div>
      <p className="mt-2 font-serif text-sm text-ink-950">{citation.text}</p>
      {citation.normalized && citation.normalized !== citation.text && <p className="mt-0.5 text-xs text-ink-500">{citation.normalized}</p>}
      <p className="mt-1.5 text-sm text-ink-600">{citation.message}</p>
    </li>
  );
}

/** Every citation in the draft with its verification status, problems first, each with a jump to its section. */
export function CitationsPanel({ result, stale, checking, sectionHeadings, onRunCheck, onGoTo }: CheckPanelProps) {
  if (!result) return <CheckPrompt what="Run the check to verify every citation in the draft against the case-law corpus." checking={checking} onRunCheck={onRunCheck} />;
  const ordered = [...result.citations].sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status));
  const present = STATUS_ORDER.filter((status) => result.citations.some((c) => c.status === status));
  return (
    <div className="grid gap-4" data-testid="citations-panel">
      {stale && <StaleNote checking={checking} onRunCheck={onRunCheck} />}
      {result.citations.length === 0 ? (
        <p className="text-sm text-ink-600">No citations were found in the draft.</p>
      ) : (
        <>
          <ul className="flex flex-wrap gap-2" aria-label="Citations by status">
            {present.map((status) => {
              const { icon: Icon, badge, iconColour, label } = STATUS_STYLES[status];
              return (
                <li key={status} className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', badge)}>
                  <Icon className={cn('size-3.5', iconColour)} aria-hidden /> {label}: {result.citations.filter((c) => c.status === status).length}
                </li>
              );
            })}
          </ul>
          <ol className="grid gap-2">
            {ordered.map((citation, index) => (
              <CitationCard
                key={`${citation.start}-${index}`}
                citation={citation}
                sectionHeading={citation.sectionIndex === undefined ? null : (sectionHeadings[citation.sectionIndex] ?? null)}
                onGoTo={onGoTo}
              />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
