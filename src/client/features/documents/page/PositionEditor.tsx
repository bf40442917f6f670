import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { CLAUSE_LABELS, DOCUMENT_LIMITS, SIDE_LABELS, SIDE_ROLES, type PlaybookPosition, type SideRole } from '../../../../shared/api/documents';
import { Input } from '../../../components/ui/input';
import { SEVERITY_ORDER, SEVERITY_STYLES } from '../../drafting/studio/severity-styles';
import { CLAUSE_NAMES } from './clause-labels';
import { splitWords } from './playbook-edit';

const field = 'grid gap-1.5 text-sm font-medium text-ink-800';
const control =
  'w-full rounded-md border border-ink-200 bg-white px-3 text-sm font-normal text-ink-900 shadow-xs focus:border-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300';

/** Words typed with commas; the box keeps what is typed (a trailing comma) while the list follows it. */
function WordsInput({ label, value, onChange }: { label: string; value: string[]; onChange: (words: string[]) => void }) {
  const [text, setText] = useState(value.join(', '));
  return (
    <label className={field}>
      {label}
      <Input
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(splitWords(event.target.value));
        }}
        className="h-10 font-normal"
      />
    </label>
  );
}

/**
 * Whom the position is held for: any side, or one (the review applies it only when the lawyer acts for that side). A
 * position saved for several sides keeps them as one choice until another is picked.
 */
function SideSelect({ sides, onChange }: { sides: SideRole[]; onChange: (sides: SideRole[]) => void }) {
  const several = sides.length > 1 ? sides.join(',') : null;
  return (
    <label className={field}>
      Held for
      <select value={sides.join(',')} onChange={(event) => onChange(event.target.value ? (event.target.value.split(',') as SideRole[]) : [])} className={`${control} h-10`}>
        <option value="">Any side the firm acts for</option>
        {several && <option value={several}>{sides.map((side) => SIDE_LABELS[side]).join(' or ')}</option>}
        {SIDE_ROLES.map((role) => (
          <option key={role} value={role}>
            {SIDE_LABELS[role]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One playbook position, every field editable. */
export function PositionEditor({ index, position, onChange, onRemove }: { index: number; position: PlaybookPosition; onChange: (next: PlaybookPosition) => void; onRemove: () => void }) {
  const set = <K extends keyof PlaybookPosition>(key: K, value: PlaybookPosition[K]) => onChange({ ...position, [key]: value });
  return (
    <li className="grid gap-3 rounded-xl border border-ink-100 bg-white p-4 shadow-sm" data-testid="playbook-position">
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">Position {index + 1}</p>
        <button type="button" onClick={onRemove} className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-ink-600 hover:bg-red-50 hover:text-red-700">
          <Trash2 className="size-3.5" aria-hidden /> Remove
        </button>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className={field}>
          Clause
          <select value={position.clause} onChange={(event) => set('clause', event.target.value as PlaybookPosition['clause'])} className={`${control} h-10`}>
            {CLAUSE_LABELS.map((label) => (
              <option key={label} value={label}>
                {CLAUSE_NAMES[label]}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          Severity
          <select value={position.severity} onChange={(event) => set('severity', event.target.value as PlaybookPosition['severity'])} className={`${control} h-10`}>
            {SEVERITY_ORDER.map((severity) => (
              <option key={severity} value={severity}>
                {SEVERITY_STYLES[severity].one}
              </option>
            ))}
          </select>
        </label>
        <SideSelect sides={position.sides} onChange={(sides) => set('sides', sides)} />
      </div>
      <label className={field}>
        The firm’s position
        <textarea rows={2} maxLength={DOCUMENT_LIMITS.playbookTextChars} value={position.position} onChange={(event) => set('position', event.target.value)} className={`${control} py-2`} />
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <WordsInput label="Words it should contain (any one; commas between)" value={position.requireAny} onChange={(words) => set('requireAny', words)} />
        <WordsInput label="Words it must not contain (commas between)" value={position.forbid} onChange={(words) => set('forbid', words)} />
      </div>
      <label className={field}>
        Preferred text
        <textarea rows={3} maxLength={DOCUMENT_LIMITS.playbookTextChars} value={position.preferredText} onChange={(event) => set('preferredText', event.target.value)} className={`${control} py-2 font-serif`} />
      </label>
      <label className={field}>
        When the contract has the clause, the preferred text
        <select value={position.placement} onChange={(event) => set('placement', event.target.value as PlaybookPosition['placement'])} className={`${control} h-10`}>
          <option value="replace">replaces the clause</option>
          <option value="add">is added after the clause’s words (forbidden words struck)</option>
        </select>
      </label>
    </li>
  );
}
