import { reporterSpellings } from './reporters';

/** Turns 'L. Ed. 2d' into a pattern that also accepts 'L.Ed.2d', 'L. Ed.2d' and line breaks between the parts. */
export function loosePattern(spelling: string): string {
  let pattern = '';
  for (const char of spelling) {
    if (char === '.') pattern += String.raw`\.\s*`;
    else if (char === ' ') pattern += String.raw`\s*`;
    else pattern += char.replace(/[\\^$*+?()[\]{}|]/g, '\\$&');
  }
  return pattern;
}

export const REPORTER = `(?:${reporterSpellings().map(loosePattern).join('|')})`;

/**
 * A volume: not part of a money amount, a longer number or a section number. A comma before it counts only after a
 * word ('Loving v. United States,517 U. S. 748'), not inside a number ('1,517').
 */
export const VOLUME = String.raw`(?<![\w$.§-])(?<!\d,)\d{1,4}`;

/**
 * The nominative reporter that modern style puts inside an early U.S. Reports citation: '17 U.S. (4 Wheat.) 316'.
 * It names the same book under its reporter's name, so it is read over and not kept.
 */
export const NOMINATIVE = String.raw`\(\s*\d{1,2}\s+(?:Dall\.|Cranch|Wheat\.|Pet\.|How\.|Black|Wall\.)\s*\)`;

/** A page or pin page range, with an optional footnote: '116', '116-17', '116 n.5', '21, n. 18'. */
export const PIN = String.raw`\d{1,5}(?:\s*[-–]\s*\d{1,5})?(?:,?\s*nn?\.\s*\d+)?(?!\w)`;

/** What may follow a pin cite; a further number after a comma is a pin only when this follows it. */
export const AFTER_PIN = String.raw`(?=\s*(?:[,;.:)(\]]|$))`;

/**
 * One or more pin pages: '116', '116, 120', '149-150, 153-154', and Justia's link text before each further one when
 * it names the first one's volume ('631, 394 U. S. 634').
 */
const PINS = String.raw`${PIN}(?:,\s*(?:\k<linkVolume>\s+${REPORTER}\s*)?${PIN}${AFTER_PIN})*`;

/**
 * The pin after 'at' in a short form, Id. or supra. Justia's link text repeats the volume and reporter
 * ('Id. at 427 U. S. 110'); the court wrote 'Id. at 110', so the repeat is read over.
 */
export const AT_PIN = String.raw`at\s+(?:(?<linkVolume>\d{1,4})\s+${REPORTER}\s*)?(?<pin>${PINS})`;

/** A code or regulation section: '1983', '2000e-2(a)(1)', '240.10b-5', '52.21(b)(1)'. */
export const SECTION = String.raw`\d+[A-Za-z]*(?:[.\-–]\d+[A-Za-z]*)*(?:\([A-Za-z0-9]+\))*`;

/** An item of a section list: a section, or subsections of the one before it ('1098bb(a)(1), (a)(2)(A)'). */
const SECTION_ITEM = String.raw`(?:${SECTION}|(?:\([A-Za-z0-9]+\))+)`;

/** After '§', one section; after '§§', a list or range ('1331–1332', '1331, 1332', '1331 and 1332'). */
export const SECTIONS = String.raw`(?:(?<symbols>§§)\s*(?<sections>${SECTION}(?:\s*(?:[-–,]|and|to|through)\s*${SECTION_ITEM})*)|§\s*(?<section>${SECTION}))`;

/** One word of a party name, or a small word that may sit inside one ('Board of Education'). */
const NAME_WORD = String.raw`(?:[A-Z][\w'’&.-]*|\d[\w.-]*|of|the|and|for|de|la|ex|rel\.|on|in|to|at|&)`;
/** A capitalised word, or one behind a lowercase particle ('al-Kidd', 'de Blasio', 'van Dyke'). */
const FIRST_WORD = String.raw`(?:(?:al-|el-|(?:de|van|von|da|di|du|le|la)\s+))?[A-Z][\w'’&.-]*`;
/** Business suffixes set off by a comma, and ', State of Fla.' after an agency's name. */
// A division named before its company ('Textron Lycoming Reciprocating Engine Div., AVCO Corp.') keeps the company.
const PARTY_SUFFIX = String.raw`,\s*(?:Inc\.|Co\.|Corp\.|Ltd\.|L\.\s?L\.\s?C\.|LLC|L\.\s?P\.|LLP|N\.\s?A\.|P\.\s?A\.|P\.\s?C\.|S\.\s?A\.|State of [A-Z][\w.]*|(?<=Div\.,\s*)[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3})`;
const PARTY = String.raw`${FIRST_WORD}(?:\s+${NAME_WORD}){0,12}(?:${PARTY_SUFFIX})*`;
export const CASE_NAME = String.raw`(?:(?:In re|Ex parte|In the Matter of)\s+${PARTY}|${PARTY}\s+v\.\s+${PARTY})`;
export const SHORT_NAME = String.raw`${PARTY}(?:\s+v\.\s+${PARTY})?`;

/** Pin cites and section numbers use a hyphen in the source; Bluebook ranges use an en dash. */
export function normalizePin(pin: string): string {
  return pin
    .replace(/\s*[-–]\s*/g, '–')
    .replace(/,?\s*(nn?\.)\s*/g, ' $1')
    .replace(/\s+/g, ' ');
}

const LINK_TEXT = new RegExp(String.raw`\d{1,4}\s+${REPORTER}\s*(?=\d)`, 'g');

/** The normalised pin of a match with an optional `pin` group, without Justia's link text between its pages. */
export function pinOf(groups: Record<string, string | undefined>): string | null {
  return groups.pin ? normalizePin(groups.linkVolume ? groups.pin.replace(LINK_TEXT, '') : groups.pin) : null;
}

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
