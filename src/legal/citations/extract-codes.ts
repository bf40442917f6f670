import { groupsOf, spanOf, stickyMatch } from './matching';
import { SECTION, SECTIONS, VOLUME, collapseWhitespace } from './patterns';
import type { RegulationCitation, RuleCitation, StatuteCitation } from './types';

const YEAR_AFTER = String.raw`(?:\s*\((?<year>\d{4})\))?`;
// Some opinion texts lost their section signs ('42 U.S.C. 1983'); a number right after 'U.S.C.' is still its section.
// Laws moved out of the Code before 1994 are cited to its Appendix: '46 U.S.C. App. § 688'.
const STATUTE = new RegExp(
  String.raw`(?<title>${VOLUME})\s+U\.\s*S\.\s*C\.(?:\s*A\.)?(?<appendix>\s*App\.)?\s*(?:${SECTIONS}|(?<bare>${SECTION}))(?:\s+et\s+seq\.)?${YEAR_AFTER}`,
  'g',
);
// Without a section sign ('34 CFR 106.44'), only a dotted part.section number makes the number a regulation.
const REGULATION = new RegExp(
  String.raw`(?<title>${VOLUME})\s+(?:C\.\s*F\.\s*R\.|CFR)\s*(?:${SECTIONS}|(?:pt\.|part)\s*(?<part>\d+)|(?<bare>\d+\.${SECTION}))${YEAR_AFTER}`,
  'g',
);
const RULE_SETS: ReadonlyArray<[RegExp, string]> = [
  [/Civ(?:\.\s*P\.|il\s+Procedure)/y, 'Fed. R. Civ. P.'],
  [/Crim(?:\.\s*P\.|inal\s+Procedure)/y, 'Fed. R. Crim. P.'],
  [/App(?:\.\s*P\.|ellate\s+Procedure)/y, 'Fed. R. App. P.'],
  [/Bankr(?:\.\s*P\.|uptcy\s+Procedure)/y, 'Fed. R. Bankr. P.'],
  [/Evid(?:\.|ence)/y, 'Fed. R. Evid.'],
];
const RULE_NUMBER = String.raw`(?<rule>\d+(?:\.\d+)?(?:\([A-Za-z0-9]+\))*)`;
// 'Fed. R. Civ. P. 12(b)(6)', and the opinions' spelled-out 'Federal Rule of Civil Procedure 12(b)(6)'.
const RULE = new RegExp(
  String.raw`(?<![\w.])(?:Fed\.\s*R\.\s*(?<set>(?:Civ|Crim|App|Bankr)\.\s*P\.|Evid\.)|Federal\s+Rules?\s+of\s+(?<spelled>(?:Civil|Criminal|Appellate|Bankruptcy)\s+Procedure|Evidence))\s*${RULE_NUMBER}`,
  'g',
);

/**
 * '§§ 1331–1332' is a range of two sections, but '§ 2000e–2' is one section whose number holds a dash, so a
 * dash is read as a range only after '§§' and between plain numbers, or between subsections ('(C)–(D)').
 */
export function normalizeSections(raw: string, multiple: boolean): string {
  const compact = collapseWhitespace(raw);
  const range = /^(\d+)\s*[-–]\s*(\d+)$/.exec(compact);
  if (multiple && range) return `${range[1]}–${range[2]}`;
  return compact
    .replace(/–/g, '-')
    .replace(/\)\s*-\s*\(/g, ')–(')
    .replace(/\s*,\s*/g, ', ');
}

export function extractStatutes(text: string): StatuteCitation[] {
  return [...text.matchAll(STATUTE)].map((match) => {
    const groups = groupsOf(match);
    const multipleSections = groups.symbols !== undefined;
    return {
      kind: 'statute',
      ...spanOf(match),
      title: Number(groups.title),
      code: groups.appendix ? 'U.S.C. App.' : 'U.S.C.',
      section: normalizeSections(groups.sections ?? groups.section ?? groups.bare ?? '', multipleSections),
      multipleSections,
      year: groups.year ? Number(groups.year) : null,
    };
  });
}

export function extractRegulations(text: string): RegulationCitation[] {
  return [...text.matchAll(REGULATION)].map((match) => {
    const groups = groupsOf(match);
    const unit = groups.part ? 'part' : groups.symbols ? 'sections' : 'section';
    const section = groups.sections ?? groups.section ?? groups.bare ?? '';
    return {
      kind: 'regulation',
      ...spanOf(match),
      title: Number(groups.title),
      code: 'C.F.R.',
      section: groups.part ?? normalizeSections(section, unit === 'sections'),
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

export function extractRules(text: string): RuleCitation[] {
  return [...text.matchAll(RULE)].map((match) => {
    const groups = groupsOf(match);
    return {
      kind: 'rule',
      ...spanOf(match),
      rules: canonicalRuleSet(groups.set ?? groups.spelled ?? ''),
      rule: groups.rule ?? '',
    };
  });
}
