/** A quoted passage: `text` is exactly `source.slice(start, end)`, the words between the quotation marks. */
export type Quotation = { start: number; end: number; text: string };

/** Fewer words than this in quotation marks are a term ('the "actual malice" standard'), not a passage. */
export const MIN_QUOTATION_WORDS = 4;
/** A closing mark further than this many characters from the opening one is not taken to close it. */
export const MAX_QUOTATION_LENGTH = 1_500;

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
// A straight double quote opens after a space or an opening bracket or dash, and closes before a space or punctuation.
const BEFORE_OPENING = /[\s([{\u2014\u2013/-]/;
const AFTER_CLOSING = /[\s.,;:!?)\]}\u2014\u2013'’-]/;

type Mark = 'open' | 'close' | null;

function markAt(text: string, index: number): Mark {
  const character = text[index];
  if (character === '“') return 'open';
  if (character === '”') return 'close';
  if (character !== '"') return null;
  const before = text[index - 1];
  const after = text[index + 1];
  if ((before === undefined || BEFORE_OPENING.test(before)) && after !== undefined && /\S/.test(after)) return 'open';
  if (before !== undefined && /\S/.test(before) && (after === undefined || AFTER_CLOSING.test(after))) return 'close';
  return null;
}

/**
 * The index of the mark closing the quotation opened at `opening`, or null. Double marks nest ('“a “b” c”'); single
 * quotes are ignored, since a curly closing single quote is also an apostrophe and nested quotes stay inside.
 */
function closingMark(text: string, opening: number): number | null {
  const limit = Math.min(text.length, opening + 1 + MAX_QUOTATION_LENGTH + 1);
  let depth = 1;
  for (let index = opening + 1; index < limit; index += 1) {
    const mark = markAt(text, index);
    if (mark === 'open') depth += 1;
    if (mark === 'close') depth -= 1;
    if (depth === 0) return index;
  }
  return null;
}

/**
 * The quoted passages of a brief: text in “curly” or "straight" double quotation marks of at least
 * MIN_QUOTATION_WORDS words and at most MAX_QUOTATION_LENGTH characters. Quotations nested inside a passage (in
 * single or double marks) are part of it, not passages of their own. Block quotations without marks are not found.
 */
export function extractQuotations(text: string): Quotation[] {
  const quotations: Quotation[] = [];
  let index = 0;
  while (index < text.length) {
    if (markAt(text, index) !== 'open') {
      index += 1;
      continue;
    }
    const closing = closingMark(text, index);
    if (closing === null) {
      index += 1;
      continue;
    }
    const start = index + 1;
    const quoted = text.slice(start, closing);
    const words = quoted.match(WORD)?.length ?? 0;
    if (words >= MIN_QUOTATION_WORDS) quotations.push({ start, end: closing, text: quoted });
    index = closing + 1;
  }
  return quotations;
}
