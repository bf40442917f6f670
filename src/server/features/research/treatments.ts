import type { Treatment } from '../../../shared/api/research';
import { detectTreatment } from '../../../legal/verification';
import { sentenceAround } from '../corpus/text';
import { shortNamesOf } from './short-names';

const OVERRULING_WORD = /overrul|abrogat/gi;
const TREATMENT_WORD =
  /\b(?:overrul(?:e|es|ed|ing)|abrogat(?:e|es|ed|ing)|distinguish(?:es|ed|ing|able)?|follow(?:s|ed|ing)?|reaffirm(?:s|ed|ing)?|adhere\s+to)\b/gi;
// 'is overruled', 'should be and now is overruled', 'Smith, 1 U.S. 1, distinguished', 'Monroe v. Pape (overruled'.
const PASSIVE_BEFORE = /(?:\b(?:is|are|was|were|be|been|being)\s+(?:\w+\s+){0,2}|[,(]\s*)$/i;
/** How near the treatment word the case's name must stand to be what the word acts on. */
const OBJECT_REACH = 80;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the case's short name stands in `segment` as a case of its own: 'Baker' followed by ' v. Nelson' is another
 * Baker than Baker v. Carr. Each mention spans the name and its ' v. Party' when written.
 */
function mentions(segment: string, caseName: string): Array<{ start: number; end: number }> {
  const words = new Set(caseName.toLowerCase().split(/[^a-z'’]+/).filter(Boolean));
  const names = shortNamesOf(caseName);
  if (names.length === 0) return [];
  const found: Array<{ start: number; end: number }> = [];
  for (const match of segment.matchAll(new RegExp(`\\b(?:${names.map(escape).join('|')})\\b`, 'g'))) {
    const end = match.index + match[0].length;
    const otherParty = /^\s+v\.\s+([A-Z][\w'’-]*)/.exec(segment.slice(end));
    if (otherParty && !words.has(otherParty[1]!.toLowerCase())) continue;
    found.push({ start: match.index, end: end + (otherParty?.[0].length ?? 0) });
  }
  return found;
}

const ANOTHER_CASE = /\sv\.\s/;
const AUXILIARIES = /\b(?:is|are|was|were|be|been|being|should|must|now|hereby|and|expressly|explicitly|today)\b|,/g;
// What may stand between an active treatment word and its object: 'overrules Roe and Casey', 'overrules a portion of
// our opinion in Batson'. Any other word ('overruled Worcester rested on a passage in Edelman') means another object.
const OBJECT_LEAD_IN =
  /^(?:\s|,|[A-Z][\w'’.-]*|and|or|the|a|an|its|our|their|this|that|these|those|in|of|part|parts|portions?|aspects?|another|central|critical|essential|decisions?|opinions?|holdings?|precedents?|prior|earlier|also|expressly|explicitly|implicitly|partially|today|now|both|cases?)*$/;

/**
 * Whether the case is what the treatment word acts on. Active ('overrules Bowers', 'overrules Roe and Casey'): named
 * after the word before any other case name, citation, parenthetical or ';'. Passive ('Bowers v. Hardwick should be
 * and now is overruled', 'Monroe v. Pape … (overruled in part by Monell …)'): the last case named before it within
 * the same ';'-separated item. So 'Batson overruled the portion of Swain' credits Swain, not Batson. Returns how many
 * characters stand between the word and the case (0 for 'overrules Roe'), or null when the case is not its object.
 */
const WORD_OF: Record<Treatment, RegExp> = {
  overruled: /^overrul/i,
  abrogated: /^abrogat/i,
  distinguished: /^distinguish/i,
  followed: /^(?:follow|reaffirm|adhere)/i,
};

function objectDistance(passage: string, caseName: string, treatment: Treatment): number | null {
  let nearest: number | null = null;
  const consider = (distance: number) => {
    nearest = nearest === null ? distance : Math.min(nearest, distance);
  };
  for (const match of passage.matchAll(TREATMENT_WORD)) {
    if (!WORD_OF[treatment].test(match[0])) continue;
    const end = match.index + match[0].length;
    const before = passage.slice(Math.max(0, match.index - OBJECT_REACH), match.index);
    const after = passage.slice(end, end + OBJECT_REACH);
    const passive =
      /able$/i.test(match[0]) ||
      (/ed$/i.test(match[0]) && (PASSIVE_BEFORE.test(before) || /^\s+(?:[\w,]+\s+){0,4}?by\b/i.test(after)));
    if (passive) {
      const item = before.slice(before.lastIndexOf(';') + 1);
      const last = mentions(item, caseName).at(-1);
      const gap = item.slice(last?.end ?? 0);
      // 'Bowers v. Hardwick should be and now is overruled' states it as plainly as 'overrules Bowers'.
      if (last && !ANOTHER_CASE.test(gap)) consider(gap.replace(AUXILIARIES, '').trim().length);
    } else {
      const stop = after.search(/[;()]|\d/);
      const object = stop < 0 ? after : after.slice(0, stop);
      const [first] = mentions(object, caseName);
      const leadIn = object.slice(0, first?.start ?? 0);
      if (first && !ANOTHER_CASE.test(leadIn) && OBJECT_LEAD_IN.test(leadIn)) consider(leadIn.trim().length);
    }
  }
  return nearest;
}

export type TreatmentReading = { treatment: Treatment; passage: string; distance: number };

/**
 * What a passage says it does to the named case: a treatment word, not negated or hypothetical, aimed at the case.
 * `distance` ranks readings: the nearer the case stands to the word, the plainer the statement.
 */
export function readTreatment(passage: string, caseName: string): TreatmentReading | null {
  const treatment = detectTreatment(passage);
  const distance = treatment ? objectDistance(passage, caseName, treatment) : null;
  return treatment && distance !== null ? { treatment, passage, distance } : null;
}

/**
 * Sentences of a citing opinion that say the case was overruled or abrogated, found by its short name, so a
 * holding without a citation ('Bowers v. Hardwick should be and now is overruled.') still counts.
 */
export function overrulingSentences(text: string, caseName: string): TreatmentReading[] {
  const found = new Map<string, TreatmentReading>();
  for (const match of text.matchAll(OVERRULING_WORD)) {
    const passage = sentenceAround(text, match.index, match.index + match[0].length);
    if (found.has(passage)) continue;
    const reading = readTreatment(passage, caseName);
    if (reading && (reading.treatment === 'overruled' || reading.treatment === 'abrogated')) found.set(passage, reading);
  }
  return [...found.values()];
}
