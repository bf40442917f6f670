import { memo, useMemo } from 'react';
import type { VerifiedCitation } from '../../../../shared/api/citations';
import { cn } from '../../../lib/cn';
import { briefPieces } from './brief-marks';
import { QUOTATION_LABELS, STATUS_ORDER, STATUS_STYLES } from './status-styles';

export const citationAnchor = (index: number) => `citation-${index}`;

const QUOTATION_MARKS: Record<VerifiedCitation['quotations'][number]['status'], string> = {
  found: 'decoration-emerald-500',
  'wrong-page': 'decoration-amber-500 decoration-dashed',
  altered: 'decoration-red-500 decoration-wavy',
  'wrong-opinion': 'decoration-amber-500 decoration-dashed',
  'not-found': 'decoration-red-500 decoration-wavy',
  unchecked: 'decoration-ink-300 decoration-dotted',
  'pin-unchecked': 'decoration-amber-500 decoration-dotted',
  syllabus: 'decoration-amber-500 decoration-dashed',
};

const QUOTATION_LEGEND: Record<VerifiedCitation['quotations'][number]['status'], string> = {
  found: 'found',
  'wrong-page': 'on another page',
  altered: 'altered',
  'wrong-opinion': 'separate opinion',
  'not-found': 'not found',
  unchecked: 'not checked',
  'pin-unchecked': 'pin not checked',
  syllabus: 'syllabus',
};

/** Moves to a citation's entry in the list (without adding a history entry); false when it is not shown. */
export function showCitationEntry(index: number): boolean {
  const entry = document.getElementById(citationAnchor(index));
  if (!entry) return false;
  entry.scrollIntoView({ behavior: 'smooth', block: 'center' });
  entry.focus({ preventScroll: true });
  return true;
}

function Legend() {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-ink-700">
      {STATUS_ORDER.map((status) => {
        const { label, icon: Icon, mark, iconColour } = STATUS_STYLES[status];
        return (
          <li key={status} className="flex items-center gap-1.5">
            <span className={cn('inline-flex size-4 items-center justify-center rounded-sm ring-1', mark)}>
              <Icon className={cn('size-3', iconColour)} aria-hidden />
            </span>
            {label}
          </li>
        );
      })}
      {(['found', 'pin-unchecked', 'wrong-page', 'wrong-opinion', 'syllabus', 'altered', 'not-found', 'unchecked'] as const).map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span className={cn('underline decoration-2 underline-offset-4', QUOTATION_MARKS[status])}>“quote”</span>
          {QUOTATION_LEGEND[status]}
        </li>
      ))}
    </ul>
  );
}

/** The checked brief with every citation marked by status (colour, icon and a label for screen readers). */
export const HighlightedBrief = memo(function HighlightedBrief({
  text,
  citations,
  onShowCitation,
}: {
  text: string;
  citations: VerifiedCitation[];
  onShowCitation: (index: number) => void;
}) {
  const pieces = useMemo(() => briefPieces(text, citations), [text, citations]);
  return (
    <section aria-labelledby="marked-brief-title" className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="marked-brief-title" className="font-semibold text-ink-950">The brief, marked</h2>
      <div className="mt-3">
        <Legend />
      </div>
      <div className="mt-4 max-h-[75vh] overflow-y-auto rounded-lg bg-paper p-4 font-serif text-base leading-8 break-words whitespace-pre-wrap text-ink-900" data-testid="marked-brief">
        {pieces.map((piece) => {
          if (piece.kind === 'text') return <span key={piece.start}>{piece.text}</span>;
          if (piece.kind === 'quotation') {
            return (
              <span key={piece.start} className={cn('underline decoration-2 underline-offset-4', QUOTATION_MARKS[piece.quotation.status])} title={QUOTATION_LABELS[piece.quotation.status]}>
                {piece.text}
                <span className="sr-only"> ({QUOTATION_LABELS[piece.quotation.status]})</span>
              </span>
            );
          }
          const { label, icon: Icon, mark, iconColour } = STATUS_STYLES[piece.citation.status];
          return (
            <a
              key={piece.start}
              href={`#${citationAnchor(piece.index)}`}
              onClick={(event) => {
                event.preventDefault();
                onShowCitation(piece.index);
              }}
              className={cn('rounded px-0.5 text-ink-950 no-underline ring-1 [box-decoration-break:clone] hover:brightness-95', mark)}
              data-status={piece.citation.status}
            >
              <Icon className={cn('mr-0.5 inline size-3.5 align-[-0.125em]', iconColour)} aria-hidden />
              {piece.text}
              <span className="sr-only"> ({label})</span>
            </a>
          );
        })}
      </div>
    </section>
  );
});
