/**
 * The PDF uses the standard Times fonts, which only encode WinAnsi (Latin-1 plus curly quotes, dashes, the bullet,
 * the euro and a few more). Anything else is replaced by its nearest WinAnsi spelling, or "?", rather than printed
 * as a wrong glyph.
 */

const WIN_ANSI_EXTRAS = new Set('ƒ–—‘’‚“”„†‡•…‰‹›€™ŒœŠšŸŽžˆ˜');

const SUBSTITUTES = new Map<string, string>([
  ['\u2010', '-'], ['\u2011', '-'], ['\u2012', '–'], ['\u2015', '—'], ['\u2212', '-'],
  ['\u2032', '’'], ['\u2033', '”'], ['\u201B', '‘'], ['\u201F', '“'], ['\u2039', '‹'],
  ['\u2190', '<-'], ['\u2192', '->'], ['\u2194', '<->'], ['\u21D2', '=>'],
  ['\u2264', '<='], ['\u2265', '>='], ['\u2260', '!='], ['\u2248', '~'],
  ['\u0141', 'L'], ['\u0142', 'l'], ['\u0110', 'D'], ['\u0111', 'd'], ['\u0131', 'i'], ['\u0127', 'h'],
  ['\u2116', 'No.'], ['\u2026', '…'], ['\u00AD', ''],
  ['\u200B', ''], ['\u200C', ''], ['\u200D', ''], ['\u2060', ''], ['\uFEFF', ''],
]);

function encodable(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(character);
}

function substitute(character: string): string {
  const known = SUBSTITUTES.get(character);
  if (known !== undefined) return known;
  if (encodable(character)) return character;
  if (/\s/u.test(character)) return ' ';
  if (/\p{Cc}|\p{Cf}/u.test(character)) return '';
  // Accented letters outside Latin-1 (ő, č) and compatibility forms (ligatures, full-width letters) decompose.
  const decomposed = character.normalize('NFKD').replace(/\p{M}/gu, '');
  if (decomposed !== '' && decomposed !== character && [...decomposed].every(encodable)) return decomposed;
  return '?';
}

/** The text as the standard PDF fonts can print it. Line breaks are the caller's to handle first. */
export function toWinAnsi(text: string): string {
  let result = '';
  for (const character of text.normalize('NFC')) result += substitute(character);
  return result;
}
