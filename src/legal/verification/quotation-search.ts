import { searchableForm } from './opinion-text';

/** A bracketed alteration ('[t]he', '[the State]') may stand for up to this many source letters and digits. */
export const BRACKET_GAP = 40;
/**
 * How far the search reaches past an ellipsis, in letters and digits: far enough to tell the writer that an ellipsis
 * leaves out pages (an omission longer than MAX_OMISSION makes the quotation altered, not found).
 */
export const ELLIPSIS_GAP = 6_000;
/** An ellipsis stands for a sentence or so: at most this many characters of the opinion's prose. */
export const MAX_OMISSION = 300;
/** A piece between ellipses needs this many words to be evidence that the quotation is real. */
export const EVIDENCE_WORDS = 3;

// Bracket groups (alterations, or '[...]') and ellipses ('...', '. . .', '. . . .', '…').
const QUOTATION_SYNTAX = /\[[^[\]]{0,80}\]|(?:\.\s*){3,}|…/g;
const ELLIPSIS = /^\[?\s*(?:(?:\.\s*){3,}|…)\s*\]?$/;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * A run of the quotation that must appear verbatim (in searchable form), at most `maxGapBefore` after the last;
 * `ellipsis` and `brackets` say what stands between it and the last (bracket contents as written).
 */
export type Literal = { text: string; maxGapBefore: number; ellipsis: boolean; brackets: string[] };

export function parseQuotation(quotation: string, ellipsisGap = ELLIPSIS_GAP): { literals: Literal[]; longestPieceWords: number } {
  const literals: Literal[] = [];
  let gap = 0;
  let ellipsis = false;
  let brackets: string[] = [];
  let pieceWords = 0;
  let longestPieceWords = 0;
  let literalStart = 0;
  const addLiteral = (raw: string): void => {
    pieceWords += raw.match(WORD)?.length ?? 0;
    const text = searchableForm(raw);
    if (text === '') return;
    literals.push({ text, maxGapBefore: gap, ellipsis, brackets });
    gap = 0;
    ellipsis = false;
    brackets = [];
  };
  for (const syntax of quotation.matchAll(QUOTATION_SYNTAX)) {
    addLiteral(quotation.slice(literalStart, syntax.index));
    literalStart = syntax.index + syntax[0].length;
    if (ELLIPSIS.test(syntax[0])) {
      longestPieceWords = Math.max(longestPieceWords, pieceWords);
      pieceWords = 0;
      gap += ellipsisGap;
      ellipsis = true;
    } else {
      gap += BRACKET_GAP;
      brackets.push(syntax[0].slice(1, -1));
    }
  }
  addLiteral(quotation.slice(literalStart));
  return { literals, longestPieceWords: Math.max(longestPieceWords, pieceWords) };
}

/** The starts of `text` in `source` from `lowest` to `highest`, in order. */
function* startsBetween(source: string, text: string, lowest: number, highest: number): Generator<number> {
  let at = source.indexOf(text, Math.max(0, lowest));
  while (at !== -1 && at <= highest) {
    yield at;
    at = source.indexOf(text, at + 1);
  }
}

/**
 * Where the literals occur in order, each starting no more than its gap after the previous one ends: the start of
 * each, one placement after another. The search starts from the longest literal, the rarest as a rule, and works
 * outwards; a short piece can occur several times within a gap, so every placement is tried, and dead ends are
 * remembered so that none is explored twice.
 */
export function* placements(source: string, literals: readonly Literal[]): Generator<number[]> {
  const anchor = literals.reduce((longest, literal, index) => {
    return literal.text.length > (literals[longest]?.text.length ?? 0) ? index : longest;
  }, 0);
  const stride = source.length + 1;
  const deadEndsAfter = new Set<number>();
  const deadEndsBefore = new Set<number>();
  function* restAfter(index: number, from: number): Generator<number[]> {
    const literal = literals[index];
    if (!literal) return yield [];
    const key = index * stride + from;
    if (deadEndsAfter.has(key)) return;
    let any = false;
    for (const at of startsBetween(source, literal.text, from, from + literal.maxGapBefore)) {
      for (const rest of restAfter(index + 1, at + literal.text.length)) {
        any = true;
        yield [at, ...rest];
      }
    }
    if (!any) deadEndsAfter.add(key);
  }
  function* restBefore(index: number, until: number): Generator<number[]> {
    const literal = literals[index];
    if (!literal) return yield [];
    const gap = literals[index + 1]?.maxGapBefore ?? 0;
    const key = index * stride + until;
    if (deadEndsBefore.has(key)) return;
    let any = false;
    const latest = until - literal.text.length;
    for (const at of startsBetween(source, literal.text, latest - gap, latest)) {
      for (const rest of restBefore(index - 1, at)) {
        any = true;
        yield [...rest, at];
      }
    }
    if (!any) deadEndsBefore.add(key);
  }
  const anchorText = literals[anchor]?.text ?? '';
  for (const at of startsBetween(source, anchorText, 0, source.length)) {
    for (const before of restBefore(anchor - 1, at)) {
      for (const after of restAfter(anchor + 1, at + anchorText.length)) yield [...before, at, ...after];
    }
  }
}

