import { Briefcase } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { groupByFirm, matterLabel } from './matter-links';
import { useMatters } from './matters-queries';

const selectClass =
  'h-9 w-full min-w-0 truncate rounded-md border border-ink-200 bg-white pr-8 pl-8 text-sm font-medium text-ink-900 hover:border-ink-300 focus:border-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300 disabled:opacity-60';

/**
 * The optional "Matter" choice on a new conversation, a new draft and an upload: Personal (the user's own) or one of
 * their matters, by firm. Users in no matter never see it; a matter they were sent with stays chosen while loading.
 */
export function MatterSelect({
  value,
  onChange,
  disabled,
  className,
  label = 'Matter',
}: {
  /** The chosen matter's id, or null for personal work. */
  value: string | null;
  onChange: (matterId: string | null) => void;
  disabled?: boolean;
  className?: string;
  label?: string;
}) {
  const id = useId();
  const { data } = useMatters();
  const matters = data?.matters ?? [];
  if (matters.length === 0 && value === null) return null;
  const known = value === null || matters.some((matter) => matter.id === value);
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)} data-testid="matter-select">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-ink-800">{label}</label>
      <div className="relative min-w-0 flex-1 sm:max-w-xs">
        <Briefcase className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-ink-500" aria-hidden />
        <select id={id} value={value ?? ''} disabled={disabled} onChange={(e) => onChange(e.target.value || null)} className={selectClass}>
          <option value="">Personal (only you)</option>
          {!known && <option value={value}>Loading the matter…</option>}
          <MatterOptions matters={matters} />
        </select>
      </div>
    </div>
  );
}

/** The user's matters as options grouped by firm, for any matter select. */
export function MatterOptions({ matters }: { matters: Parameters<typeof groupByFirm>[0] }) {
  return groupByFirm(matters).map((firm) => (
    <optgroup key={firm.firmId} label={firm.firmName}>
      {firm.matters.map((matter) => (
        <option key={matter.id} value={matter.id}>{matterLabel(matter)}</option>
      ))}
    </optgroup>
  ));
}
