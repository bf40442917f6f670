import { CircleCheck, CircleQuestionMark, CircleX, ExternalLink, TriangleAlert } from 'lucide-react';
import type { VerifiedCitation } from '../../../shared/api/citations';
import { CaseName } from '../research/CaseName';
import { caseNameAndRest } from '../research/check/brief-marks';
import { QUOTATION_LABELS } from '../research/check/status-styles';
import { StatusBadge } from '../research/check/StatusBadge';

const QUOTATION_ICONS = {
  found: <CircleCheck className="size-3.5 shrink-0 text-emerald-600" aria-hidden />,
  'wrong-page': <TriangleAlert className="size-3.5 shrink-0 text-amber-600" aria-hidden />,
  altered: <CircleX className="size-3.5 shrink-0 text-red-600" aria-hidden />,
  'wrong-opinion': <TriangleAlert className="size-3.5 shrink-0 text-amber-600" aria-hidden />,
  'not-found': <CircleX className="size-3.5 shrink-0 text-red-600" aria-hidden />,
  unchecked: <CircleQuestionMark className="size-3.5 shrink-0 text-ink-400" aria-hidden />,
  'pin-unchecked': <CircleQuestionMark className="size-3.5 shrink-0 text-amber-600" aria-hidden />,
  syllabus: <TriangleAlert className="size-3.5 shrink-0 text-amber-600" aria-hidden />,
};

/** The citation as written (the case name in italics), linked to its case page when verified in the corpus, or to CourtListener. */
function CitationText({ citation }: { citation: VerifiedCitation }) {
  const { match } = citation;
  const { name, rest } = citation.kind === 'case' ? caseNameAndRest(citation.text) : { name: null, rest: citation.text };
  if (citation.status === 'verified' && match?.caseId != null) {
    return name ? (
      <>
        <CaseName name={name} caseId={match.caseId} />
        <span className="font-serif">, {rest}</span>
      </>
    ) : (
      <CaseName name={rest} caseId={match.caseId} className="not-italic" />
    );
  }
  if (citation.status === 'verified' && match?.url) {
    return (
      <a href={match.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-serif underline decoration-ink-200 underline-offset-4 hover:decoration-brass-400">
        {citation.text}
        <ExternalLink className="size-3.5" aria-hidden />
        <span className="sr-only"> (opens CourtListener)</span>
      </a>
    );
  }
  return (
    <span className="font-serif">
      {name && <i>{name}</i>}
      {name ? `, ${rest}` : rest}
    </span>
  );
}

/** Says plainly what in the answer could not be confirmed: the attorney must check it before relying on it. */
export function UnverifiedWarning({ citations }: { citations: VerifiedCitation[] }) {
  const unverified = citations.filter((c) => c.status !== 'verified').length;
  const missingQuotes = citations.flatMap((c) => c.quotations).filter((q) => q.status === 'not-found').length;
  if (unverified === 0 && missingQuotes === 0) return null;
  const parts = [
    unverified > 0 && `${unverified} of ${citations.length} ${citations.length === 1 ? 'citation' : 'citations'} could not be verified`,
    missingQuotes > 0 && `${missingQuotes === 1 ? 'a quotation was' : `${missingQuotes} quotations were`} not found in the cited case`,
  ].filter(Boolean);
  return (
    <p role="note" className="flex items-start gap-2.5 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-2.5 text-sm text-amber-950" data-testid="unverified-warning">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
      <span>
        <strong className="font-semibold">Check before relying on this answer:</strong> {parts.join(', and ')}. Confirm each one
        against the source before you cite it.
      </span>
    </p>
  );
}

/** Every citation in an answer with its verification status, and each quotation attributed to it. */
export function AnswerCitations({ citations }: { citations: VerifiedCitation[] }) {
  if (citations.length === 0) return null;
  return (
    <section aria-label="Citations in this answer" className="rounded-lg border border-ink-100 bg-paper px-3.5 py-3" data-testid="answer-citations">
      <h3 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">
        {citations.length === 1 ? '1 citation checked' : `${citations.length} citations checked`}
      </h3>
      <ul className="mt-2 grid gap-2.5">
        {citations.map((citation, index) => (
          <li key={`${citation.start}-${index}`} className="text-sm" data-testid="answer-citation">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <StatusBadge status={citation.status} />
              <span className="min-w-0 break-words text-ink-900">
                <CitationText citation={citation} />
              </span>
            </div>
            {citation.status !== 'verified' && <p className="mt-1 text-xs text-ink-600">{citation.message}</p>}
            {citation.quotations.map((quotation) => (
              <p key={quotation.start} className="mt-1 flex items-start gap-1.5 text-xs text-ink-700" data-testid="answer-quotation">
                <span className="mt-0.5">{QUOTATION_ICONS[quotation.status]}</span>
                <span>
                  <span className="font-medium">{QUOTATION_LABELS[quotation.status]}</span>
                  <span className="font-serif text-ink-600"> “{quotation.text}”</span>
                </span>
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
