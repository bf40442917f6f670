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
  return withShortKeptRunsReplaced(segments);
}

const wordsIn = (text: string) => (text.match(/\S+/g) ?? []).length;

/** A change between two kept runs: the words struck and the words put in. */
interface Change { removed: string; added: string }

/**
 * A rewritten sentence reads as one deletion and one insertion: a kept run between two changes that is only spaces and
 * punctuation, or one or two words beside changes four times its length ("or", "of this" met again in a new
 * sentence), is struck and put back with the words around it. Both texts are unchanged by it.
 */
function withShortKeptRunsReplaced(segments: RedlineSegment[]): RedlineSegment[] {
  const items: (RedlineSegment | Change)[] = [];
  for (const segment of segments) {
    const last = items.at(-1);
    if (segment.kind === 'same') items.push(segment);
    else if (last && !('kind' in last)) last[segment.kind] += segment.text;
    else items.push({ removed: '', added: '', [segment.kind]: segment.text });
  }
  const merged: (RedlineSegment | Change)[] = [];
  for (let index = 0; index < items.length; index++) {
    const item = items[index]!;
    const before = merged.at(-1);
    const after = items[index + 1];
    if ('kind' in item && before && !('kind' in before) && after && !('kind' in after)) {
      const kept = wordsIn(item.text);
      const around = wordsIn(before.removed) + wordsIn(before.added) + wordsIn(after.removed) + wordsIn(after.added);
      if (kept === 0 || (kept <= 2 && around >= 4 * kept)) {
        before.removed += item.text + after.removed;
        before.added += item.text + after.added;
        index++;
        continue;
      }
    }
    merged.push(item);
  }
  return merged.flatMap((item): RedlineSegment[] => ('kind' in item ? [item] : [
    ...(item.removed ? [{ kind: 'removed' as const, text: item.removed }] : []),
    ...(item.added ? [{ kind: 'added' as const, text: item.added }] : []),
  ]));
}
