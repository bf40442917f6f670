import { Briefcase } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PERSONAL } from '../matters/matter-links';
import { MatterOptions } from '../matters/MatterSelect';
import { useMatters } from '../matters/matters-queries';

const PARAM = 'matter';

/** Which matter's work the sessions page shows, kept in the address (`?matter=`, 'personal' for work in none). */
export function useMatterFilter(): [string | undefined, (value: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(PARAM) || undefined;
  const setValue = (next: string | undefined) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(PARAM, next);
        else updated.delete(PARAM);
        return updated;
      },
      { replace: true },
    );
  return [value, setValue];
}

/** All work, personal work only, or one matter's: offered only to users in a matter. */
export function MatterFilter({ value, onChange }: { value: string | undefined; onChange: (value: string | undefined) => void }) {
  const matters = useMatters().data?.matters ?? [];
  if (matters.length === 0 && !value) return null;
  return (
    <div className="relative min-w-0 md:w-60">
      <label htmlFor="sessions-matter" className="sr-only">Filter by matter</label>
      <Briefcase className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-500" aria-hidden />
      <select
        id="sessions-matter"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
        className="h-12 w-full truncate rounded-xl border border-ink-200 bg-white pr-8 pl-9 text-sm font-medium text-ink-900 shadow-sm hover:border-ink-300 focus:border-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brass-300"
      >
        <option value="">All work</option>
        <option value={PERSONAL}>Personal work</option>
        <MatterOptions matters={matters} />
      </select>
    </div>
  );
}
