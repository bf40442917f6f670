import { CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { Severity } from '../../../../shared/api/drafts';

interface SeverityStyle {
  /** The group's heading, singular and plural. */
  one: string;
  many: string;
  icon: LucideIcon;
  card: string;
  iconColour: string;
  dot: string;
}

/** Every severity has a colour, an icon and a word, so nothing depends on colour alone. */
export const SEVERITY_STYLES: Record<Severity, SeverityStyle> = {
  error: { one: 'Error', many: 'Errors', icon: CircleX, card: 'border-red-200 bg-red-50/60', iconColour: 'text-red-600', dot: 'bg-red-500' },
  warning: { one: 'Warning', many: 'Warnings', icon: TriangleAlert, card: 'border-amber-200 bg-amber-50/60', iconColour: 'text-amber-600', dot: 'bg-amber-500' },
  info: { one: 'Note', many: 'Notes', icon: Info, card: 'border-sky-200 bg-sky-50/60', iconColour: 'text-sky-600', dot: 'bg-sky-500' },
};

/** Most serious first. */
export const SEVERITY_ORDER: Severity[] = ['error', 'warning', 'info'];
