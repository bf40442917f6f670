import { ABBREVIATIONS, STOP_WORDS, WORD_VARIANTS } from './case-name-words';

// Only the lower-case 'v.' separates parties: a capital 'V.' is as likely a middle initial.
const PARTY_SEPARATOR = /\s+(?:v|vs|versus)\.?\s+/;
// 'State of Arizona' and 'People of the State of New York' are the same party as 'Arizona' and 'New York'.
const STATE_OF = /^(?:the\s+)?(?:people\s+of\s+(?:the\s+)?)?(?:state|commonwealth)\s+of\s+/;
// One word for the United States, so 'United Mine Workers' shares nothing with it.
const UNITED_STATES = /\b(?:u\.\s*s\.(?:\s*a\.)?|united\s+states(?:\s+of\s+america)?)(?![a-z])/g;
// Two-word state names are one word, so 'New York' and 'New Jersey' share nothing.
const TWO_WORD_STATE =
  /\b(new|north|south|west|rhode)\s+(hampshire|jersey|mexico|york|carolina|dakota|island|virginia)\b/g;
const WEST_VIRGINIA = /\bw\.\s*va\./g;
// 'N. Y.' and 'T. L. O.' are written with and without spaces; joined, they read 'n.y.' and 't.l.o.'.
const SPACED_INITIAL = /\b([a-z])\.\s+(?=[a-z]\.)/g;
const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'.]*/gu;
// An acronym party ('FCC', 'NAACP') stands for the initials of the other name's significant words.
const ACRONYM = /^[A-Z]{2,6}$/;

type Party = { words: Set<string>; initials: string; acronyms: string[] };

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The canonical words of one written token: 'Int'l' → ['international'], 'Studios' → ['studio']. */
function canonicalWords(token: string): string[] {
  const bare = token.replace(/['.]/g, '');
  // Only a token written with a period or apostrophe is an abbreviation: 'Bus' in 'Greyhound Bus Lines' is a bus.
  const expanded = (bare !== token && ABBREVIATIONS[bare]) || bare;
  return expanded.split(' ').map((word) => {
    const one = singular(word);
    return WORD_VARIANTS[one] ?? one;
  });
}

function isSignificant(word: string): boolean {
  return word.length > 1 && !STOP_WORDS.has(word);
}

function readParty(raw: string): Party {
  const text = raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .trim()
    .replace(STATE_OF, '')
    .replace(UNITED_STATES, ' unitedstates ')
    .replace(WEST_VIRGINIA, ' westvirginia ')
    .replace(TWO_WORD_STATE, '$1$2')
    .replace(SPACED_INITIAL, '$1.');
  const tokens = text.match(TOKEN) ?? [];
  const significantTokens = tokens.filter((token) => isSignificant(token.replace(/['.]/g, '')));
  return {
    words: new Set(tokens.flatMap(canonicalWords).filter(isSignificant)),
    initials: significantTokens.map((token) => token[0]).join(''),
    acronyms: (raw.match(/[\p{L}]+/gu) ?? []).filter((word) => ACRONYM.test(word)).map((word) => word.toLowerCase()),
  };
}

function partiesShareWord(written: Party, found: Party): boolean {
  for (const word of written.words) if (found.words.has(word)) return true;
  return written.acronyms.includes(found.initials) || found.acronyms.includes(written.initials);
}

/** Splits at the first ' v. ': 'A v. B' → ['A', 'B']; 'In re Gault' → ['In re Gault']. */
function splitParties(name: string): [first: string, second?: string] {
  const separator = PARTY_SEPARATOR.exec(name);
  return separator ? [name.slice(0, separator.index), name.slice(separator.index + separator[0].length)] : [name];
}

/**
 * Whether the case name an attorney wrote fits the name of the case found at the citation. Each party the writer
 * named must share a significant word (after expanding Bluebook abbreviations, dropping stop words and 'State of')
 * with the same party of the found name, so swapped parties do not match. When either name has a single party
 * ('In re Gault', 'Ex parte Young'), the whole names must share a significant word.
 */
export function caseNamesMatch(written: string, found: string): boolean {
  const [writtenFirst, writtenSecond] = splitParties(written);
  const [foundFirst, foundSecond] = splitParties(found);
  if (writtenSecond === undefined || foundSecond === undefined) {
    return partiesShareWord(readParty(written), readParty(found));
  }
  return (
    partiesShareWord(readParty(writtenFirst), readParty(foundFirst)) &&
    partiesShareWord(readParty(writtenSecond), readParty(foundSecond))
  );
}
