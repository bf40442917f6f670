import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export const casePath = (caseId: number) => `/research/cases/${caseId}`;

/** A case name in italics (Bluebook), linked to its case page when the case is in the corpus. */
export function CaseName({ name, caseId, className }: { name: string; caseId?: number | null; className?: string }) {
  if (caseId == null) return <cite className={cn('font-serif italic', className)}>{name}</cite>;
  return (
    <Link
      to={casePath(caseId)}
      className={cn('font-serif italic underline decoration-ink-200 underline-offset-4 hover:text-ink-700 hover:decoration-brass-400', className)}
    >
      {name}
    </Link>
  );
}
