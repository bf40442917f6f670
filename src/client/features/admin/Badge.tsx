import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  neutral: 'bg-ink-50 text-ink-700 ring-ink-200',
  admin: 'bg-brass-50 text-brass-700 ring-brass-200',
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-red-50 text-red-800 ring-red-200',
};

/** A small label with a word in it, so nothing depends on colour alone. */
export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', TONES[tone])}>{children}</span>;
}
