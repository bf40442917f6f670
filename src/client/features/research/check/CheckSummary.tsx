import { Flag, Globe, WifiOff } from 'lucide-react';
import type { VerificationStatus, VerifyResponse } from '../../../../shared/api/citations';
import { cn } from '../../../lib/cn';
import { STATUS_ORDER, STATUS_STYLES } from './status-styles';

/** The result in one sentence, for screen readers: "2 citations checked: 1 not found, 1 verified." */
export function summarySentence(result: VerifyResponse): string {
  const total = result.citations.length;
  if (total === 0) return 'No citations found in this text.';
  const counts = STATUS_ORDER.filter((status) => (result.summary[status] ?? 0) > 0).map(
    (status) => `${result.summary[status]} ${STATUS_STYLES[status].label.toLowerCase()}`,
  );
  return `${total} ${total === 1 ? 'citation' : 'citations'} checked: ${counts.join(', ')}.`;
}

/**
 * Citations nothing here can check (Westlaw, Lexis, public-domain, docket, unknown reporters: ADR 012), said once so
 * a brief full of them never reads as clean.
 */
export function notCheckedSentence(result: VerifyResponse): string | null {
  const count = result.citations.filter(
    (citation) => citation.message.startsWith('Not checked:') || citation.message.startsWith('Unknown reporter'),
  ).length;
  if (count === 0) return null;
  const these = count === 1 ? '1 citation was' : `${count} citations were`;
  return `${these} not checked: Westlaw, Lexis, public-domain or docket citations, or unknown reporters. Each says where to look it up.`;
}

/** Authorities a later decision overruled or abrogated, said apart from the statuses: a verified case can be bad law. */
export const flaggedSentence = (count: number) =>
  `${count === 1 ? '1 authority was' : `${count} authorities were`} overruled or abrogated by a later decision: each is flagged below with the decision that did it.`;

/** Counts per status; each count filters the list to that status (pressed again, shows all). */
export function CheckSummary({
  result,
  filter,
  onFilter,
}: {
  result: VerifyResponse;
  filter: VerificationStatus | null;
  onFilter: (status: VerificationStatus | null) => void;
}) {
  const total = result.citations.length;
  const notChecked = notCheckedSentence(result);
  return (
    <section aria-labelledby="summary-title" className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="summary-title" className="font-serif text-2xl font-semibold text-ink-950">
        {total === 0 ? 'No citations found in this text' : `${total.toLocaleString('en-US')} ${total === 1 ? 'citation' : 'citations'} checked`}
      </h2>
      {total > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-6" data-testid="check-summary">
          {STATUS_ORDER.map((status) => {
            const { label, icon: Icon, iconColour } = STATUS_STYLES[status];
            const count = result.summary[status] ?? 0;
            return (
              <li key={status}>
                <button
                  type="button"
                  aria-pressed={filter === status}
                  disabled={count === 0}
                  onClick={() => onFilter(filter === status ? null : status)}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-xl border px-3 py-2.5 text-left transition-colors disabled:opacity-50',
                    filter === status ? 'border-ink-900 ring-1 ring-ink-900' : 'border-ink-100 hover:border-ink-300',
                  )}
                >
                  <Icon className={cn('size-5 shrink-0', iconColour)} aria-hidden />
                  <span>
                    <span className="block text-xl leading-none font-semibold text-ink-950 tabular-nums">{count}</span>
                    <span className="mt-1 block text-xs text-ink-600">{label}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {(result.flagged ?? 0) > 0 && (
        <p className="mt-4 flex items-start gap-2 text-sm font-medium text-red-800" data-testid="flagged-authorities">
          <Flag className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
          {flaggedSentence(result.flagged ?? 0)}
        </p>
      )}
      {notChecked && (
        <p className="mt-4 text-sm text-ink-800" data-testid="not-checked">
          {notChecked}
        </p>
      )}
      <p className="mt-4 flex items-start gap-2 text-xs text-ink-500">
        {result.onlineLookup ? <Globe className="size-4 shrink-0" aria-hidden /> : <WifiOff className="size-4 shrink-0" aria-hidden />}
        {result.onlineLookup
          ? 'Citations the corpus could not settle were looked up with CourtListener.'
          : 'Online lookups are off: citations the corpus cannot settle are marked unverifiable.'}
      </p>
    </section>
  );
}
