import { Scale } from 'lucide-react';
import { SIDE_LABELS, SIDE_ROLES, type SideChoice, type SideRequest, type SideRole } from '../../../../shared/api/documents';
import { cn } from '../../../lib/cn';

/** The key of a side as chosen: the party's name when the contract names one, else the role. */
export const sideKey = (side: SideRequest | null) => (side === null ? '' : 'party' in side ? `party:${side.party}` : `role:${side.role}`);

const choiceRequest = (choice: SideChoice): SideRequest => (choice.party ? { party: choice.party } : { role: choice.role });

/**
 * Whom the lawyer represents, asked before the suggestions: the contract's parties with their roles (or its roles, when
 * each party plays both), or any role when the contract's kind is not recognised. Until one is chosen the review
 * offers no position held for one side.
 */
export function SidePicker({ sides, value, needed, onChange }: { sides: SideChoice[]; value: SideRequest | null; needed: boolean; onChange: (side: SideRequest | null) => void }) {
  const choices = sides.length > 0 ? sides : SIDE_ROLES.map((role: SideRole) => ({ role, label: SIDE_LABELS[role], party: null }));
  const asking = needed && value === null;
  return (
    <fieldset
      className={cn('rounded-2xl border p-4 sm:p-5', asking ? 'border-brass-300 bg-brass-50' : 'border-ink-100 bg-white shadow-sm')}
      data-testid="side-picker"
    >
      <legend className="sr-only">Whom do you represent?</legend>
      <p className="flex items-center gap-2 font-semibold text-ink-950" aria-hidden>
        <Scale className="size-4 text-brass-600" /> Whom do you represent?
      </p>
      {asking && (
        <p className="mt-1 text-sm text-ink-700">
          Some of the playbook’s positions and their suggested language depend on your side. Choose it to see them; until then none is proposed.
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {choices.map((choice) => {
          const request = choiceRequest(choice);
          const selected = sideKey(value) === sideKey(request);
          return (
            <label
              key={sideKey(request)}
              className={cn(
                'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brass-300',
                selected ? 'border-ink-900 bg-ink-900 text-white' : 'border-ink-200 bg-white text-ink-800 hover:border-ink-400',
              )}
            >
              <input type="radio" name="review-side" className="sr-only" checked={selected} onChange={() => onChange(request)} />
              {choice.party ? (
                <span>
                  <span className="font-medium">{choice.party}</span> <span className={selected ? 'text-ink-200' : 'text-ink-500'}>({choice.label.replace(/^The /, 'the ')})</span>
                </span>
              ) : (
                <span className="font-medium">{choice.label}</span>
              )}
            </label>
          );
        })}
        {value !== null && (
          <button type="button" onClick={() => onChange(null)} className="rounded-full px-3 py-1.5 text-sm text-ink-600 underline underline-offset-4 hover:text-ink-950">
            Clear
          </button>
        )}
      </div>
    </fieldset>
  );
}
