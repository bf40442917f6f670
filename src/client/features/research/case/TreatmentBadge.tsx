import type { Treatment } from '../../../../shared/api/research';
import { cn } from '../../../lib/cn';
import { TREATMENT_STYLES } from './treatment-styles';

export function TreatmentBadge({ treatment, className }: { treatment: Treatment; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase', TREATMENT_STYLES[treatment].badge, className)}>
      {TREATMENT_STYLES[treatment].label}
    </span>
  );
}
