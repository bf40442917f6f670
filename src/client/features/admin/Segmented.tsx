import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A row of mutually exclusive buttons (a filter, a mode), the way /sessions filters its work. */
export function Segmented<Value extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<{ value: Value; label: string; icon?: LucideIcon }>;
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex w-fit max-w-full flex-wrap rounded-lg border border-ink-200 bg-white p-1 shadow-xs">
      {options.map(({ value: option, label: text, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
            value === option ? 'bg-ink-900 text-white' : 'text-ink-700 hover:bg-ink-50',
          )}
        >
          {Icon && <Icon className="size-4" aria-hidden />} {text}
        </button>
      ))}
    </div>
  );
}
