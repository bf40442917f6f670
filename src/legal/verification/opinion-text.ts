import { opinionSections, type OpinionPart } from './opinion-sections';
import { JUSTIA_PAGE_MARKER, pageSpans } from './page-markers';

/** From searchable position `at` on, the text is on `page` (null without page markers) and in `opinion`. */
export type OpinionPiece = { at: number; page: number | null; opinion: OpinionPart };

/**
 * An opinion reduced once to the form quotations are matched in; prepare it once and reuse it for every quotation
 * checked against the same opinion. `cleaned` is the text without page markers, footnote references and the like;
 * `origin[i]` is where searchable letter i comes from in it, so that omitted words can be read back.
 */
export type PreparedOpinionText = {
  readonly kind: 'prepared-opinion-text';
  readonly searchable: string;
  readonly cleaned: string;
  readonly origin: Int32Array;
  readonly pieces: readonly OpinionPiece[];
};
// Footnote references ('[Footnote 3]', '[Footnote\n2/3]', '[Footnote *]', '[1]') and bracketed page numbers ('[117]').
const BRACKETED_REFERENCE = /\[(?:Footnote\s*)?[\d/*]{1,7}\]/g;
// A page number standing alone between blank lines, with the running head printed under it.
const PAGE_BREAK = new RegExp(
  String.raw`\n\n\d{1,4}\n(?:\n(?:Opinion of [^\n]{1,60}|[A-Z][A-Z'’. ]+, (?:C\. )?J\., [a-z][^\n]{0,60}|` +
    String.raw`Per Curiam|Syllabus|Cite as: [^\n]{1,40}|[A-Z][A-Z .,'’&]+ v\. [A-Z][A-Z .,'’&]+)\n\n)?`,
  'g',
);
// Justia puts the volume before each pin as link text: the court wrote '373 U.S. at 361' and 'supra, at 245, 251',
// Justia shows '373 U.S. at 373 U. S. 361' and 'supra, at 446 U. S. 245, 446 U. S. 251'.
const PIN_LINK_TEXT =
  /(?<=\bat\s+(?:(?:\d{1,4}\s+U\.\s*S\.\s+)?\d{1,5}(?:[-–]\d{1,5})?,\s+)*)\d{1,4}\s+U\.\s*S\.\s+(?=\d)/g;
// ... and '405 U. S. 645, 405 U. S. 657-658' where the court wrote '405 U.S. 645, 657-658'.
const REPEATED_VOLUME = /\b(\d{1,4})(\s+U\.\s*S\.\s*\d{1,5},\s+)\1\s+U\.\s*S\.\s+(?=\d)/g;
// A footnote number glued to a word's closing punctuation ('its protections.17 The'), unless it begins a citation
// ('by any person.”26\nU. S. C. §7421(a)').
const GLUED_FOOTNOTE = /(?<=\b[A-Za-z]{3,}[.,;:!?"”’)]+)\d{1,3}(?=\s)(?!\s+[A-Z][A-Za-z]{0,5}\.)/g;
// Superscript digits are footnote marks wherever they appear, in a brief or an opinion.
const SUPERSCRIPT_DIGITS = /[\u00B9\u00B2\u00B3\u2070-\u2079]/g;

/**
 * The letters and digits of `text`, lower case, without accents: whitespace, line breaks, punctuation, quotation
 * marks of any kind, dashes and hyphens (including a word hyphenated across a line, 'in-dividual') all vanish, so
 * they cannot make a quotation differ from its source.
 */
export function searchableForm(text: string): string {
  return text
    .replace(SUPERSCRIPT_DIGITS, '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

function cleanedForm(text: string): string {
  return text
    .replace(JUSTIA_PAGE_MARKER, ' ')
    .replace(BRACKETED_REFERENCE, ' ')
    .replace(PAGE_BREAK, '\n')
    .replace(PIN_LINK_TEXT, '')
    .replace(REPEATED_VOLUME, '$1$2')
    .replace(GLUED_FOOTNOTE, '');
}

/** Where each page and each opinion of the raw text begins, merged: the text is cleaned piece by piece. */
function boundaries(text: string): Array<{ start: number; page: number | null; opinion: OpinionPart }> {
  const pages = pageSpans(text);
  const sections = opinionSections(text);
  const starts = [...new Set([0, ...pages.map((span) => span.start), ...sections.map((section) => section.start)])].sort((a, b) => a - b);
  return starts.map((start) => ({
    start,
    page: pages.findLast((span) => span.start <= start)?.page ?? pages[0]?.page ?? null,
    opinion: sections.findLast((section) => section.start <= start) ?? sections[0]!,
  }));
}

/** Removes what the opinion files carry that the court did not write, then reduces the rest to searchable form. */
export function prepareOpinionText(text: string): PreparedOpinionText {
  let cleaned = '';
  let searchable = '';
  const origin: number[] = [];
  const pieces: OpinionPiece[] = [];
  const cuts = boundaries(text);
  cuts.forEach(({ start, page, opinion }, index) => {
    pieces.push({ at: searchable.length, page, opinion: { kind: opinion.kind, label: opinion.label } });
    // A trailing space, as the whole text would have after the piece, for the patterns that look ahead for one.
    const piece = `${cleanedForm(`${text.slice(start, cuts[index + 1]?.start ?? text.length)} `)}`;
    const letters: string[] = [];
    for (let at = 0; at < piece.length; at += 1) {
      const code = piece.charCodeAt(at);
      // ASCII letters and digits directly; other ASCII is dropped; the rest goes through searchableForm.
      const reduced =
        (code >= 97 && code <= 122) || (code >= 48 && code <= 57) ? piece[at]!
        : code >= 65 && code <= 90 ? String.fromCharCode(code + 32)
        : code < 128 ? ''
        : searchableForm(piece[at]!);
      for (const letter of reduced) {
        letters.push(letter);
        origin.push(cleaned.length + at);
      }
    }
    searchable += letters.join('');
    cleaned += piece;
  });
  return { kind: 'prepared-opinion-text', searchable, cleaned, origin: Int32Array.from(origin), pieces };
}

/** The piece of the prepared text a searchable position is in. */
export function pieceAt(prepared: PreparedOpinionText, at: number): OpinionPiece {
  return prepared.pieces.findLast((piece) => piece.at <= at) ?? prepared.pieces[0]!;
}
