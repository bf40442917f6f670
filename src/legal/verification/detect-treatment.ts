import { OBJECT_WINDOW, TREATMENT_RULES } from './treatment-rules';
import type { Treatment } from './treatment-rules';

const STRENGTH: Readonly<Record<Treatment, number>> = { overruled: 4, abrogated: 3, distinguished: 2, followed: 1 };

/** How far before a treatment word a negation or request is looked for (within its clause). */
const CLAUSE_WINDOW = 60;

// 'has never been overruled', 'we decline to overrule', 'need not', 'rather than overrule'; 'no longer' is not one.
const NEGATION = new RegExp(
  String.raw`\b(?:not|never|no(?!\s+longer)|nor|neither|nothing|without|cannot|declines?|declined|declining|` +
    String.raw`refuses?|refused|refusing|reluctant|hesitates?|hesitated|unnecessary|unable|impossible|difficult|` +
    String.raw`fails?|failed|rejects?|rejected|rather\s+than|instead\s+of|short\s+of)\b|n['’]t\b`,
  'i',
);
// Someone else's request or argument, or a hypothetical: 'petitioners ask us to overrule', 'should be overruled'.
const NOT_DONE = new RegExp(
  String.raw`\b(?:ask(?:s|ed|ing)?|urg(?:e|es|ed|ing)|advocat(?:e|es|ed|ing)|invit(?:e|es|ed|ing|ation)|request(?:s|ed|ing)?|` +
    String.raw`seek(?:s|ing)?|sought|argu(?:e|es|ed|ing)|contend(?:s|ed|ing)?|contentions?|counter(?:s|ed)?|` +
    String.raw`suggest(?:s|ed|ing)?|propos(?:e|es|ed|ing|al)|attempt(?:s|ed|ing)?|tr(?:y|ies|ied|ying)|` +
    String.raw`claim(?:s|ed)?|insist(?:s|ed)?|say|says|think|thinks|thought|believes?|believed|question|` +
    String.raw`would|should|could|might|may|will|perhaps|possible|possibly|whether|if|unless|how|why)\b`,
  'i',
);
// 'Bowers v. Hardwick should be and now is overruled': a declaration outweighs the 'should' before it.
const DECLARED = /\b(?:now\s+is|is\s+now|now\s+are|are\s+now|is\s+hereby|are\s+hereby)\s+$/i;
// 'the costs of overruling Roe', 'a case for overruling', 'seeking to overrule': overruling as a topic, not an act.
const AS_A_TOPIC = /\b(?:of|for|against|about|from|to|as|than)\s+$/i;
// 'the overruling of Griswold': a noun naming overruling as a subject of discussion.
const AS_A_NOUN = /\b(?:the|an?|its|their|any|such|this|that)\s+$/i;
// 'Overruling Roe would …', 'overruling Roe does not mean …': a gerund that is the subject of a hypothetical or denial.
const GERUND_HYPOTHETICAL_AFTER = /^[^.;:]{0,80}?\b(?:would|could|might|will|does\s+not|do\s+not|did\s+not|is\s+not)\b/i;
// A clause ends at ';', ':', '?', '!', a sentence's period (after a word, so 'v.' and 'U.S.' do not end one) or a
// parenthetical closed before a comma ('(… not in “manifest disregard” …), overruled on other grounds').
const CLAUSE_END = /[;:?!]|(?<=[a-z]{3})\.\s|\),\s/g;
// 'We decline to overrule or distinguish Smith': the second word shares the first one's negation.
const ONLY_CONJUNCTION = /^\s*,?\s*(?:or|and|nor)\s+$/i;

type Trigger = { treatment: Treatment; index: number; end: number; aboutCase: boolean };

function findTriggers(passage: string): Trigger[] {
  return TREATMENT_RULES.flatMap(({ treatment, pattern, aboutCase }) =>
    [...passage.matchAll(pattern)].map((match) => {
      const end = match.index + match[0].length;
      const context = {
        word: match[0],
        before: passage.slice(Math.max(0, match.index - OBJECT_WINDOW), match.index),
        after: passage.slice(end, end + OBJECT_WINDOW),
      };
      return { treatment, index: match.index, end, aboutCase: aboutCase?.(context) ?? true };
    }),
  ).sort((a, b) => a.index - b.index);
}

/** The words of the clause before `index`, no further back than `notBefore` or CLAUSE_WINDOW characters. */
function clauseBefore(passage: string, index: number, notBefore: number): string {
  const window = passage.slice(Math.max(0, notBefore, index - CLAUSE_WINDOW), index);
  let start = 0;
  for (const end of window.matchAll(CLAUSE_END)) start = end.index + end[0].length;
  return window.slice(start);
}

/**
 * What a passage citing a case (about one sentence, up to ~400 characters) says it does to that case, from its own
 * words only, and conservatively: a treatment word that is negated ('has never been overruled', 'we decline to
 * overrule'), put in a party's mouth or a hypothetical ('petitioners ask us to overrule', 'should be overruled') or
 * aimed at something other than a case (an objection overruled, an immunity abrogated, 'a distinguished jurist')
 * does not count. 'followed' needs an explicit phrase ('we follow', 'we followed', 'Following X, we', 'we adhere to',
 * 'reaffirm(ed)'). When several apply, the strongest wins: overruled > abrogated > distinguished > followed.
 */
export function detectTreatment(passage: string): Treatment | null {
  let strongest: Treatment | null = null;
  let previousEnd = 0;
  let previousDenied = false;
  for (const trigger of findTriggers(passage)) {
    const clause = clauseBefore(passage, trigger.index, previousEnd);
    const sharesDenial: boolean = previousDenied && ONLY_CONJUNCTION.test(passage.slice(previousEnd, trigger.index));
    const strongWord = trigger.treatment === 'overruled' || trigger.treatment === 'abrogated';
    const gerundHypothetical =
      /ing$/i.test(passage.slice(trigger.index, trigger.end)) && GERUND_HYPOTHETICAL_AFTER.test(passage.slice(trigger.end));
    const isGerund = /ing$/i.test(passage.slice(trigger.index, trigger.end));
    const asTopic = strongWord && (AS_A_TOPIC.test(clause) || gerundHypothetical || (isGerund && AS_A_NOUN.test(clause)));
    const denied: boolean =
      sharesDenial || asTopic || NEGATION.test(clause) || (NOT_DONE.test(clause) && !DECLARED.test(clause));
    if (!denied && trigger.aboutCase && (strongest === null || STRENGTH[trigger.treatment] > STRENGTH[strongest])) {
      strongest = trigger.treatment;
    }
    previousEnd = trigger.end;
    previousDenied = denied;
  }
  return strongest;
}
