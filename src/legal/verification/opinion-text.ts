/**
 * An opinion reduced once to the form quotations are matched in; prepare it once and reuse it for every quotation
 * checked against the same opinion.
 */
export type PreparedOpinionText = { readonly kind: 'prepared-opinion-text'; readonly searchable: string };

// Justia's marks where a printed page starts ('Page 410 U. S. 153'); they interrupt sentences.
const JUSTIA_PAGE_MARKER = /\bPage\s+\d{1,4}\s+U\.\s*S\.\s+\d{1,5}\b/g;
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

/** Removes what the opinion files carry that the court did not write, then reduces the rest to searchable form. */
export function prepareOpinionText(text: string): PreparedOpinionText {
  const cleaned = text
    .replace(JUSTIA_PAGE_MARKER, ' ')
    .replace(BRACKETED_REFERENCE, ' ')
    .replace(PAGE_BREAK, '\n')
    .replace(PIN_LINK_TEXT, '')
    .replace(REPEATED_VOLUME, '$1$2')
    .replace(GLUED_FOOTNOTE, '');
  return { kind: 'prepared-opinion-text', searchable: searchableForm(cleaned) };
}
