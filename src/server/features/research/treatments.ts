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

/**
 * Sentences of a citing opinion that name the case and say it was overruled or abrogated. Each sentence is
 * returned with the treatment it states; a sentence that merely mentions the word (a request, a refusal) is not.
 */
export function overrulingSentences(text: string, caseName: string): Array<{ treatment: Treatment; passage: string }> {
  const names = shortNamesOf(caseName);
  if (names.length === 0) return [];
  const namePattern = new RegExp(`\\b(?:${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`);
  const found = new Map<string, Treatment>();
  for (const match of text.matchAll(OVERRULING_WORD)) {
    const passage = sentenceAround(text, match.index, match.index + match[0].length);
    if (found.has(passage) || !namePattern.test(passage)) continue;
    const treatment = detectTreatment(passage);
    if (treatment === 'overruled' || treatment === 'abrogated') found.set(passage, treatment);
  }
  return [...found.entries()].map(([passage, treatment]) => ({ treatment, passage }));
}
