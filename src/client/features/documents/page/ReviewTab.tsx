import { BookMarked, FilePen, Info, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ReviewResponse, SideRequest } from '../../../../shared/api/documents';
import { Button } from '../../../components/ui/button';
import { formatCount } from '../../sessions/format';
import { draftHref } from '../../drafting/drafts-queries';
import { SEVERITY_ORDER, SEVERITY_STYLES } from '../../drafting/studio/severity-styles';
import { ProblemNotice } from '../../research/ProblemNotice';
import { useLiftSupportLauncher } from '../../support/support-bot-store';
import { useAcceptReview, useContractReview } from '../document-requests';
import { PlaceLink } from './CheckTab';
import { CLAUSE_NAMES, excerpt } from './clause-labels';
import { ContractValues } from './ContractValues';
import { FindingCard } from './FindingCard';
import { PlaybookPanel } from './PlaybookPanel';
import { SidePicker } from './SidePicker';
import { ReviewWordButton } from './ReviewWordButton';
import { JurisdictionSelect } from './JurisdictionSelect';
import { TabLoading } from './TabLoading';

const panel = 'rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-6';

function Clauses({ review }: { review: ReviewResponse }) {
  return (
    <section aria-labelledby="clauses-title" className={panel}>
      <h3 id="clauses-title" className="font-semibold text-ink-950">Clauses found ({review.clauses.length})</h3>
      {review.clauses.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">None of the clauses the review looks for was found.</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink-100" data-testid="clauses-found">
          {review.clauses.map((clause) => (
            <li key={`${clause.label}-${clause.paragraph}`} className="py-2.5">
              <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
                <span className="font-medium text-ink-950">{CLAUSE_NAMES[clause.label]}</span>
                {clause.heading && <span className="text-ink-600">“{clause.heading}”</span>}
                <span className="text-xs text-ink-500">
                  <PlaceLink page={clause.page} paragraph={clause.paragraph} />
                </span>
              </p>
              <p className="mt-1 font-serif text-sm break-words text-ink-700">{excerpt(clause.text)}</p>
            </li>
          ))}
        </ul>
      )}
      {review.missing.length > 0 && (
        <div className="mt-4 border-t border-ink-100 pt-4">
          <h4 className="text-sm font-semibold text-ink-950">Not found</h4>
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="clauses-missing">
            {review.missing.map((label) => (
              <li key={label} className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
                {CLAUSE_NAMES[label]}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Kept in view at the bottom of the screen while the lawyer goes through the findings. */
function RevisedDraftBar({ acceptedCount, pending, onCreate }: { acceptedCount: number; pending: boolean; onCreate: () => void }) {
  useLiftSupportLauncher();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-ink-100 bg-paper/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:justify-between sm:rounded-xl sm:border">
      <p className="text-sm text-ink-700">
        {acceptedCount === 0 ? 'Accept the replacements you want, then create a revised draft.' : `${formatCount(acceptedCount, 'replacement')} accepted.`}
      </p>
      <Button variant="dark" disabled={acceptedCount === 0 || pending} onClick={onCreate}>
        {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : <FilePen aria-hidden />}
        {pending ? 'Creating draft…' : 'Create revised draft'}
      </Button>
    </div>
  );
}

/**
 * Contract review: whom the lawyer represents (asked before the suggestions), the clauses found and missing, the
 * findings against the jurisdiction's contract limits and the firm's playbook, each offered fix as a redline to accept
 * into a new draft.
 */
export function ReviewTab({ documentId }: { documentId: string }) {
  const [jurisdiction, setJurisdiction] = useState<string | null>(null);
  const [side, setSide] = useState<SideRequest | null>(null);
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const [playbookOpen, setPlaybookOpen] = useState(false);
  const review = useContractReview(documentId, jurisdiction, side, true);
  const accept = useAcceptReview(documentId);
  const navigate = useNavigate();
  const result = review.data;
  // Only findings of the review shown can be accepted; a new review (another jurisdiction or side) starts afresh.
  const acceptedIds = result ? result.findings.filter((finding) => finding.suggested !== null && accepted.has(finding.id)).map((finding) => finding.id) : [];

  const toggle = (id: string, on: boolean) =>
    setAccepted((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const createDraft = () =>
    accept.mutate({ jurisdiction, side, findingIds: acceptedIds }, { onSuccess: ({ draftId }) => void navigate(draftHref(draftId)) });

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <JurisdictionSelect id="review-jurisdiction" value={jurisdiction} onChange={setJurisdiction} emptyLabel="The governing law the contract names" />
        <div className="flex flex-wrap items-start gap-2 self-start sm:self-auto">
          {result && <ReviewWordButton documentId={documentId} jurisdiction={jurisdiction} side={side} findingIds={acceptedIds} />}
          <Button variant="outline" size="sm" onClick={() => setPlaybookOpen(true)}>
            <BookMarked aria-hidden /> Playbook
          </Button>
        </div>
      </div>
      {playbookOpen && <PlaybookPanel onClose={() => setPlaybookOpen(false)} />}
      {review.isPending ? (
        <TabLoading text="Reviewing the contract…" />
      ) : review.isError ? (
        <ProblemNotice title="The contract could not be reviewed" error={review.error} onRetry={() => review.refetch()} />
      ) : (
        result && (
          <>
            <SidePicker sides={result.sides} value={side} needed={result.sideNeeded} onChange={setSide} />
            {result.notes.map((note) => (
              <p key={note} className="flex gap-2 rounded-lg border border-brass-200 bg-brass-50 px-4 py-3 text-sm text-ink-800">
                <Info className="mt-0.5 size-4 shrink-0 text-brass-600" aria-hidden />
                {note}
              </p>
            ))}
            <Clauses review={result} />
            <ContractValues values={result.values} />
            <section aria-labelledby="findings-title" className="grid gap-4">
              <h3 id="findings-title" className="font-semibold text-ink-950">
                {result.findings.length === 0 ? 'No findings' : formatCount(result.findings.length, 'finding')}
              </h3>
              {SEVERITY_ORDER.map((severity) => {
                const findings = result.findings.filter((finding) => finding.severity === severity);
                if (findings.length === 0) return null;
                return (
                  <section key={severity} aria-label={SEVERITY_STYLES[severity].many}>
                    <h4 className="text-sm font-semibold text-ink-950">
                      {SEVERITY_STYLES[severity].many} <span className="font-normal text-ink-500">({findings.length})</span>
                    </h4>
                    <ul className="mt-2 grid gap-2">
                      {findings.map((finding) => (
                        <FindingCard key={finding.id} finding={finding} accepted={accepted.has(finding.id)} onAccept={(on) => toggle(finding.id, on)} />
                      ))}
                    </ul>
                  </section>
                );
              })}
            </section>
            {result.findings.some((finding) => finding.suggested !== null) && (
              <RevisedDraftBar acceptedCount={acceptedIds.length} pending={accept.isPending} onCreate={createDraft} />
            )}
            {accept.isError && <ProblemNotice title="The revised draft could not be created" error={accept.error} />}
          </>
        )
      )}
    </div>
  );
}
