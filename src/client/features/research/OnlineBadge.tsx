import { Globe } from 'lucide-react';
import { cn } from '../../lib/cn';

/** Marks a result or case that came from CourtListener's API rather than the local corpus. */
export function OnlineBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800 ring-1 ring-sky-200', className)}
      data-testid="online-badge"
    >
      <Globe className="size-3" aria-hidden /> CourtListener (online)
    </span>
  );
}

export const onlineCasePath = (clusterId: number) => `/research/online/${clusterId}`;
