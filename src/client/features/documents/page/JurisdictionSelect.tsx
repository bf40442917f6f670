import { useMemo } from 'react';
import { useDraftingTypes } from '../../drafting/drafts-queries';
import { orderJurisdictions } from '../../drafting/new/jurisdiction-options';

/**
 * The jurisdiction to review against, from the drafting studio's list (those with a rule pack first). Empty: the
 * server goes by what the document says (its caption, its governing-law clause).
 */
export function JurisdictionSelect({ id, value, onChange, emptyLabel }: { id: string; value: string | null; onChange: (value: string | null) => void; emptyLabel: string }) {
  const catalogue = useDraftingTypes();
  const options = useMemo(() => orderJurisdictions(catalogue.data?.jurisdictions ?? []), [catalogue.data]);
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <label htmlFor={id} className="text-sm font-medium text-ink-800">
        Jurisdiction
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        disabled={catalogue.isPending}
        className="h-10 w-full rounded-md border border-ink-200 bg-white px-3 text-sm text-ink-900 shadow-xs focus:border-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300 sm:w-80"
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
            {option.rulePack ? ' (rule pack)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
