import { useMemo } from 'react';
import type { DraftContent } from '../../../../shared/api/drafts';
import { cn } from '../../../lib/cn';
import { redlineDocument, type RedlinePart, type RedlinePiece } from './redline';

const PIECE_STYLES: Record<RedlinePiece['change'], string> = {
  same: '',
  added: 'bg-emerald-50 text-emerald-900 underline decoration-emerald-600 decoration-2 underline-offset-2',
  removed: 'bg-red-50 text-red-800 line-through decoration-red-600 decoration-2',
};

/** Runs of a redline: inserted text underlined in green, deleted text struck through in red. */
export function RedlinePieces({ pieces }: { pieces: RedlinePiece[] }) {
  return (
    <>
      {pieces.map((piece, index) =>
        piece.change === 'same' ? (
          <span key={index}>{piece.text}</span>
        ) : piece.change === 'added' ? (
          <ins key={index} className={cn('no-underline', PIECE_STYLES.added)}>{piece.text}</ins>
        ) : (
          <del key={index} className={PIECE_STYLES.removed}>{piece.text}</del>
        ),
      )}
    </>
  );
}

const PART_BADGES: Record<Exclude<RedlinePart['change'], 'same'>, { text: string; className: string }> = {
  changed: { text: 'Changed', className: 'bg-brass-50 text-brass-700 ring-brass-200' },
  added: { text: 'Added', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  removed: { text: 'Removed', className: 'bg-red-50 text-red-800 ring-red-200' },
};

function PartView({ part }: { part: RedlinePart }) {
  const heading = (
    <h3 className="font-serif text-lg font-semibold tracking-wide text-ink-950 uppercase">
      <RedlinePieces pieces={part.heading} />
    </h3>
  );
  if (part.change === 'same') {
    return (
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1">
          {heading}
          <span className="font-sans text-xs text-ink-500 group-open:hidden">No changes (show text)</span>
        </summary>
        <div className="mt-2 font-serif text-[1.05rem] leading-relaxed whitespace-pre-wrap text-ink-700">
          <RedlinePieces pieces={part.body} />
        </div>
      </details>
    );
  }
  const badge = PART_BADGES[part.change];
  return (
    <section>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {heading}
        <span className={cn('rounded-full px-2.5 py-0.5 font-sans text-xs font-medium ring-1', badge.className)}>{badge.text}</span>
      </div>
      <div className="mt-2 font-serif text-[1.05rem] leading-relaxed whitespace-pre-wrap text-ink-950">
        <RedlinePieces pieces={part.body} />
      </div>
    </section>
  );
}

/**
 * A version compared with the current draft, word by word, section by section: insertions underlined in green,
 * deletions struck through in red. Unchanged sections fold away.
 */
export function Redline({ before, after }: { before: DraftContent; after: DraftContent }) {
  const parts = useMemo(() => redlineDocument(before, after), [before, after]);
  const changed = parts.filter((part) => part.change !== 'same').length;
  return (
    <article aria-label="Changes" className="mx-auto grid max-w-[52rem] gap-6 rounded-sm border border-ink-100 bg-white px-5 py-8 shadow-sm sm:px-12 sm:py-12 lg:px-16" data-testid="redline">
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600">
        <span>{changed === 0 ? 'No differences.' : `${changed} of ${parts.length} parts differ.`}</span>
        <span><ins className={cn('px-0.5 no-underline', PIECE_STYLES.added)}>Inserted</ins></span>
        <span><del className={cn('px-0.5', PIECE_STYLES.removed)}>Deleted</del></span>
      </p>
      {parts.map((part) => (
        <PartView key={part.key} part={part} />
      ))}
    </article>
  );
}
