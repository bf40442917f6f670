import { CASE_NAME, SHORT_NAME, collapseWhitespace } from './patterns';

// A name is looked for only this far back: real case names are shorter, and the bound keeps matching cheap.
const LOOKBACK = 200;

// Sentence words that the capitalised-word pattern would otherwise take as the start of a party name.
const LEADING_WORDS = new Set([
  'In', 'See', 'Cf.', 'But', 'Accord', 'Compare', 'Also', 'Contra', 'As', 'Under', 'And', 'Although', 'Because',
  'Like', 'Unlike', 'Since', 'When', 'While', 'After', 'Before', 'Following', 'Citing', 'Quoting', 'Thus', 'Here',
  'According',
  // Questions and requests, as attorneys type them to the assistant ('Is Smith v. Jones still good law?').
  'Is', 'Was', 'Are', 'Were', 'Does', 'Did', 'Do', 'Has', 'Have', 'Had', 'Can', 'Could', 'Should', 'Would', 'Whether',
  'Why', 'How', 'What', 'Where', 'Check', 'Verify', 'Explain', 'Summarize', 'Discuss', 'Distinguish', 'Applying',
  'Distinguishing', 'Relying', 'Read', 'Cite',
]);

// Small words the name pattern lets inside a name, which cannot start one ('And in Wesley v. Savannah').
const CONNECTORS = /^(?:in|and|of|the|for|on|to|at|&)$/;

/**
 * Abbreviations of four letters or more that party names carry ('Transp.', 'Assn.', 'Mich.'). A capitalised word of
 * that length ending in a period and not listed here ends a sentence ('... the United States. Smith v. Jones').
 */
const NAME_ABBREVIATIONS = new Set([
  'Admin', 'Admr', 'Agric', 'Amer', 'Ariz', 'Assn', 'Assoc', 'Assocs', 'Auth', 'Benj', 'Broad', 'Bros', 'Calif',
  'Cent', 'Chas', 'Chem', 'Cmty', 'Cnty', 'Colo', 'Comm', 'Commn', 'Comput', 'Comr', 'Conn', 'Constr', 'Contr',
  'Coop', 'Corp', 'Dept', 'Dist', 'Distrib', 'Distribs', 'Econ', 'Educ', 'Elec', 'Elecs', 'Emps', 'Enter', 'Enters',
  'Envtl', 'Equip', 'Exch', 'Found', 'Guar', 'Hldgs', 'Hosp', 'Hous', 'Indem', 'Indep', 'Indus', 'Info', 'Inst',
  'Intl', 'Invs', 'Labs', 'Liab', 'Litig', 'Mach', 'Maint', 'Mass', 'Merch', 'Metro', 'Mfrs', 'Mgmt', 'Mich', 'Minn',
  'Miss', 'Mktg', 'Mkts', 'Mont', 'Natl', 'Okla', 'Penn', 'Penna', 'Pers', 'Pharm', 'Pharms', 'Prods', 'Prof',
  'Prop', 'Props', 'Prot', 'Publ', 'Regl', 'Rehab', 'Rels', 'Robt', 'Serv', 'Servs', 'Subcomm', 'Tech', 'Techs',
  'Tenn', 'Thos', 'Trans', 'Transp', 'Unemp', 'Univ', 'Util', 'Vill', 'Wash', 'Wisc',
]);

// Words under four letters that end sentences in opinions but never abbreviate part of a name.
const SENTENCE_END_WORDS = new Set(['Act', 'Law']);

const FULL_NAME_BEFORE = new RegExp(String.raw`(?<![\w'’&.-])(?<name>${CASE_NAME}),\s*$`);
const SHORT_NAME_BEFORE = new RegExp(String.raw`(?<![\w'’&.-])(?<name>${SHORT_NAME}),\s*$`);
const FULL_NAME = new RegExp(String.raw`^${CASE_NAME}$`);
const SHORT_NAME_ONLY = new RegExp(String.raw`^${SHORT_NAME}$`);

// Words that label a part of the same document ('See Part II, supra'), not an authority cited before.
const INTERNAL_REFERENCE = /^(?:Parts?|Sections?|Chapters?|Appendix|App\.|Points?)\b/;

// Justia's page marker can fall inside a name ('Weber v. Aetna Page 430 U. S. 767 Casualty & Surety Co.').
const PAGE_MARKER = /\bPage\s+\d+\s+U\.\s?S\.\s+\d+\b/g;

export type NameBefore = { name: string; start: number };

/** Drops sentence words in front of the name ('In Roe v. Wade' → 'Roe v. Wade'), returning how many characters went. */
function leadingWordsLength(raw: string): number {
  let length = 0;
  for (;;) {
    const word = /^(\S+)\s+/.exec(raw.slice(length));
    const rest = raw.slice(length + (word?.[0].length ?? 0));
    // 'In re Gault' and 'In the Matter of Baby M' keep their 'In'; a name is never stripped to nothing.
    const leading = LEADING_WORDS.has(word?.[1] ?? '') || CONNECTORS.test(word?.[1] ?? '');
    if (!word || !leading || /^(?:re|the Matter of)\s/.test(rest) || rest.trim() === '') {
      return length;
    }
    length += word[0].length;
  }
}

/** Whether a word ending in a period closes a sentence rather than abbreviating part of a name. */
function endsSentence(word: string): boolean {
  const bare = word.slice(0, -1);
  if (/^\d[\d–-]*$/.test(bare)) return true;
  if (/^(?:X{0,3})(?:IX|IV|V?I{0,3})$/.test(bare) && bare.length >= 2) return true;
  if (SENTENCE_END_WORDS.has(bare)) return true;
  return /^[A-Z][a-z]{3,}$/.test(bare) && !NAME_ABBREVIATIONS.has(bare);
}

/**
 * How many characters of `raw` belong to an earlier sentence or footnote: up to the last word that ends a sentence,
 * or past Justia's footnote marker ('Footnote 5 H. Caudill, supra').
 */
function earlierSentenceLength(raw: string): number {
  let length = 0;
  for (const match of raw.matchAll(/(\S+\.)\s+(?=[A-Z])|\bFootnote\s+\d+(?:\/\d+)?(?:\s+|$)/g)) {
    if (match[1] === undefined || endsSentence(match[1])) length = match.index + match[0].length;
  }
  return length;
}

function nameBefore(text: string, end: number, pattern: RegExp, whole: RegExp, notBefore: number): NameBefore | null {
  const windowStart = Math.max(notBefore, end - LOOKBACK);
  const match = pattern.exec(text.slice(windowStart, end));
  const raw = match?.groups?.name;
  if (!match || !raw) return null;
  const sentence = earlierSentenceLength(raw);
  const skipped = sentence + leadingWordsLength(raw.slice(sentence));
  const name = collapseWhitespace(raw.slice(skipped).replace(PAGE_MARKER, ' '));
  if (!whole.test(name)) return null;
  return { name, start: windowStart + match.index + skipped };
}

/**
 * The 'Roe v. Wade' or 'In re Gault' that ends, followed by a comma, at `end`, starting no earlier than
 * `notBefore` (the end of the previous citation, so a name never swallows it).
 */
export function caseNameBefore(options: { text: string; end: number; notBefore: number }): NameBefore | null {
  return nameBefore(options.text, options.end, FULL_NAME_BEFORE, FULL_NAME, options.notBefore);
}

/** The 'Roe' or 'Roe v. Wade' that ends, followed by a comma, at `end` (used before 'supra'). */
export function shortNameBefore(options: { text: string; end: number; notBefore: number }): NameBefore | null {
  const found = nameBefore(options.text, options.end, SHORT_NAME_BEFORE, SHORT_NAME_ONLY, options.notBefore);
  return found && !INTERNAL_REFERENCE.test(found.name) ? found : null;
}
