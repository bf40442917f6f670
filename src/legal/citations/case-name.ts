import { CASE_NAME, SHORT_NAME, collapseWhitespace } from './patterns';

// A name is looked for only this far back: real case names are shorter, and the bound keeps matching cheap.
const LOOKBACK = 200;

// Sentence words that the capitalised-word pattern would otherwise take as the start of a party name.
const LEADING_WORDS = new Set([
  'In', 'See', 'Cf.', 'But', 'Accord', 'Compare', 'Also', 'Contra', 'As', 'Under', 'And', 'Although', 'Because',
  'Like', 'Unlike', 'Since', 'When', 'While', 'After', 'Before', 'Following', 'Citing', 'Quoting', 'Thus', 'Here',
]);

const FULL_NAME_BEFORE = new RegExp(String.raw`(?<![\w'’&.-])(?<name>${CASE_NAME}),\s*$`);
const SHORT_NAME_BEFORE = new RegExp(String.raw`(?<![\w'’&.-])(?<name>${SHORT_NAME}),\s*$`);

export type NameBefore = { name: string; start: number };

/** Drops sentence words in front of the name ('In Roe v. Wade' → 'Roe v. Wade'), returning how many characters went. */
function leadingWordsLength(raw: string): number {
  let length = 0;
  for (;;) {
    const word = /^(\S+)\s+/.exec(raw.slice(length));
    const rest = raw.slice(length + (word?.[0].length ?? 0));
    // 'In re Gault' keeps its 'In'; a name is never stripped to nothing.
    if (!word || !LEADING_WORDS.has(word[1] ?? '') || /^re\s/.test(rest) || rest.trim() === '') {
      return length;
    }
    length += word[0].length;
  }
}

function nameBefore(text: string, end: number, pattern: RegExp, notBefore = 0): NameBefore | null {
  const windowStart = Math.max(notBefore, end - LOOKBACK);
  const match = pattern.exec(text.slice(windowStart, end));
  const raw = match?.groups?.name;
  if (!match || !raw) return null;
  const skipped = leadingWordsLength(raw);
  return { name: collapseWhitespace(raw.slice(skipped)), start: windowStart + match.index + skipped };
}

/**
 * The 'Roe v. Wade' or 'In re Gault' that ends, followed by a comma, at `end`, starting no earlier than
 * `notBefore` (the end of the previous citation, so a name never swallows it).
 */
export function caseNameBefore(options: { text: string; end: number; notBefore: number }): NameBefore | null {
  return nameBefore(options.text, options.end, FULL_NAME_BEFORE, options.notBefore);
}

/** The 'Roe' or 'Roe v. Wade' that ends, followed by a comma, at `end` (used before 'supra'). */
export function shortNameBefore(text: string, end: number): NameBefore | null {
  return nameBefore(text, end, SHORT_NAME_BEFORE);
}
