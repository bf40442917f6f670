/** Where something sits in the brief's text, as character offsets. */
export type TextSpan = { start: number; end: number };

/** A citation that supports a quotation begins at most this many characters after the quotation ends. */
export const MAX_CITATION_DISTANCE = 300;

// A sentence ends at '.', '!' or '?' (after closing marks) before a capital. The word before it must not be an
// abbreviation: 'v.', 'Bd.', 'U.S.' and 'Inc.' are followed by capitals inside a case name.
const SENTENCE_END = /(?<=[a-z]{3}|[\d)\]"”’'])[.!?]+["”’')\]]*\s+(?=["“‘(]?[A-Z])/g;
// '410 U.S. at 153 ("' or 'Roe, 410 U.S. at 153 (holding that “': the quotation is the citation's parenthetical.
const PARENTHETICAL_OPENING = /^\s*\(\s*(?:[a-z]+,?\s+){0,4}["“]$/;
const MAX_PARENTHETICAL_OPENING = 60;

/** How many sentences end between `from` and `to` (a quotation's own final period counts as one). */
function sentenceEnds(text: string, from: number, to: number): number {
  SENTENCE_END.lastIndex = from;
  let count = 0;
  for (let match = SENTENCE_END.exec(text); match && match.index < to; match = SENTENCE_END.exec(text)) count += 1;
  return count;
}

/** The citation whose parenthetical the quotation opens, as in '410 U.S. at 153 (“quotation”)'. */
function citationBefore(text: string, quotation: TextSpan, citations: readonly TextSpan[]): number | null {
  const index = citations.findIndex(
    (citation) =>
      citation.end <= quotation.start &&
      quotation.start - citation.end <= MAX_PARENTHETICAL_OPENING &&
      PARENTHETICAL_OPENING.test(text.slice(citation.end, quotation.start)),
  );
  return index === -1 ? null : index;
}

function firstCitationFrom(position: number, citations: readonly TextSpan[]): number | null {
  let first: number | null = null;
  for (let index = 0; index < citations.length; index += 1) {
    const start = citations[index]?.start ?? -1;
    if (start >= position && (first === null || start < (citations[first]?.start ?? Infinity))) first = index;
  }
  return first;
}

/**
 * The first citation after the quotation, if it begins in the same or the next sentence and within
 * MAX_CITATION_DISTANCE characters. Another quotation may come between them only if it is in the same sentence as
 * this one ('requires “A” and “B.” Roe, 410 U.S. at 5' supports both), never in a later one.
 */
function citationAfter(
  text: string,
  quotation: TextSpan,
  quotations: readonly TextSpan[],
  citations: readonly TextSpan[],
): number | null {
  const next = firstCitationFrom(quotation.end, citations);
  const citation = next === null ? undefined : citations[next];
  if (!citation || citation.start - quotation.end > MAX_CITATION_DISTANCE) return null;
  // From the quotation's last character, so that its own closing period counts as the end of its sentence.
  const from = Math.max(quotation.start, quotation.end - 1);
  if (sentenceEnds(text, from, citation.start) > 1) return null;
  const laterSentenceQuotation = quotations.some(
    (other) =>
      other.start >= quotation.end && other.start < citation.start && sentenceEnds(text, from, other.start) > 0,
  );
  return laterSentenceQuotation ? null : next;
}

/**
 * For each quotation, the index in `citations` of the citation it is attributed to by legal-writing convention, or
 * null. A quotation that opens a citation's parenthetical ('410 U.S. at 153 (“…”)' or '(holding that “…”)') belongs
 * to that citation; otherwise to the first citation after it in the same or next sentence (see citationAfter).
 * Pass only case citations (full, short, Id., supra): a statute cited after a quotation is not its source.
 */
export function attributeQuotations(
  text: string,
  quotations: readonly TextSpan[],
  citations: readonly TextSpan[],
): Array<number | null> {
  return quotations.map(
    (quotation) => citationBefore(text, quotation, citations) ?? citationAfter(text, quotation, quotations, citations),
  );
}
