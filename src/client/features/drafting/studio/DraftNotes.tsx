import { ArrowDown, Info } from 'lucide-react';
import { formatCount } from '../../sessions/format';

/**
 * What the attorney should know before relying on the draft: the server's notes (offline assembly, no rule pack
 * for the jurisdiction), and how many [bracketed] gaps are left, with a jump to the first.
 */
export function DraftNotes({ notes, placeholderCount, onShowFirstPlaceholder }: { notes: string[]; placeholderCount: number; onShowFirstPlaceholder: () => void }) {
  if (notes.length === 0 && placeholderCount === 0) return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brass-200 bg-brass-50 px-4 py-3 text-sm text-ink-800 sm:flex-row sm:items-start" data-testid="draft-notes">
      <Info className="mt-0.5 size-4 shrink-0 text-brass-600" aria-hidden />
      <div className="min-w-0 flex-1">
        {notes.length > 0 && (
          <ul className="grid gap-1">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
      </div>
      {placeholderCount > 0 && (
        <button
          type="button"
          onClick={onShowFirstPlaceholder}
          className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-md bg-white px-2.5 py-1 font-medium text-ink-900 ring-1 ring-brass-200 hover:bg-brass-100"
          data-testid="placeholder-count"
        >
          {formatCount(placeholderCount, 'placeholder')} to complete <ArrowDown className="size-3.5" aria-hidden />
        </button>
      )}
    </div>
  );
}
