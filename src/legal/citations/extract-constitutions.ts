import { groupsOf, spanOf } from './matching';
import type { ConstitutionCitation } from './types';

const JURISDICTIONS: Record<string, ConstitutionCitation['jurisdiction']> = {
  'U.S.': 'U.S.', 'Cal.': 'Cal.', 'Tex.': 'Tex.', 'Fla.': 'Fla.', 'N.Y.': 'N.Y.', 'Ill.': 'Ill.',
};

/**
 * 'U.S. Const. amend. XIV, § 1', 'U.S. Const. art. III, § 2, cl. 1', 'Cal. Const. art. I, § 7(a)': Bluebook rule 11's
 * form, for the Constitution and those of the supported states. Prose ('the Fourteenth Amendment') is not a citation.
 */
const CONSTITUTION = new RegExp(
  String.raw`(?<![\w.])(?<jurisdiction>U\.\s?S\.|Cal\.|Tex\.|Fla\.|N\.\s?Y\.|Ill\.)\s+Const\.\s*` +
    String.raw`(?<provision>(?:art\.|amend\.)\s*[IVXLC]+[A-Z]?(?:,\s*§\s*\d+[a-z]?(?:\([A-Za-z0-9]+\))*)?(?:,\s*cl\.\s*\d+)?|pmbl\.)`,
  'g',
);

export function extractConstitutions(text: string): ConstitutionCitation[] {
  return [...text.matchAll(CONSTITUTION)].map((match) => {
    const groups = groupsOf(match);
    return {
      kind: 'constitution',
      ...spanOf(match),
      jurisdiction: JURISDICTIONS[(groups.jurisdiction ?? '').replace(/\s+/g, '')] ?? 'U.S.',
      provision: (groups.provision ?? '').replace(/\s+/g, ' ').replace(/(art\.|amend\.)(?=[IVXLC])/, '$1 ').replace(/§(?=\d)/, '§ '),
    };
  });
}
