import { parseParenthetical } from './extract-cases';
import { groupsOf, stickyMatch } from './matching';
import { collapseWhitespace, loosePattern, normalizePin } from './patterns';
import { findDbEditions, neutralSpellings } from './reporters-db';
import type { DatabaseCitation, DocketCitation, NeutralCitation } from './types';

const YEAR = String.raw`(?<year>(?:19|20)\d\d)`;
// '2019 WL 4639462' and every Lexis file: '2019 U.S. Dist. LEXIS 12345', '2020 Ill. App. LEXIS 55'.
const DATABASE = new RegExp(
  String.raw`(?<![\w.-])${YEAR}\s+(?<reporter>WL|(?:[A-Z][A-Za-z.'’&]*\s+){0,5}LEXIS)\s+(?<number>\d{1,9})(?!\w)`,
  'g',
);
// ', at *3', ' at *3-4', ', *3'; the star may be gone where Markdown emphasis was taken out ('at  3').
// A docket number in front ('No. 19-cv-1234, 2019 WL ...') is read over, so the case name before it is found.
const DOCKET_BEFORE = /(?<![\w.])No\.\s+[\w:.–-]*\d[\w:.–-]*,\s*$/;
const STAR_PIN = /,?\s*(?:at\s*\*?|\*)\s*(?<pin>\d{1,5}(?:\s*[-–]\s*\*?\s*\d{1,5})?)(?!\w)/y;

// Neutral forms are reporters-db's: 'year reporter number', and 'year-reporter-number' for Ohio and New Mexico.
const SEPARATOR = String.raw`(?:\s*-\s*|\s+)`;
const NEUTRAL = new RegExp(
  String.raw`(?<![\w.-])${YEAR}${SEPARATOR}(?<reporter>${neutralSpellings().map(loosePattern).join('|')})${SEPARATOR}` +
    String.raw`(?<number>\d{1,7}(?:-[A-Z]|WC|[A-Z])?)(?![\w-])`,
  'g',
);
const PARAGRAPH_PIN = /,\s*¶¶?\s*(?<pin>\d{1,4}(?:\s*[-–]\s*\d{1,4})?)(?!\w)/y;

// Federal docket numbers: '1:19-cv-01234', '19-cv-1234', '18-1171'; a court and year must follow in parentheses.
const DOCKET = /\bNo\.\s+(?<docket>(?:\d:)?\d{2}[-–](?:[a-zA-Z]{2,4}[-–])?\d{1,6}(?:[-–][A-Z]{2,4})*)(?![\w-])/g;
const SLIP_PIN = /,\s*(?:slip op\.\s*)?at\s*\*?\s*(?<pin>\d{1,5}(?:\s*[-–]\s*\d{1,5})?)(?!\w)/y;

/** Reads an optional pin then a parenthetical after `end`: the span's end, the pin, court and year. */
function readTail(text: string, end: number, pinPattern: RegExp) {
  const pin = stickyMatch(pinPattern, text, end);
  const afterPin = pin ? end + pin[0].length : end;
  const parenthetical = parseParenthetical(text, afterPin);
  return {
    pin: pin ? normalizePin(groupsOf(pin).pin ?? '').replace(/\*/g, '') : null,
    court: parenthetical?.court ?? null,
    year: parenthetical?.year ?? null,
    date: parenthetical?.date ?? null,
    end: parenthetical?.end ?? afterPin,
  };
}

export function extractDatabaseCitations(text: string): DatabaseCitation[] {
  // A string search is far cheaper than scanning every year in the text with the pattern.
  if (!text.includes('WL') && !text.includes('LEXIS')) return [];
  return [...text.matchAll(DATABASE)].map((match) => {
    const groups = groupsOf(match);
    const reporter = collapseWhitespace(groups.reporter ?? '');
    const tail = readTail(text, match.index + match[0].length, STAR_PIN);
    const docket = DOCKET_BEFORE.exec(text.slice(Math.max(0, match.index - 40), match.index));
    const start = match.index - (docket?.[0].length ?? 0);
    return {
      kind: 'database',
      start,
      end: tail.end,
      text: text.slice(start, tail.end),
      database: reporter === 'WL' ? 'Westlaw' : 'Lexis',
      caseName: null,
      year: Number(groups.year),
      reporter,
      number: Number(groups.number),
      pin: tail.pin,
      court: tail.court,
      decided: tail.date,
    };
  });
}

export function extractNeutralCitations(text: string): NeutralCitation[] {
  const citations: NeutralCitation[] = [];
  for (const match of text.matchAll(NEUTRAL)) {
    const groups = groupsOf(match);
    const edition = findDbEditions(groups.reporter ?? '').find((candidate) => candidate.citeType === 'neutral');
    if (!edition?.state) continue;
    const tail = readTail(text, match.index + match[0].length, PARAGRAPH_PIN);
    citations.push({
      kind: 'neutral',
      start: match.index,
      end: tail.end,
      text: text.slice(match.index, tail.end),
      caseName: null,
      year: Number(groups.year),
      reporter: edition.abbreviation,
      state: edition.state,
      number: groups.number ?? '',
      pin: tail.pin,
      court: tail.court,
    });
  }
  return citations;
}

/** Docket-number citations, only where a court and year follow: a bare 'No. 18-1171' is a caption, not a cite. */
export function extractDocketCitations(text: string): DocketCitation[] {
  const citations: DocketCitation[] = [];
  for (const match of text.matchAll(DOCKET)) {
    const tail = readTail(text, match.index + match[0].length, SLIP_PIN);
    if (tail.court === null || tail.year === null) continue;
    citations.push({
      kind: 'docket',
      start: match.index,
      end: tail.end,
      text: text.slice(match.index, tail.end),
      caseName: null,
      docket: (groupsOf(match).docket ?? '').replace(/–/g, '-'),
      pin: tail.pin,
      court: tail.court,
      year: tail.year,
    });
  }
  return citations;
}
