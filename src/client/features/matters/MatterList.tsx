import { Building2, ChevronRight, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { MatterSummary } from '../../../shared/api/matters';
import { formatCount, formatUpdated } from '../sessions/format';
import { groupByFirm, matterHref } from './matter-links';

/** One firm's matters: each row opens the matter; the firm's own page (pool, usage) is a link beside its name. */
function FirmMatters({ firmId, firmName, matters }: { firmId: string; firmName: string; matters: MatterSummary[] }) {
  const titleId = `firm-matters-${firmId}`;
  return (
    <section aria-labelledby={titleId}>
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold text-ink-950">
          <Building2 className="size-4 text-ink-500" aria-hidden /> {firmName}
        </h2>
        <Link to={`/firms?firm=${encodeURIComponent(firmId)}`} className="text-sm font-medium text-ink-600 hover:text-ink-950">
          Firm, token pool and usage
        </Link>
      </div>
      <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm">
        {matters.map((matter) => (
          <li key={matter.id} data-testid="matter-row">
            <Link to={matterHref(matter.id)} className="flex items-center gap-4 px-5 py-4 hover:bg-ink-50">
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-ink-950">{matter.name}</span>
                <span className="mt-0.5 block truncate text-sm text-ink-600">
                  {matter.client} · No. {matter.number}
                </span>
                <span className="mt-1 block text-xs text-ink-500 sm:hidden">
                  {formatCount(matter.memberCount, 'member')} · Updated {formatUpdated(matter.updatedAt)}
                </span>
              </span>
              <span className="hidden shrink-0 flex-col items-end gap-0.5 text-xs text-ink-500 sm:flex">
                <span className="inline-flex items-center gap-1">
                  <Users className="size-3.5" aria-hidden /> {formatCount(matter.memberCount, 'member')}
                </span>
                <span>
                  Updated <time dateTime={matter.updatedAt}>{formatUpdated(matter.updatedAt)}</time>
                </span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-ink-400" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The user's matters, grouped by firm. */
export function MatterList({ matters }: { matters: MatterSummary[] }) {
  return (
    <div className="grid gap-8">
      {groupByFirm(matters).map((group) => (
        <FirmMatters key={group.firmId} {...group} />
      ))}
    </div>
  );
}
