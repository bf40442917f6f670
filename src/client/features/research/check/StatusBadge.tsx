import type { VerificationStatus } from '../../../../shared/api/citations';
import { cn } from '../../../lib/cn';
import { STATUS_STYLES } from './status-styles';

export function StatusBadge({ status }: { status: VerificationStatus }) {
  const { label, icon: Icon, badge, iconColour } = STATUS_STYLES[status];
  return (
    <span className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', badge)} data-testid="citation-status">
      <Icon className={cn('size-3.5', iconColour)} aria-hidden />
      {label}
    </span>
  );
}
