import type { VerifiedCitation } from '../../../../shared/api/citations';

type Quotation = VerifiedCitation['quotations'][number];

/** A run of the checked brief: plain text, a citation (by its index in the answer), or a quotation it checked. */
export type BriefPiece =
  | { kind: 'text'; start: number; text: string }
  | { kind: 'citation'; start: number; text: string; index: number; citation: VerifiedCitation }
  | { kind: 'quotation'; start: number; text: string; quotation: Quotation };

type Mark = Exclude<BriefPiece, { kind: 'text' }> & { end: number };

/**
 * Cuts the brief into pieces at the citations' and quotations' offsets (which index into exactly this text).
 * Marks that overlap an earlier one are left out of the highlighting; they still appear in the list.
 */
export function briefPieces(text: string, citations: VerifiedCitation[]): BriefPiece[] {
  const marks: Mark[] = [];
  citations.forEach((citation, index) => {
    marks.push({ kind: 'citation', start: citation.start, end: citation.end, text: '', index, citation });
    for (const quotation of citation.quotations) {
      marks.push({ kind: 'quotation', start: quotation.start, end: quotation.end, text: '', quotation });
    }
  });
  marks.sort((a, b) => a.start - b.start || b.end - a.end);

  const pieces: BriefPiece[] = [];
  let at = 0;
  for (const mark of marks) {
    if (mark.start < at || mark.end <= mark.start || mark.end > text.length) continue;
    if (mark.start > at) pieces.push({ kind: 'text', start: at, text: text.slice(at, mark.start) });
    const { end: _end, ...piece } = mark;
    pieces.push({ ...piece, text: text.slice(mark.start, mark.end) });
    at = mark.end;
  }
  if (at < text.length) pieces.push({ kind: 'text', start: at, text: text.slice(at) });
  return pieces;
}

/** Splits a Bluebook case citation into the case name (shown in italics) and the rest; other forms have no name. */
export function caseNameAndRest(normalized: string): { name: string | null; rest: string } {
  const match = /^(.+? v\. .+?), (\d.*)$/.exec(normalized);
  return match ? { name: match[1]!, rest: match[2]! } : { name: null, rest: normalized };
}
