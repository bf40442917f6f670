import { pieceAt, prepareOpinionText, type PreparedOpinionText } from './opinion-text';
import type { OpinionPart } from './opinion-sections';
import { omissionProblems } from './quotation-omissions';
import { EVIDENCE_WORDS, MAX_OMISSION, parseQuotation, placements } from './quotation-search';

export { BRACKET_GAP, ELLIPSIS_GAP, EVIDENCE_WORDS, MAX_OMISSION } from './quotation-search';

/** Where a quotation was found in an opinion, and what (if anything) it misrepresents there. */
export type QuotationMatch = {
  /** The pages it begins and ends on; null when the text has no page markers. */
  firstPage: number | null;
  lastPage: number | null;
  /** The opinion (the Court's, or a Justice's separate one) the words are from. */
  opinion: OpinionPart;
  /** Sentences saying how the quotation alters the opinion here; empty when it is faithful. */
  problems: string[];
};

/** Placements of a quotation weighed before settling: a piece can recur, in a concurrence or on another page. */
const MAX_PLACEMENTS = 25;

/** Whether a match is on one of the pin page ranges (true when there are none, or the text has no page markers). */
export const onPinPages = (match: QuotationMatch, pins: ReadonlyArray<readonly [number, number]>) =>
  pins.length === 0 ||
  match.firstPage === null ||
  pins.some(([first, last]) => first <= match.lastPage! && last >= match.firstPage!);

/** How good a placement is: faithful first, then the Court's words over a separate opinion's, then on the pin page. */
export const rankMatch = (match: QuotationMatch, pins: ReadonlyArray<readonly [number, number]>) =>
  (match.problems.length === 0 ? 4 : 0) + (match.opinion.kind === 'court' ? 2 : 0) + (onPinPages(match, pins) ? 1 : 0);

/**
 * Where `quotation` appears in the opinion, the best of its placements: faithful, in the opinion of the Court, on
 * one of the `pins` page ranges, in that order of weight. Whitespace, punctuation, quotation marks, dashes and case
 * are ignored (see findQuotation). An ellipsis is looked for across a sentence or so (MAX_OMISSION) and, failing
 * that, across ELLIPSIS_GAP letters, to say that it leaves out too much. Null when the words are not there.
 */
export function locateQuotation(
  quotation: string,
  opinion: string | PreparedOpinionText,
  pins: ReadonlyArray<readonly [number, number]> = [],
): QuotationMatch | null {
  const strict = parseQuotation(quotation, MAX_OMISSION);
  // Letters outside a–z (Greek, say) leave no literal to look for: nothing is verified.
  if (strict.longestPieceWords < EVIDENCE_WORDS || strict.literals.length === 0) return null;
  const prepared = typeof opinion === 'string' ? prepareOpinionText(opinion) : opinion;
  let best: QuotationMatch | null = null;
  for (const { literals } of [strict, parseQuotation(quotation)]) {
    let tried = 0;
    for (const positions of placements(prepared.searchable, literals)) {
      const last = positions.length - 1;
      const first = pieceAt(prepared, positions[0]!);
      const end = pieceAt(prepared, positions[last]! + literals[last]!.text.length - 1);
      const match = {
        firstPage: first.page,
        lastPage: end.page,
        opinion: first.opinion,
        problems: omissionProblems(prepared, literals, positions),
      };
      if (!best || rankMatch(match, pins) > rankMatch(best, pins)) best = match;
      tried += 1;
      if (rankMatch(best, pins) === 7 || tried >= MAX_PLACEMENTS) break;
    }
    if (best) return best;
  }
  return null;
}

/**
 * Whether `quotation` appears faithfully in the opinion. Whitespace, line breaks, punctuation, quotation marks
 * (curly, straight, single for double), dashes, hyphens and letter case are ignored; an ellipsis stands for a
 * sentence or so (MAX_OMISSION characters) that drops no negation, and a bracket group for up to BRACKET_GAP letters.
 * The quoted pieces must appear in order. A quotation with no piece of at least EVIDENCE_WORDS words between ellipses
 * proves nothing and is not found. Pass a PreparedOpinionText when checking several quotations against one opinion.
 */
export function findQuotation(quotation: string, opinion: string | PreparedOpinionText): boolean {
  return locateQuotation(quotation, opinion)?.problems.length === 0;
}
