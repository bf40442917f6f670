import { CircleAlert, CircleCheck, Clock, CloudOff, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import type { SaveState } from './autosave-queue';

const STATES: Record<SaveState, { icon: ReactNode; text: string; tone: string }> = {
  saved: { icon: <CircleCheck className="size-4 text-emerald-600" aria-hidden />, text: 'Saved', tone: 'text-ink-600' },
  pending: { icon: <LoaderCircle className="size-4 animate-spin text-ink-400" aria-hidden />, text: 'Saving…', tone: 'text-ink-600' },
  saving: { icon: <LoaderCircle className="size-4 animate-spin text-ink-400" aria-hidden />, text: 'Saving…', tone: 'text-ink-600' },
  retrying: { icon: <CloudOff className="size-4 text-amber-600" aria-hidden />, text: 'Not saved — retrying', tone: 'text-amber-800' },
  held: { icon: <Clock className="size-4 text-ink-400" aria-hidden />, text: 'Saving after generation', tone: 'text-ink-600' },
  refused: { icon: <CircleAlert className="size-4 text-red-600" aria-hidden />, text: 'Not saved', tone: 'text-red-800 font-semibold' },
};

/** Whether the attorney's typing has reached the server, in a word or two (announced to screen readers). */
export function SaveStatus({ state, className }: { state: SaveState; className?: string }) {
  const { icon, text, tone } = STATES[state];
  return (
    <span role="status" className={cn('inline-flex items-center gap-1.5 text-sm whitespace-nowrap', tone, className)} data-testid="save-status">
      {icon}
      {text}
    </span>
  );
}

/**
 * The same, kept in view above the document while the header scrolls away; a refused save links to the notice
 * that explains it. Silent for screen readers, which hear the header's.
 */
export function CompactSaveStatus({ state, onShowProblem }: { state: SaveState; onShowProblem: () => void }) {
  const { icon, text, tone } = STATES[state];
  if (state === 'refused') {
    return (
      <button type="button" onClick={onShowProblem} className={cn('inline-flex items-center gap-1 text-xs whitespace-nowrap underline-offset-2 hover:underline', tone)}>
        {icon}
        {text}
      </button>
    );
  }
  return (
    <span aria-hidden className={cn('inline-flex items-center gap-1 text-xs whitespace-nowrap [&_svg]:size-3.5', tone)}>
      {icon}
      <span className="hidden sm:inline">{text}</span>
    </span>
  );
}
