/**
 * Which part of a case words come from: the Court's opinion, a Justice's separate one, or the syllabus (the headnote
 * the Reporter of Decisions writes, which is no part of the opinion).
 */
export type OpinionPart = { kind: 'court' | 'separate' | 'syllabus'; label: string };

export type OpinionSection = OpinionPart & { start: number };

// 'CHIEF JUSTICE REHNQUIST, with whom JUSTICE WHITE, ... join, dissenting.' or 'MR. JUSTICE DOUGLAS, concurring.':
// the heading that opens a separate opinion in a Justia text holding all of a case's opinions.
const SEPARATE_HEADING =
  /^(?:MR\. )?(CHIEF )?JUSTICE ([A-Z][A-Z'’-]+)(?:,| with whom)(?:[^\n]|\n(?!\n)){0,300}?\b(concurring|dissenting)((?:[^\n.]|\n(?!\n)){0,80})\.[ \t]*$/gm;
const COURT_HEADING = /^(?:(?:MR\. )?(?:CHIEF )?JUSTICE [A-Z][A-Z'’-]+ delivered the opinion of the Court|PER CURIAM)\b/gm;

const THE_COURT: OpinionPart = { kind: 'court', label: 'the opinion of the Court' };
// Justia's texts open the syllabus with a line of its own.
const SYLLABUS_HEADING = /^Syllabus[ \t]*$/m;

const titleCase = (name: string) => name.toLowerCase().replace(/(?:^|['’-])\p{L}/gu, (letter) => letter.toUpperCase());

/** 'Justice Scalia's dissent', "Chief Justice Burger's concurrence", 'Justice White's opinion concurring in part and dissenting in part'. */
export function separateOpinionLabel(author: string, chief: boolean, kind: string): string {
  const justice = `${chief ? 'Chief Justice' : 'Justice'} ${titleCase(author)}’s`;
  const words = kind.toLowerCase();
  if (/dissent/.test(words) && /concur/.test(words)) return `${justice} opinion concurring in part and dissenting in part`;
  return `${justice} ${/dissent/.test(words) ? 'dissent' : 'concurrence'}`;
}

/**
 * The opinions of a text that holds all of a case's opinions (Justia's), in order: the Court's from the start, the
 * syllabus from its 'Syllabus' line to the next opinion's heading (only when such a heading follows, so that a text
 * cut short is not all syllabus), and each opinion from its heading on. A text with no headings is the Court's
 * throughout.
 */
export function opinionSections(text: string): OpinionSection[] {
  const sections: OpinionSection[] = [{ ...THE_COURT, start: 0 }];
  const headings = [
    ...[...text.matchAll(SEPARATE_HEADING)].map((match) => ({
      start: match.index,
      label: separateOpinionLabel(match[2]!, Boolean(match[1]), `${match[3]}${match[4] ?? ''}`),
      kind: 'separate' as const,
    })),
    ...[...text.matchAll(COURT_HEADING)].map((match) => ({ start: match.index, ...THE_COURT })),
  ].sort((a, b) => a.start - b.start);
  const syllabus = SYLLABUS_HEADING.exec(text);
  if (syllabus && headings.some((heading) => heading.start > syllabus.index)) {
    sections.push({ kind: 'syllabus', label: 'the syllabus', start: syllabus.index });
  }
  for (const heading of headings) sections.push(heading);
  return sections.sort((a, b) => a.start - b.start);
}

/** The opinion a record of the corpus holds, from its type and author ('Dissent', 'Kagan'); the Court's when unknown. */
export function opinionOfRecord(type: string | null, author: string | null): OpinionPart {
  if (!type || !/dissent|concur|statement/i.test(type)) return THE_COURT;
  const name = author?.trim();
  if (/statement/i.test(type)) return { kind: 'separate', label: name ? `Justice ${name}’s statement` : 'a separate statement' };
  if (!name) return { kind: 'separate', label: /dissent/i.test(type) ? 'a dissent' : 'a concurrence' };
  return { kind: 'separate', label: separateOpinionLabel(name.toUpperCase(), false, type) };
}

// '(Scalia, J., dissenting)', '(Rehnquist, C. J., concurring in part and dissenting in part)', '(plurality opinion)'.
const WRITTEN_SEPARATE = /^[^()]{0,20}\(([A-Z][A-Za-z'’-]+),\s*(C\.\s*)?J\.,\s*((?:concurring|dissenting)[^)]{0,60})\)/;

/**
 * The separate opinion a brief names right after a citation ('…, 483 U.S. 44, 64 (1987) (Rehnquist, C.J.,
 * dissenting)'), as a label comparable with the corpus's; null when the citation gives the words to the Court.
 */
export function writtenSeparateOpinion(textAfterCitation: string): string | null {
  const match = WRITTEN_SEPARATE.exec(textAfterCitation.replace(/^\s*\(\d{4}\)/, ''));
  return match ? separateOpinionLabel(match[1]!.toUpperCase(), Boolean(match[2]), match[3]!) : null;
}
