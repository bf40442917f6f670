import { reporterSpellings } from './reporters';

/** Turns 'L. Ed. 2d' into a pattern that also accepts 'L.Ed.2d', 'L. Ed.2d' and line breaks between the parts. */
function loosePattern(spelling: string): string {
  let pattern = '';
  for (const char of spelling) {
    if (char === '.') pattern += String.raw`\.\s*`;
    else if (char === ' ') pattern += String.raw`\s*`;
    else pattern += char.replace(/[\\^$*+?()[\]{}|]/g, '\\$&');
  }
  return pattern;
}

export const REPORTER = `(?:${reporterSpellings().map(loosePattern).join('|')})`;

/** A volume: not part of a money amount, a longer number or a section number. */
export const VOLUME = String.raw`(?<![\w$.,§-])\d{1,4}`;

/** A page or pin page range, with an optional footnote: '116', '116-17', '116 n.5', '21, n. 18'. */
export const PIN = String.raw`\d{1,5}(?:\s*[-–]\s*\d{1,5})?(?:,?\s*nn?\.\s*\d+)?(?!\w)`;

/** A code or regulation section: '1983', '2000e-2(a)(1)', '240.10b-5', '52.21(b)(1)'. */
export const SECTION = String.raw`\d+[A-Za-z]*(?:[.\-–]\d+[A-Za-z]*)*(?:\([A-Za-z0-9]+\))*`;

/** After '§', one section; after '§§', a list or range ('1331–1332', '1331, 1332', '1331 and 1332'). */
export const SECTIONS = String.raw`(?:(?<symbols>§§)\s*(?<sections>${SECTION}(?:\s*(?:[-–,]|and|to|through)\s*${SECTION})*)|§\s*(?<section>${SECTION}))`;

/** One word of a party name, or a small word that may sit inside one ('Board of Education'). */
const NAME_WORD = String.raw`(?:[A-Z][\w'’&.-]*|\d[\w.-]*|of|the|and|for|de|la|ex|rel\.|on|in|to|&)`;
const PARTY = String.raw`[A-Z][\w'’&.-]*(?:\s+${NAME_WORD}){0,12}(?:,\s*(?:Inc\.|Co\.|Corp\.|Ltd\.|L\.L\.C\.|LLC|N\.A\.|P\.C\.))*`;
export const CASE_NAME = String.raw`(?:(?:In re|Ex parte|In the Matter of)\s+${PARTY}|${PARTY}\s+v\.\s+${PARTY})`;
export const SHORT_NAME = String.raw`${PARTY}(?:\s+v\.\s+${PARTY})?`;

/** Pin cites and section numbers use a hyphen in the source; Bluebook ranges use an en dash. */
export function normalizePin(pin: string): string {
  return pin
    .replace(/\s*[-–]\s*/g, '–')
    .replace(/,?\s*(nn?\.)\s*/, ' $1')
    .replace(/\s+/g, ' ');
}

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
