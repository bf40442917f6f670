import { z } from 'zod';

/** A run of words a clause kept, lost (removed) or gained (added) from one version to the next. */
export const wordDiffPartSchema = z.object({ kind: z.enum(['same', 'removed', 'added']), text: z.string() });
export type WordDiffPart = z.infer<typeof wordDiffPartSchema>;

/** Past this many word pairs the full comparison costs too much; the words between the common start and end are shown as replaced. */
const MAX_CELLS = 4_000_000;

function push(parts: WordDiffPart[], kind: WordDiffPart['kind'], word: string) {
  const last = parts.at(-1);
  if (last && last.kind === kind) last.text += ` ${word}`;
  else parts.push({ kind, text: word });
}

/**
 * The words of `before` and `after` as runs kept, removed and added: the longest common subsequence of their words
 * (spacing ignored), so "for three (3) years" to "for five (5) years" keeps "for" and "years".
 */
export function wordDiff(before: string, after: string): WordDiffPart[] {
  const a = before.split(/\s+/).filter(Boolean);
  const b = after.split(/\s+/).filter(Boolean);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  const parts: WordDiffPart[] = [];
  for (const word of a.slice(0, head)) push(parts, 'same', word);
  if (x.length * y.length > MAX_CELLS) {
    for (const word of x) push(parts, 'removed', word);
    for (const word of y) push(parts, 'added', word);
  } else {
    // lengths[i][j]: the longest common subsequence of x[i..] and y[j..].
    const width = y.length + 1;
    const lengths = new Uint32Array((x.length + 1) * width);
    for (let i = x.length - 1; i >= 0; i--) {
      for (let j = y.length - 1; j >= 0; j--) {
        lengths[i * width + j] = x[i] === y[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < x.length || j < y.length) {
      if (i < x.length && j < y.length && x[i] === y[j]) {
        push(parts, 'same', x[i++]!);
        j++;
      } else if (i < x.length && (j === y.length || lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!)) {
        // Removed words before added ones: "three (3)" struck, then "five (5)" put in.
        push(parts, 'removed', x[i++]!);
      } else {
        push(parts, 'added', y[j++]!);
      }
    }
  }
  for (const word of a.slice(a.length - tail)) push(parts, 'same', word);
  return parts;
}
