import { prepareOpinionText, searchableForm } from './opinion-text';
import type { PreparedOpinionText } from './opinion-text';

/** A bracketed alteration ('[t]he', '[the State]') may stand for up to this many source letters and digits. */
export const BRACKET_GAP = 40;
/** An ellipsis may stand for up to this many omitted letters and digits (roughly 2,400 characters of prose). */
export const ELLIPSIS_GAP = 2_000;
/** A piece between ellipses needs this many words to be evidence that the quotation is real. */
export const EVIDENCE_WORDS = 3;

// Bracket groups (alterations, or '[...]') and ellipses ('...', '. . .', '. . . .', '…').
const QUOTATION_SYNTAX = /\[[^[\]]{0,80}\]|(?:\.\s*){3,}|…/g;
const ELLIPSIS = /^\[?\s*(?:(?:\.\s*){3,}|…)\s*\]?$/;
const WORD = /[\p{L}\p{N}]+/gu;

/** A run of the quotation that must appear verbatim (in searchable form), at most `maxGapBefore` after the last. */
type Literal = { text: string; maxGapBefore: number };

function parseQuotation(quotation: string): { literals: Literal[]; longestPieceWords: number } {
  const literals: Literal[] = [];
  let gap = 0;
  let pieceWords = 0;
  let longestPieceWords = 0;
  let literalStart = 0;
  const addLiteral = (raw: string): void => {
    pieceWords += raw.match(WORD)?.length ?? 0;
    const text = searchableForm(raw);
    if (text === '') return;
    literals.push({ text, maxGapBefore: gap });
    gap = 0;
  };
  for (const syntax of quotation.matchAll(QUOTATION_SYNTAX)) {
    addLiteral(quotation.slice(literalStart, syntax.index));
    literalStart = syntax.index + syntax[0].length;
    if (ELLIPSIS.test(syntax[0])) {
      longestPieceWords = Math.max(longestPieceWords, pieceWords);
      pieceWords = 0;
      gap += ELLIPSIS_GAP;
    } else {
      gap += BRACKET_GAP;
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
 * Whether the literals occur in order, each starting no more than its gap after the previous one ends. The search
 * starts from the longest literal, the rarest as a rule, and works outwards; a short piece can occur several times
 * within a gap, so every placement is tried, and dead ends are remembered so that none is explored twice.
 */
function occurInOrder(source: string, literals: readonly Literal[]): boolean {
  const anchor = literals.reduce((longest, literal, index) => {
    return literal.text.length > (literals[longest]?.text.length ?? 0) ? index : longest;
  }, 0);
  const stride = source.length + 1;
  const deadEndsAfter = new Set<number>();
  const deadEndsBefore = new Set<number>();
  const restAfter = (index: number, from: number): boolean => {
    const literal = literals[index];
    if (!literal) return true;
    const key = index * stride + from;
    if (deadEndsAfter.has(key)) return false;
    for (const at of startsBetween(source, literal.text, from, from + literal.maxGapBefore)) {
      if (restAfter(index + 1, at + literal.text.length)) return true;
    }
    deadEndsAfter.add(key);
    return false;
  };
  const restBefore = (index: number, until: number): boolean => {
    const literal = literals[index];
    const gap = literals[index + 1]?.maxGapBefore ?? 0;
    if (!literal) return true;
    const key = index * stride + until;
    if (deadEndsBefore.has(key)) return false;
    const latest = until - literal.text.length;
    for (const at of startsBetween(source, literal.text, latest - gap, latest)) {
      if (restBefore(index - 1, at)) return true;
    }
    deadEndsBefore.add(key);
    return false;
  };
  const anchorText = literals[anchor]?.text ?? '';
  for (const at of startsBetween(source, anchorText, 0, source.length)) {
    if (restBefore(anchor - 1, at) && restAfter(anchor + 1, at + anchorText.length)) return true;
  }
  return false;
}

/**
 * Whether `quotation` appears in the opinion. Whitespace, line breaks, punctuation, quotation marks (curly,
 * straight, single for double), dashes, hyphens and letter case are ignored; an ellipsis stands for up to
 * ELLIPSIS_GAP omitted letters and digits and a bracket group for up to BRACKET_GAP. The quoted pieces must appear in
 * order. A quotation with no piece of at least EVIDENCE_WORDS words between ellipses proves nothing and is not found.
 * Pass a PreparedOpinionText when checking several quotations against one opinion.
 */
export function findQuotation(quotation: string, opinion: string | PreparedOpinionText): boolean {
  const { literals, longestPieceWords } = parseQuotation(quotation);
  // Letters outside a–z (Greek, say) leave no literal to look for: nothing is verified.
  if (longestPieceWords < EVIDENCE_WORDS || literals.length === 0) return false;
  const source = typeof opinion === 'string' ? prepareOpinionText(opinion).searchable : opinion.searchable;
  return occurInOrder(source, literals);
}
