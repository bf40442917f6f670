import { Link } from 'react-router';
import type { ReviewFinding } from '../../../../shared/api/documents';
import { cn } from '../../../lib/cn';
import { SEVERITY_STYLES } from '../../drafting/studio/severity-styles';
import { PlaceLink } from './CheckTab';
import { CLAUSE_NAMES } from './clause-labels';
import { documentHref } from '../documents-queries';
import { FindingRedline } from './FindingRedline';

/**
 * One finding of the review: what is wrong, the rule or playbook position it rests on, and the fix offered. Without
 * `onAccept` the fix is shown only; with `inDocument` the place links to that document (another version) instead.
 */
export function FindingCard({ finding, accepted = false, onAccept, inDocument }: {
  finding: ReviewFinding;
  accepted?: boolean;
  onAccept?: (accepted: boolean) => void;
  inDocument?: { id: string; title: string };
}) {
  const style = SEVERITY_STYLES[finding.severity];
  const acceptId = `accept-${finding.id}`;
  return (
    <li className={cn('rounded-lg border p-3 sm:p-4', style.card)} data-testid="review-finding">
      <div className="flex items-start gap-2.5">
        <style.icon className={cn('mt-0.5 size-4 shrink-0', style.iconColour)} aria-label={style.one} />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">
            {CLAUSE_NAMES[finding.clause]}
            {finding.page !== null && finding.paragraph !== null && (
              <>
                {' · '}
                {inDocument ? (
                  <Link to={documentHref(inDocument.id, finding.paragraph)} className="font-medium normal-case text-ink-700 underline underline-offset-4 hover:text-ink-950">
                    {inDocument.title}, p. {finding.page}, ¶ {finding.paragraph}
                  </Link>
                ) : (
                  <PlaceLink page={finding.page} paragraph={finding.paragraph} />
                )}
              </>
            )}
          </p>
          <p className="mt-1 text-sm text-ink-900">{finding.message}</p>
          <p className="mt-1 font-mono text-[0.7rem] tracking-wide text-ink-500">{finding.source}</p>
          {finding.suggested !== null && (
            <div className="mt-3 grid gap-2">
              <FindingRedline original={finding.original} suggested={finding.suggested} />
              {onAccept && (
                <label htmlFor={acceptId} className="inline-flex w-fit items-center gap-2 text-sm font-medium text-ink-900">
                  <input id={acceptId} type="checkbox" checked={accepted} onChange={(event) => onAccept(event.target.checked)} className="size-4 rounded border-ink-300 accent-ink-900" />
                  Accept
                </label>
              )}
            </div>
          )}
        </div>
      </div>
    </li>
  );
}
