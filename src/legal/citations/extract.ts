import { caseNameBefore, shortNameBefore } from './case-name';
import { PIN, REPORTER, SECTIONS, VOLUME, collapseWhitespace, normalizePin } from './patterns';
import { findReporterEdition } from './reporters';
import type {
  CaseCitation,
  Citation,
  IdCitation,
  ReporterReference,
  RegulationCitation,
  RuleCitation,
  ShortCaseCitation,
  StatuteCitation,
  SupraCitation,
} from './types';

const FULL_REFERENCE = new RegExp(
  String.raw`(?<volume>${VOLUME})\s+(?<reporter>${REPORTER})\s*(?<page>\d{1,5})(?!\w)`,
  'g',
);
const PIN_AFTER = new RegExp(String.raw`,\s*(?<pin>${PIN})(?=\s*(?:[,;.)(]|$))`, 'y');
const PARALLEL_AFTER = new RegExp(
  String.raw`,\s*(?<volume>\d{1,4})\s+(?<reporter>${REPORTER})\s*(?<page>\d{1,5})(?!\w)`,
  'y',
);
const PARENTHETICAL_AFTER = /\s*\((?<court>[^()]{0,60}?)\s*(?<year>1[6-9]\d\d|20\d\d)\)/y;
// A court abbreviation is capitalised words and ordinals ('9th Cir.', 'S.D.N.Y.', 'Cal. Ct. App.'), not prose.
const COURT = /^(?:[A-Z0-9][\w.&']*\s*){1,6}$/;
const DATE_IN_COURT = /\s*(?:Jan|Feb|Mar|Apr|May|June?|July?|Aug|Sept?|Oct|Nov|Dec)\.?\s+\d{1,2},?$/;

// '373 U.S. at 373 U. S. 361': Justia repeats the volume and reporter as link text; the court wrote '373 U.S. at 361'.
const SHORT_CASE = new RegExp(
  String.raw`(?<volume>${VOLUME})\s+(?<reporter>${REPORTER}),?\s*at\s+(?:\k<volume>\s+${REPORTER}\s*)?(?<pin>${PIN})`,
  'g',
);
const ID = new RegExp(String.raw`(?<![\w.])(?:[Ii]d\.|[Ii]bid\.)(?:,?\s*at\s+(?<pin>${PIN}))?`, 'g');
const SUPRA = new RegExp(String.raw`,\s*supra\b(?:,?\s*at\s+(?<pin>${PIN}))?`, 'g');
const STATUTE = new RegExp(
  String.raw`(?<title>${VOLUME})\s+U\.\s*S\.\s*C\.(?:\s*A\.)?\s*${SECTIONS}(?:\s+et\s+seq\.)?(?:\s*\((?<year>\d{4})\))?`,
  'g',
);
const REGULATION = new RegExp(
  String.raw`(?<title>${VOLUME})\s+C\.\s*F\.\s*R\.\s*(?:${SECTIONS}|(?:pt\.|part)\s*(?<part>\d+))(?:\s*\((?<year>\d{4})\))?`,
  'g',
);
const RULE_SETS: ReadonlyArray<[RegExp, string]> = [
  [/Civ\.\s*P\./y, 'Fed. R. Civ. P.'],
  [/Crim\.\s*P\./y, 'Fed. R. Crim. P.'],
  [/App\.\s*P\./y, 'Fed. R. App. P.'],
  [/Bankr\.\s*P\./y, 'Fed. R. Bankr. P.'],
  [/Evid\./y, 'Fed. R. Evid.'],
];
const RULE = /(?<![\w.])Fed\.\s*R\.\s*(?<set>(?:Civ|Crim|App|Bankr)\.\s*P\.|Evid\.)\s*(?<rule>\d+(?:\.\d+)?(?:\([A-Za-z0-9]+\))*)/g;

// Justia's page markers ('Page 409 U. S. 323') mark where a printed page starts; the court did not cite them.
const PAGE_MARKER_BEFORE = /\bPage\s*$/;

function canonicalReporter(spelling: string): string {
  const edition = findReporterEdition(spelling);
  // The pattern is built from the table, so every spelling it matches is in it.
  if (!edition) throw new Error(`reporter table lost '${spelling}'`);
  return edition.abbreviation;
}

function groupsOf(match: RegExpExecArray): Record<string, string | undefined> {
  return match.groups ?? {};
}

function stickyMatch(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

function reference(groups: Record<string, string | undefined>): ReporterReference {
  return {
    volume: Number(groups.volume),
    reporter: canonicalReporter(groups.reporter ?? ''),
    page: Number(groups.page),
    pin: null,
  };
}

function parseParenthetical(text: string, at: number): { court: string | null; year: number; end: number } | null {
  const match = stickyMatch(PARENTHETICAL_AFTER, text, at);
  if (!match) return null;
  const court = collapseWhitespace(groupsOf(match).court ?? '').replace(DATE_IN_COURT, '');
  if (court !== '' && !COURT.test(court)) return null;
  return { court: court === '' ? null : court, year: Number(groupsOf(match).year), end: at + match[0].length };
}

function extractCases(text: string): CaseCitation[] {
  const citations: CaseCitation[] = [];
  for (const match of text.matchAll(FULL_REFERENCE)) {
    const volumeStart = match.index;
    if (PAGE_MARKER_BEFORE.test(text.slice(Math.max(0, volumeStart - 10), volumeStart))) continue;
    const primary = reference(groupsOf(match));
    const parallels: ReporterReference[] = [];
    let current = primary;
    let end = volumeStart + match[0].length;
    for (;;) {
      const pin = stickyMatch(PIN_AFTER, text, end);
      if (pin) {
        current.pin = normalizePin(groupsOf(pin).pin ?? '');
        end += pin[0].length;
      }
      const parallel = stickyMatch(PARALLEL_AFTER, text, end);
      if (!parallel) break;
      current = reference(groupsOf(parallel));
      parallels.push(current);
      end += parallel[0].length;
    }
    const parenthetical = parseParenthetical(text, end);
    end = parenthetical?.end ?? end;
    citations.push({
      kind: 'case',
      start: volumeStart,
      end,
      text: text.slice(volumeStart, end),
      caseName: null,
      ...primary,
      parallels,
      court: parenthetical?.court ?? null,
      year: parenthetical?.year ?? null,
    });
  }
  return citations;
}

function extractShortCases(text: string): ShortCaseCitation[] {
  return [...text.matchAll(SHORT_CASE)].map((match) => {
    const groups = groupsOf(match);
    return {
      kind: 'short-case',
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
      volume: Number(groups.volume),
      reporter: canonicalReporter(groups.reporter ?? ''),
      pin: normalizePin(groups.pin ?? ''),
    };
  });
}

function extractIds(text: string): IdCitation[] {
  return [...text.matchAll(ID)].map((match) => {
    const pin = groupsOf(match).pin;
    return {
      kind: 'id',
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
      pin: pin ? normalizePin(pin) : null,
    };
  });
}

function extractSupras(text: string): SupraCitation[] {
  const citations: SupraCitation[] = [];
  for (const match of text.matchAll(SUPRA)) {
    const name = shortNameBefore(text, match.index + 1);
    if (!name) continue;
    const end = match.index + match[0].length;
    const pin = groupsOf(match).pin;
    citations.push({
      kind: 'supra',
      start: name.start,
      end,
      text: text.slice(name.start, end),
      name: name.name,
      pin: pin ? normalizePin(pin) : null,
    });
  }
  return citations;
}

/**
 * '§§ 1331–1332' is a range of two sections, but '§ 2000e–2' is one section whose number holds a dash, so a
 * dash is read as a range only after '§§' and between plain numbers.
 */
function normalizeSections(raw: string, multiple: boolean): string {
  const compact = collapseWhitespace(raw);
  const range = /^(\d+)\s*[-–]\s*(\d+)$/.exec(compact);
  if (multiple && range) return `${range[1]}–${range[2]}`;
  return compact.replace(/–/g, '-').replace(/\s*,\s*/g, ', ');
}

function extractStatutes(text: string): StatuteCitation[] {
  return [...text.matchAll(STATUTE)].map((match) => {
    const groups = groupsOf(match);
    const multipleSections = groups.symbols !== undefined;
    return {
      kind: 'statute',
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
      title: Number(groups.title),
      code: 'U.S.C.',
      section: normalizeSections(groups.sections ?? groups.section ?? '', multipleSections),
      multipleSections,
      year: groups.year ? Number(groups.year) : null,
    };
  });
}

function extractRegulations(text: string): RegulationCitation[] {
  return [...text.matchAll(REGULATION)].map((match) => {
    const groups = groupsOf(match);
    const unit = groups.part ? 'part' : groups.symbols ? 'sections' : 'section';
    return {
      kind: 'regulation',
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
      title: Number(groups.title),
      code: 'C.F.R.',
      section: groups.part ?? normalizeSections(groups.sections ?? groups.section ?? '', unit === 'sections'),
      unit,
      year: groups.year ? Number(groups.year) : null,
    };
  });
}

function canonicalRuleSet(written: string): string {
  for (const [pattern, name] of RULE_SETS) {
    if (stickyMatch(pattern, written, 0)) return name;
  }
  throw new Error(`rule set pattern and table disagree on '${written}'`);
}

function extractRules(text: string): RuleCitation[] {
  return [...text.matchAll(RULE)].map((match) => {
    const groups = groupsOf(match);
    return {
      kind: 'rule',
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
      rules: canonicalRuleSet(groups.set ?? ''),
      rule: groups.rule ?? '',
    };
  });
}

/**
 * Keeps the earliest, then longest, of overlapping candidates: a short form '373 U.S. at 373 U. S. 361' swallows
 * the full-looking link text inside it, and a case name that runs into an earlier citation loses to it.
 */
function withoutOverlaps(candidates: Citation[]): Citation[] {
  const sorted = [...candidates].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Citation[] = [];
  for (const candidate of sorted) {
    const previous = kept.at(-1);
    if (previous && candidate.start < previous.end) continue;
    kept.push(candidate);
  }
  return kept;
}

/** Adds the case name in front of each full case citation, never reaching back into the citation before it. */
function withCaseNames(text: string, citations: Citation[]): Citation[] {
  return citations.map((citation, index) => {
    if (citation.kind !== 'case') return citation;
    const notBefore = citations[index - 1]?.end ?? 0;
    const name = caseNameBefore({ text, end: citation.start, notBefore });
    if (!name) return citation;
    return { ...citation, start: name.start, text: text.slice(name.start, citation.end), caseName: name.name };
  });
}

/** Every citation in `text`, in order of position, with offsets into `text`. */
export function extractCitations(text: string): Citation[] {
  const citations = withoutOverlaps([
    ...extractCases(text),
    ...extractShortCases(text),
    ...extractIds(text),
    ...extractSupras(text),
    ...extractStatutes(text),
    ...extractRegulations(text),
    ...extractRules(text),
  ]);
  return withCaseNames(text, citations);
}
