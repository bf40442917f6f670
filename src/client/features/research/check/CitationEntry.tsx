import { CircleCheck, CircleQuestionMark, CircleX, ExternalLink, Flag, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { NegativeTreatment, VerifiedCitation } from '../../../../shared/api/citations';
import { treatmentHeadline } from '../../../../shared/citation-treatment';
import { CaseName } from '../CaseName';
import { citationTail } from '../citation-tail';
import { caseNameAndRest } from './brief-marks';
import { citationAnchor } from './HighlightedBrief';
import { QUOTATION_LABELS, SOURCE_LABELS } from './status-styles';
import { StatusBadge } from './StatusBadge';

const KIND_LABELS: Record<VerifiedCitation['kind'], string> = {
  case: 'Case',
  'slip-opinion': 'Slip opinion',
  database: 'Westlaw / Lexis',
  neutral: 'Public-domain',
  docket: 'Docket number',
  journal: 'Journal',
  constitution: 'Constitution',
  'short-case': 'Short form',
  id: 'Id.',
  supra: 'Supra',
  statute: 'Statute',
  'state-statute': 'State statute',
  regulation: 'Regulation',
  rule: 'Rule',
};

/** Kinds written after a case name, which is set in italics. */
const NAMED_KINDS = new Set<VerifiedCitation['kind']>(['case', 'database', 'neutral', 'docket']);

const QUOTATION_ICONS = {
  found: <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />,
  'wrong-page': <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />,
  altered: <CircleX className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />,
  'wrong-opinion': <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />,
  'not-found': <CircleX className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />,
  unchecked: <CircleQuestionMark className="mt-0.5 size-4 shrink-0 text-ink-400" aria-hidden />,
  'pin-unchecked': <CircleQuestionMark className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />,
  syllabus: <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />,
};

function Normalized({ normalized }: { normalized: string }) {
  const { name, rest } = caseNameAndRest(normalized);
  return name ? <><i>{name}</i>, {rest}</> : <>{normalized}</>;
}

function Match({ match }: { match: NonNullable<VerifiedCitation['match']> }) {
  return (
    <p className="text-sm text-ink-700">
      <span className="text-ink-500">Matched to </span>
      {match.caseId == null && match.url ? (
        <a href={match.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-serif italic underline underline-offset-4">
          {match.name}
          <ExternalLink className="size-3.5" aria-hidden />
          <span className="sr-only"> (opens CourtListener)</span>
        </a>
      ) : (
        <CaseName name={match.name} caseId={match.caseId} />
      )}
      {citationTail(match.citation, match.year)}
    </p>
  );
}

/** The red flag of a case a later decision overruled: who did it, its citation, and the sentence that says so. */
function TreatmentFlag({ treatment }: { treatment: NegativeTreatment }) {
  return (
    <div role="note" className="mt-2 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200" data-testid="treatment-flag">
      <Flag className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
      <div className="min-w-0">
        <p className="font-medium">{treatmentHeadline(treatment)}</p>
        <p className="mt-0.5 font-serif break-words">“{treatment.sentence}”</p>
      </div>
    </div>
  );
}

/**
 * One citation's result: status, what was written, its Bluebook form, why, who settled it, and its quotations.
 * `location` says where it stands in an uploaded document (a link to its page and paragraph).
 */
export function CitationEntry({ citation, index, location }: { citation: VerifiedCitation; index: number; location?: ReactNode }) {
  return (
    <li
      id={citationAnchor(index)}
      tabIndex={-1}
      className="scroll-mt-24 rounded-xl border border-ink-100 bg-white p-4 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-400"
      data-testid="citation-entry"
    >
      <div className="flex items-center justify-between gap-3">
        <StatusBadge status={citation.status} />
        <span className="flex items-center gap-3 text-xs font-medium tracking-wide text-ink-500 uppercase">
          {location}
          {KIND_LABELS[citation.kind]}
        </span>
      </div>
      <p className="mt-3 font-serif text-base break-words text-ink-950">
        {NAMED_KINDS.has(citation.kind) ? <Normalized normalized={citation.text} /> : citation.text}
      </p>
      {citation.normalized && citation.normalized !== citation.text && (
        <p className="mt-1 text-sm break-words text-ink-700">
          <span className="text-ink-500">Bluebook: </span>
          <span className="font-serif"><Normalized normalized={citation.normalized} /></span>
        </p>
      )}
      <p className="mt-2 text-sm text-ink-800">{citation.message}</p>
      {citation.treatment && <TreatmentFlag treatment={citation.treatment} />}
      {citation.match && (
        <div className="mt-2">
          <Match match={citation.match} />
        </div>
      )}
      {citation.quotations.length > 0 && (
        <ul className="mt-3 grid gap-2 border-t border-ink-100 pt-3" aria-label="Quotations">
          {citation.quotations.map((quotation) => (
            <li key={quotation.start} className="flex items-start gap-2 text-sm">
              {QUOTATION_ICONS[quotation.status]}
              <div className="min-w-0">
                <p className="font-medium text-ink-900">{QUOTATION_LABELS[quotation.status]}</p>
                <p className="mt-0.5 font-serif break-words text-ink-700">“{quotation.text}”</p>
                {quotation.reason ? (
                  <p className="mt-0.5 text-ink-700">{quotation.reason}</p>
                ) : (
                  quotation.page !== null && <p className="mt-0.5 text-ink-500">On page {quotation.page} of the opinion.</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {citation.source && <p className="mt-3 text-xs text-ink-500">{SOURCE_LABELS[citation.source]}</p>}
    </li>
  );
}
