import { diffWordsWithSpace } from 'diff';

/** A run of text in a redline: kept, inserted, or deleted. */
export interface RedlineSegment {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * The word-level changes from a clause as written to the replacement offered, for the client to show as a redline
 * (insertions underlined, deletions struck). Joining the 'same' and 'removed' texts gives the original back; joining
 * the 'same' and 'added' texts gives the replacement.
 */
export function redline(original: string, suggested: string): RedlineSegment[] {
  const segments: RedlineSegment[] = [];
  // Spaces are words of their own, so the segments put each text back together exactly.
  for (const change of diffWordsWithSpace(original, suggested)) {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const last = segments.at(-1);
    // Adjacent pieces of one kind read as one change.
    if (last && last.kind === kind) last.text += change.value;
    else if (change.value !== '') segments.push({ kind, text: change.value });
  }
  return segments;
}
