import type { Treatment } from '../../../shared/api/research';
import { detectTreatment } from '../../../legal/verification';
import { sentenceAround } from '../corpus/text';

/** Words that never identify a party on their own: governments, offices and generic nouns. */
const GENERIC_WORDS = new Set(
  (
    'United States America State States Commonwealth People City County Town Village Board Department Dept ' +
    'Commissioner Secretary Director Attorney General Government Republic Nation Tribe District Court Inc Co ' +
    'Corp Corporation Company Association New North South West East Rhode Puerto Alabama Alaska Arizona ' +
    'Arkansas California Colorado Connecticut Delaware Florida Georgia Hawaii Idaho Illinois Indiana Iowa Kansas ' +
    'Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi Missouri Montana Nebraska ' +
    'Nevada Ohio Oklahoma Oregon Pennsylvania Tennessee Texas Utah Vermont Virginia Washington Wisconsin Wyoming ' +
    'In re Ex parte Estate Matter The'
  ).split(' '),
);

/**
 * The words a later opinion uses to call a case by a short name: the first distinctive word of each party
 * ('Roe v. Wade' → Roe, Wade; 'Planned Parenthood of Southeastern Pa. v. Casey' → Planned, Casey).
 */
export function shortNamesOf(caseName: string): string[] {
  const names: string[] = [];
  for (const party of caseName.split(/\s+v\.?\s+/i)) {
    const word = party
      .split(/[\s,.]+/)
      .find((candidate) => /^[A-Z][A-Za-z'’-]{2,}$/.test(candidate) && !GENERIC_WORDS.has(candidate));
    if (word) names.push(word);
  }
  return names;
}

const OVERRULING_WORD = /overrul|abrogat/gi;
const TREATMENT_WORD =
  /\b(?:overrul(?:e|es|ed|ing)|abrogat(?:e|es|ed|ing)|distinguish(?:es|ed|ing|able)?|follow(?:s|ed|ing)?|reaffirm(?:s|ed|ing)?|adhere\s+to)\b/gi;
// 'is overruled', 'should be and now is overruled', 'was implicitly overruled', and a syllabus's 'Smith, 1 U.S. 1, distinguished'.
const PASSIVE_BEFORE = /(?:\b(?:is|are|was|were|be|been|being)\s+(?:\w+\s+){0,2}|,\s*)$/i;
/** How near the treatment word the case's name must stand to be what the word acts on. */
const OBJECT_REACH = 60;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the case is what the treatment word acts on: named just after an active form ('overrules Bowers',
 * 'overruling Roe') or just before a passive one ('Bowers v. Hardwick should be and now is overruled'). 'Batson
 * overruled the portion of Swain' names Batson as the one overruling, and 'we overrule those parts of Thornburgh
 * and Akron I which are inconsistent with Roe' names Roe too far from the word to be its object.
 */
function namesTheObject(passage: string, namePattern: RegExp): boolean {
  for (const match of passage.matchAll(TREATMENT_WORD)) {
    const end = match.index + match[0].length;
    const before = passage.slice(Math.max(0, match.index - OBJECT_REACH), match.index);
    const after = passage.slice(end, end + OBJECT_REACH);
    const passive =
      /able$/i.test(match[0]) ||
      (/ed$/i.test(match[0]) && (PASSIVE_BEFORE.test(before) || /^\s+(?:in\s+part\s+)?by\b/i.test(after)));
    if (passive ? namePattern.test(before) : namePattern.test(after)) return true;
  }
  return false;
}

/** What a passage says it does to the named case: a treatment word, not negated or hypothetical, aimed at the case. */
export function treatmentOf(passage: string, caseName: string): Treatment | null {
  const names = shortNamesOf(caseName);
  if (names.length === 0) return null;
  const treatment = detectTreatment(passage);
  if (!treatment) return null;
  return namesTheObject(passage, new RegExp(`\\b(?:${names.map(escape).join('|')})\\b`)) ? treatment : null;
}

/**
 * Sentences of a citing opinion that say the case was overruled or abrogated, found by its short name, so a
 * holding without a citation ('Bowers v. Hardwick should be and now is overruled.') still counts.
 */
export function overrulingSentences(text: string, caseName: string): Array<{ treatment: Treatment; passage: string }> {
  const found = new Map<string, Treatment>();
  for (const match of text.matchAll(OVERRULING_WORD)) {
    const passage = sentenceAround(text, match.index, match.index + match[0].length);
    if (found.has(passage)) continue;
    const treatment = treatmentOf(passage, caseName);
    if (treatment === 'overruled' || treatment === 'abrogated') found.set(passage, treatment);
  }
  return [...found.entries()].map(([passage, treatment]) => ({ treatment, passage }));
}
