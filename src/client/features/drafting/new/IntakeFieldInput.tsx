import type { IntakeField } from '../../../../shared/api/drafts';
import { cn } from '../../../lib/cn';
import { controlClass, describedBy, FieldFrame, fieldIds } from './field-chrome';
import { CourtPicker } from './CourtPicker';
import { emptyEntry, type FieldEntry, type PartyEntry } from './intake-form';
import { PartyInput } from './PartyInput';

type TextField = Exclude<IntakeField, { kind: 'party' | 'court' }>;

function TextControl({ field, value, error, onChange }: { field: TextField; value: string; error?: string; onChange: (value: string) => void }) {
  const common = {
    id: fieldIds(field.id).input,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(field.id, error),
    'aria-required': field.required || undefined,
  };
  switch (field.kind) {
    case 'textarea':
      return (
        <textarea
          {...common}
          rows={4}
          onChange={(e) => onChange(e.target.value)}
          className={cn(controlClass(error), 'block min-h-28 resize-y py-2.5 leading-6')}
        />
      );
    case 'select':
      return (
        <select {...common} onChange={(e) => onChange(e.target.value)} className={cn(controlClass(error), 'h-11 pr-8')}>
          <option value="">{field.required ? 'Choose…' : 'None'}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>{option.label}</option>
          ))}
        </select>
      );
    case 'money':
      return (
        <div className="relative sm:max-w-xs">
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-ink-500" aria-hidden>$</span>
          <input {...common} type="number" inputMode="decimal" min={0} step="0.01" onChange={(e) => onChange(e.target.value)} className={cn(controlClass(error), 'h-11 pl-7 tabular-nums')} />
        </div>
      );
    case 'number':
      return <input {...common} type="number" inputMode="numeric" onChange={(e) => onChange(e.target.value)} className={cn(controlClass(error), 'h-11 tabular-nums sm:max-w-xs')} />;
    case 'date':
      return <input {...common} type="date" onChange={(e) => onChange(e.target.value)} className={cn(controlClass(error), 'h-11 sm:max-w-xs')} />;
    case 'text':
      return <input {...common} type="text" onChange={(e) => onChange(e.target.value)} className={cn(controlClass(error), 'h-11')} />;
  }
}

/** One intake field, rendered for its kind, with its help and, after a submit, its error. */
export function IntakeFieldInput({
  field,
  value,
  error,
  onChange,
  jurisdiction,
}: {
  field: IntakeField;
  value: FieldEntry;
  error?: string;
  onChange: (value: FieldEntry) => void;
  /** The draft's jurisdiction, whose court list a court field offers. */
  jurisdiction: string;
}) {
  if (field.kind === 'court') {
    return <CourtPicker field={field} jurisdiction={jurisdiction} value={typeof value === 'string' ? value : ''} error={error} onChange={onChange} />;
  }
  if (field.kind === 'party') {
    // The form is built for its fields (initialValues), so a party field never holds text; an empty party stands in.
    const parties = typeof value === 'string' ? (emptyEntry(field) as PartyEntry | PartyEntry[]) : value;
    return <PartyInput field={field} value={parties} error={error} onChange={onChange} />;
  }
  return (
    <FieldFrame id={field.id} label={field.label} help={field.help} required={field.required} error={error}>
      <TextControl field={field} value={typeof value === 'string' ? value : ''} error={error} onChange={onChange} />
    </FieldFrame>
  );
}
