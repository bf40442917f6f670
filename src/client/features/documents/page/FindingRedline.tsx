import { useMemo } from 'react';
import { diffPieces } from '../../drafting/studio/redline';
import { RedlinePieces } from '../../drafting/studio/Redline';

/**
 * The replacement a finding offers, against the clause as written: deletions struck through in red, insertions
 * underlined in green. A missing clause (no original) shows as wholly inserted.
 */
export function FindingRedline({ original, suggested }: { original: string | null; suggested: string }) {
  const pieces = useMemo(() => diffPieces(original ?? '', suggested), [original, suggested]);
  return (
    <div className="rounded-lg border border-ink-100 bg-white px-3 py-2.5 font-serif text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap text-ink-950" data-testid="finding-redline">
      <RedlinePieces pieces={pieces} />
    </div>
  );
}
