import { Briefcase } from 'lucide-react';
import { Link } from 'react-router';
import type { MatterRef } from '../../../shared/api/matters';
import { cn } from '../../lib/cn';
import { matterHref, matterLabel } from './matter-links';

/** "2026-014 · Acme v. Roe" on a piece of work in a matter, linking to the matter; nothing for personal work. */
export function MatterBadge({ matter, className }: { matter: MatterRef; className?: string }) {
  if (!matter) return null;
  return (
    <Link
      to={matterHref(matter.id)}
      title={`In the matter ${matterLabel(matter)}`}
      className={cn('inline-flex max-w-full min-w-0 items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-emerald-900 hover:bg-emerald-100', className)}
      data-testid="matter-badge"
    >
      <Briefcase className="size-3.5 shrink-0" aria-hidden />
      <span className="sr-only">Matter: </span>
      <span className="truncate">{matterLabel(matter)}</span>
    </Link>
  );
}
