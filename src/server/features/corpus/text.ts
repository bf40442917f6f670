/**
 * Pure helpers for the corpus importer: the year in a case's own caption and the sentence around a citation.
 */

const MONTH = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December)`;
/** How far into an opinion its caption can reach. */
const CAPTION_LENGTH = 1500;
const EARLIEST_YEAR = 1754;

function plausibleYear(value: string | undefined): number | null {
  const year = Number(value);
  return Number.isInteger(year) && year >= EARLIEST_YEAR && year <= new Date().getUTCFullYear() ? year : null;
}

/**
 * The decision year printed in the opinion's own caption: first the parenthetical after the case's own citation
 * ('128 U.S.\n40 (1888)'), which the source gets right even where its 'Decided' line is wrong, then
 * 'Decided May 24, 1888'. Null when the caption shows neither.
 */
export function captionYear(text: string, citation: { volume: number; page: string } | null): number | null {
  const caption = text.slice(0, CAPTION_LENGTH);
  if (citation) {
    const own = new RegExp(String.raw`\b${citation.volume}\s+U\.\s?S\.\s*${citation.page}\s*\((\d{4})\)`);
    const year = plausibleYear(own.exec(caption)?.[1]);
    if (year) return year;
  }
  const decided = new RegExp(String.raw`\bDecided\s+${MONTH}\s+\d{1,2},?\s+(\d{4})\b`);
  return plausibleYear(decided.exec(caption)?.[1]);
}

// Words whose final period does not end a sentence: 'v.', 'U.S.', 'Co.', 'Inc.', 'Ct.', 'App.', 'No.', 'Cal.'.
const ABBREVIATIONS = [
  'v', 'vs', 'Co', 'Inc', 'Corp', 'Ltd', 'Bros', 'No', 'Nos', 'Ct', 'App', 'Cir', 'Dist', 'Supp', 'Rev', 'Stat',
  'Cong', 'Sess', 'Const', 'Art', 'Amdt', 'Cl', 'Id', 'Ibid', 'Cf', 'Mr', 'Mrs', 'Ms', 'Dr', 'St', 'Jr', 'Sr', 'Ed',
  'Pet', 'Wheat', 'Cranch', 'Wall', 'How', 'Dall', 'Black', 'Fed', 'Reg', 'Civ', 'Crim', 'Proc', 'Evid', 'Ann',
  'Gen', 'Dept', 'Bd', 'Ry', 'Comm', 'Assn', 'Mass', 'Cal', 'Tex', 'Pa', 'Ill', 'Mich', 'Wis', 'Va', 'Ga', 'Fla',
  'Ala', 'Ark', 'Conn', 'Del', 'Ind', 'Kan', 'Ky', 'La', 'Md', 'Minn', 'Miss', 'Mo', 'Mont', 'Neb', 'Nev', 'Okla',
  'Ore', 'Tenn', 'Vt', 'Wash', 'Wyo', 'Colo', 'Ariz', 'cert', 'n', 'nn', 'ch', 'pt', 'ex', 'rel', 'seq', 'etc',
  'e\\.g', 'i\\.e', 'p', 'pp', 'ff', 'cl', 'art', 'amend', 'op', 'J', 'JJ', 'C\\.J',
];
const ABBREVIATION_BEFORE = new RegExp(
  String.raw`(?:^|[\s(\[“"])(?:[A-Z]|(?:[A-Za-z]\.)+[A-Za-z]?|${ABBREVIATIONS.join('|')})$`,
);

function endsSentence(text: string, period: number): boolean {
  if (text[period] !== '.' && text[period] !== '?' && text[period] !== '!') return false;
  if (text[period] === '.' && ABBREVIATION_BEFORE.test(text.slice(Math.max(0, period - 12), period))) return false;
  let after = period + 1;
  while (after < text.length && /["'”’)\]]/.test(text[after] ?? '')) after += 1;
  const rest = text.slice(after, after + 3);
  return /^\s+["“(]?[A-Z0-9]/.test(rest) || after >= text.length;
}

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The sentence holding `text.slice(start, end)`, whitespace collapsed, at most `max` characters: it stops at
 * paragraph breaks and sentence ends (not at the periods of 'v.' or 'U.S.'), and when the sentence is longer it
 * keeps a window centred on the citation, cut at word boundaries.
 */
export function sentenceAround(text: string, start: number, end: number, max = 400): string {
  const reach = max * 2;
  let from = start;
  const floor = Math.max(0, start - reach);
  while (from > floor) {
    const previous = from - 1;
    if (text[previous] === '\n' && text[previous - 1] === '\n') break;
    if (endsSentence(text, previous)) break;
    from = previous;
  }
  let to = end;
  const ceiling = Math.min(text.length, end + reach);
  while (to < ceiling) {
    if (text.startsWith('\n\n', to)) break;
    if (endsSentence(text, to)) {
      to += 1;
      break;
    }
    to += 1;
  }
  const sentence = collapse(text.slice(from, to));
  if (sentence.length <= max) return sentence;

  const citation = collapse(text.slice(start, end));
  if (citation.length >= max) return citation.slice(0, max);
  const spare = max - citation.length - 2;
  const before = collapse(text.slice(from, start));
  const after = collapse(text.slice(end, to));
  let keepBefore = Math.min(before.length, Math.ceil(spare / 2));
  const keepAfter = Math.min(after.length, spare - keepBefore);
  keepBefore = Math.min(before.length, spare - keepAfter);
  const head = keepBefore > 0 ? before.slice(before.length - keepBefore).replace(/^\S*\s/, '') : '';
  const tail = keepAfter > 0 ? after.slice(0, keepAfter).replace(/\s\S*$/, '') : '';
  return collapse(`${head} ${citation} ${tail}`).slice(0, max);
}
