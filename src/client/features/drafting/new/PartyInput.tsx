import { Plus, X } from 'lucide-react';
import type { IntakeField } from '../../../../shared/api/drafts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { controlClass, describedBy, FieldError, fieldIds, RequiredMark } from './field-chrome';
import { emptyParty, type PartyEntry } from './intake-form';

type PartyField = Extract<IntakeField, { kind: 'party' }>;

/** 'Plaintiff' for the 'Plaintiffs' list. */
const singular = (field: PartyField) => field.label.replace(/s$/, '');

const blank = (text: string) => text.trim() === '';

/** Which name boxes to mark when the field has an error: unnamed rows, or the first row when nothing is filled in. */
function unnamedRows(entries: PartyEntry[]): Set<number> {
  const unnamed = entries.flatMap((entry, index) => (blank(entry.name) && !blank(entry.description) ? [index] : []));
  return new Set(unnamed.length > 0 ? unnamed : [0]);
}

function PartyRow({
  field,
  entry,
  index,
  count,
  invalid,
  error,
  onChange,
  onRemove,
}: {
  field: PartyField;
  entry: PartyEntry;
  index: number;
  count: number;
  invalid: boolean;
  error?: string;
  onChange: (entry: PartyEntry) => void;
  onRemove?: () => void;
}) {
  const ids = fieldIds(field.id);
  const which = count > 1 ? ` ${index + 1}` : '';
  const removeLabel = `Remove ${singular(field).toLowerCase()}${which}`;
  return (
    // On phones each of several parties is a small box with its own number and remove button.
    <div className={cn(onRemove && 'rounded-lg border border-ink-100 p-3 sm:border-0 sm:p-0')}>
      {onRemove && (
        <div className="mb-2 flex items-center justify-between sm:hidden">
          <span className="text-xs font-medium text-ink-600">
            {singular(field)}
            {which}
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={onRemove} className="h-7 px-2 text-xs" aria-label={removeLabel}>
            <X aria-hidden /> Remove
          </Button>
        </div>
      )}
      <div className={cn('grid gap-2 sm:items-center', field.multiple ? 'sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2rem]' : 'sm:grid-cols-2')}>
        <input
          id={index === 0 ? ids.input : `${ids.input}-${index}`}
          value={entry.name}
          onChange={(e) => onChange({ ...entry, name: e.target.value })}
          aria-label={`${field.label}${which}: name`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(field.id, invalid ? error : undefined)}
          placeholder="Name"
          autoComplete="off"
          className={cn(controlClass(invalid ? error : undefined), 'h-11')}
        />
        <input
          value={entry.description}
          onChange={(e) => onChange({ ...entry, description: e.target.value })}
          aria-label={`${field.label}${which}: description (optional)`}
          placeholder="Description (optional)"
          autoComplete="off"
          className={cn(controlClass(), 'h-11')}
        />
        {onRemove && (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove} className="hidden px-2 sm:inline-flex" aria-label={removeLabel}>
            <X aria-hidden />
          </Button>
        )}
      </div>
    </div>
  );
}

/** A party, or a list of parties: a name as it appears in the caption or contract, and an optional description. */
export function PartyInput({
  field,
  value,
  error,
  onChange,
}: {
  field: PartyField;
  value: PartyEntry | PartyEntry[];
  error?: string;
  onChange: (value: PartyEntry | PartyEntry[]) => void;
}) {
  const ids = fieldIds(field.id);
  const entries = Array.isArray(value) ? value : [value];
  const marked = error ? unnamedRows(entries) : new Set<number>();
  const change = (index: number, entry: PartyEntry) => {
    const next = entries.map((current, at) => (at === index ? entry : current));
    onChange(field.multiple ? next : next[0]!);
  };

  return (
    <fieldset className="grid gap-1.5">
      <legend className="text-sm font-medium text-ink-900">
        {field.label}
        {field.required && <RequiredMark />}
      </legend>
      <p id={ids.help} className="text-xs leading-5 text-ink-500">{field.help}</p>
      <div className="grid gap-3 sm:gap-2">
        {entries.map((entry, index) => (
          <PartyRow
            key={index}
            field={field}
            entry={entry}
            index={index}
            count={entries.length}
            invalid={marked.has(index)}
            error={error}
            onChange={(next) => change(index, next)}
            onRemove={field.multiple && entries.length > 1 ? () => onChange(entries.filter((_, at) => at !== index)) : undefined}
          />
        ))}
      </div>
      {field.multiple && (
        <Button type="button" variant="ghost" size="sm" className="justify-self-start px-2 text-brass-700 hover:text-brass-700" onClick={() => onChange([...entries, emptyParty()])}>
          <Plus aria-hidden /> Add another {singular(field).toLowerCase()}
        </Button>
      )}
      <FieldError id={field.id} error={error} />
    </fieldset>
  );
}
