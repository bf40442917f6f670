import type { Treatment } from '../../../../shared/api/research';

/** How each treatment reads and looks: negative treatments in red, a caution in amber, a positive one in green. */
export const TREATMENT_STYLES: Record<Treatment, { label: string; badge: string; panel: string }> = {
  overruled: { label: 'Overruled', badge: 'bg-red-700 text-white', panel: 'border-red-200 bg-red-50' },
  abrogated: { label: 'Abrogated', badge: 'bg-red-700 text-white', panel: 'border-red-200 bg-red-50' },
  distinguished: { label: 'Distinguished', badge: 'bg-amber-200 text-amber-950', panel: 'border-amber-200 bg-amber-50' },
  followed: { label: 'Followed', badge: 'bg-emerald-700 text-white', panel: 'border-emerald-200 bg-emerald-50' },
};

/** Overruled first: what an attorney must see before relying on a case. */
export const TREATMENT_ORDER: Treatment[] = ['overruled', 'abrogated', 'distinguished', 'followed'];
