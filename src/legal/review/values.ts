import type { DocumentBlock } from '../documents/blocks';
import type { ContractValues } from './types';
import { DRAFTING_JURISDICTIONS } from '../jurisdictions/list';
import type { FoundClause } from './clauses';

/**
 * The figures and choices a contract states, read as values so rules can compare them: the law it chooses, its
 * forum, its term, how long confidentiality survives, and its amounts, percentages and periods. A value the text does
 * not give is null (or left out of a list), never guessed.
 */

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  'twenty-one': 21, 'twenty-four': 24, thirty: 30, 'thirty-six': 36, 'forty-five': 45, sixty: 60, ninety: 90,
};
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };

// "twelve (12) months", "60 days", "two years", "thirty (30) calendar days", "one month's".
const PERIOD = new RegExp(
  String.raw`\b(?:(${Object.keys(NUMBER_WORDS).join('|')})\s+\((\d{1,3})\)|(\d{1,3})|(${Object.keys(NUMBER_WORDS).join('|')}))` +
    String.raw`\s+(?:calendar\s+|business\s+)?(day|week|month|year)s?(?:['’]s?)?`,
  'gi',
);
const MONEY = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?/g;
const PERCENT = /\b(\d{1,3}(?:\.\d+)?)\s*(?:%|percent\b)/gi;

export interface Period { text: string; count: number; unit: 'day' | 'week' | 'month' | 'year' }

function periodOf(match: RegExpExecArray): Period {
  const digits = match[2] ?? match[3];
  const count = digits ? Number(digits) : NUMBER_WORDS[(match[1] ?? match[4])!.toLowerCase()]!;
  return { text: match[0].replace(/['’]s?$/, ''), count, unit: match[5]!.toLowerCase() as Period['unit'] };
}

export const periodsIn = (text: string): Period[] => [...text.matchAll(PERIOD)].map(periodOf);
/** Periods of time only: "three (3) months' rent" is a sum measured in rent, which the lease figures read as one. */
const timePeriodsIn = (text: string): Period[] =>
  [...text.matchAll(PERIOD)].filter((match) => !/^\s*rent\b/i.test(text.slice(match.index + match[0].length))).map(periodOf);
export const daysOf = (period: Period) => period.count * UNIT_DAYS[period.unit]!;
export const amountsIn = (text: string) =>
  [...text.matchAll(MONEY)].map((m) => ({ text: m[0], value: Number(m[1]!.replace(/,/g, '')) + Number(m[2] ?? 0) / 100 }));
export const percentagesIn = (text: string) => [...text.matchAll(PERCENT)].map((m) => ({ text: m[0], value: Number(m[1]) }));

const STATES = DRAFTING_JURISDICTIONS.filter((j) => j.id !== 'us-federal');
const stateNamed = (phrase: string) => STATES.find((j) => new RegExp(`^${j.label}$`, 'i').test(phrase.trim())) ?? null;
const STATE_NAMES = STATES.map((j) => j.label).sort((a, b) => b.length - a.length).join('|');

/** "governed by ... the laws of the State of Delaware", "Delaware law governs", "construed under New York law". */
const LAW_CHOSEN = [
  new RegExp(String.raw`\b(?:governed|construed|interpreted|enforced)\b[^.]{0,80}?\blaws?\s+of\s+(?:the\s+)?(?:state\s+of\s+|commonwealth\s+of\s+)?(${STATE_NAMES})\b`, 'i'),
  new RegExp(String.raw`\b(?:governed|construed|interpreted)\s+(?:by|under|in\s+accordance\s+with)\s+(?:the\s+)?(${STATE_NAMES})\s+law\b`, 'i'),
  new RegExp(String.raw`\b(${STATE_NAMES})\s+law\s+(?:governs|shall\s+govern|will\s+govern)\b`, 'i'),
];

/**
 * The courts a venue clause names: "the state courts of New Castle County", "federal courts located in Harris County,
 * Texas", a court by its name ("the Circuit Court of Cook County", "the Superior Court of Santa Clara County"), a
 * county's name as written ("DuPage", "McLennan", "St. Louis"). The state is read only where the text names it.
 */
const COUNTY_WORD = String.raw`(?:St\.\s+)?[A-Z][a-z]*(?:[A-Z][a-z]+)?(?:-[A-Z][a-z]+)?`;
const VENUE = new RegExp(
  String.raw`\b((?:the\s+)?(?:(?:state|federal|state\s+(?:and|or)\s+federal)\s+)?(?:(?:Superior|Circuit|District|County|Chancery|Municipal)\s+)?[Cc]ourts?\s+(?:located\s+|sitting\s+)?(?:in|of|for)\s+` +
    String.raw`(?:(?:the\s+)?(?:${COUNTY_WORD}\s+){1,3}(?:County|Parish|District(?:\s+of\s+[A-Z][a-z]+)?)(?:,\s*(?:${STATE_NAMES}))?` +
    // or a city and its state: "Wilmington, Delaware"
    String.raw`|[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2},\s*(?:${STATE_NAMES})))`,
);
const VENUE_STATE = new RegExp(String.raw`\b(?:courts?|County|District)\b[^.]{0,60}?\b(${STATE_NAMES})\b`);
const EXCLUSIVE = /\bexclusive(?:ly)?\b|\bsolely\b|\bonly\s+in\b/i;

const SURVIVES_FOREVER = /\bin\s+perpetuity\b|\bperpetual(?:ly)?\b|\bindefinitely\b|\bwithout\s+(?:limit\s+of\s+time|time\s+limit)\b/i;
const SURVIVAL = /\bsurviv\w*\b|\bafter\s+(?:the\s+)?(?:expiration|termination|end)\b|\bthereafter\b|\b(?:days?|months?|years?)\)?\s+(?:after|following)\b/i;

const clauseText = (clauses: FoundClause[], label: FoundClause['label']) => clauses.filter((c) => c.label === label).map((c) => c.text).join('\n');

/** The law the contract chooses, from its governing-law clause or, without one, anywhere in its text. */
function governingLaw(clauses: FoundClause[], whole: string): ContractValues['governingLaw'] {
  for (const text of [clauseText(clauses, 'governing-law'), whole]) {
    for (const pattern of LAW_CHOSEN) {
      const match = pattern.exec(text);
      const state = match ? stateNamed(match[1]!) : null;
      if (state) return { jurisdiction: state.id, state: state.label, text: sentenceAround(text, match!.index) };
    }
  }
  return null;
}

function venue(clauses: FoundClause[], whole: string): ContractValues['venue'] {
  for (const text of [clauseText(clauses, 'venue'), clauseText(clauses, 'governing-law'), whole]) {
    const match = VENUE.exec(text);
    if (!match) continue;
    const sentence = sentenceAround(text, match.index);
    // The courts' own words first: a sentence cut at "St." would lose the state after "St. Louis County".
    const named = (VENUE_STATE.exec(match[1]!) ?? VENUE_STATE.exec(sentence))?.[1];
    return { courts: match[1]!.replace(/^the\s+/i, ''), state: named ? stateNamed(named)?.label ?? null : null, exclusive: EXCLUSIVE.test(sentence), text: sentence };
  }
  return null;
}

/** The sentence that holds position `at` of the text. */
function sentenceAround(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf('. ', at) + 1, text.lastIndexOf('\n', at) + 1, 0);
  const stop = text.slice(at).search(/\.(?:\s|$)|\n/);
  return text.slice(start, stop < 0 ? undefined : at + stop + 1).trim();
}

/** The term: "for twelve (12) months", "until May 31, 2027", or the first period the term clause states. */
function term(clauses: FoundClause[]): string | null {
  const text = clauseText(clauses, 'term');
  if (!text) return null;
  const until = /\b(?:until|through|end(?:s|ing)\s+on|expir(?:es|ing)\s+on)\s+([A-Z][a-z]+\s+\d{1,2},\s+\d{4})/.exec(text);
  if (until) return `until ${until[1]}`;
  return periodsIn(text)[0]?.text ?? null;
}

/** How long confidentiality lasts after the contract ends: "in perpetuity", "five (5) years", or null when not stated. */
function survival(clauses: FoundClause[]): string | null {
  const text = clauseText(clauses, 'confidentiality');
  if (!text) return null;
  const forever = SURVIVES_FOREVER.exec(text);
  if (forever) return 'in perpetuity';
  if (!SURVIVAL.test(text)) return null;
  const sentence = text.split(/(?<=\.)\s+/).find((s) => SURVIVAL.test(s) && periodsIn(s).length > 0);
  return sentence ? periodsIn(sentence)[0]!.text : null;
}

/** Every value the contract states, for rules and for the lawyer to check at a glance. */
export function contractValues(blocks: DocumentBlock[], clauses: FoundClause[]): ContractValues {
  const whole = blocks.map((block) => block.text).join('\n');
  return {
    governingLaw: governingLaw(clauses, whole),
    venue: venue(clauses, whole),
    term: term(clauses),
    survival: survival(clauses),
    amounts: amountsIn(whole),
    percentages: percentagesIn(whole),
    periods: timePeriodsIn(whole).map((period) => ({ text: period.text, days: daysOf(period) })),
  };
}
