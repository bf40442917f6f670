import { groupsOf, spanOf } from './matching';
import type { RuleCitation } from './types';

/** '91a', '91a.3(a)', '1.140(b)(6)', '3.1113(f)', '202.8-b': a state rule's number with its subdivisions. */
const NUMBER = String.raw`(?<rule>\d+[a-z]?(?:\.\d+[a-z]?)*(?:-[a-z])?(?:\([A-Za-z0-9]+\))*)`;

type StateRuleSet = { rules: string; written: string };

/**
 * The court rules of the supported states, in the form each state's courts cite them (canonical name first), and the
 * spelled-out forms briefs use ('Texas Rule of Civil Procedure 91a'). Rules are not in the case-law corpus: like the
 * federal rules, they are read so that they are reported and listed in a table of authorities, never dropped.
 */
const STATE_RULE_SETS: readonly StateRuleSet[] = [
  { rules: 'Tex. R. Civ. P.', written: String.raw`Tex\.\s*R\.\s*Civ\.\s*P\.|Texas\s+Rules?\s+of\s+Civil\s+Procedure` },
  { rules: 'Tex. R. App. P.', written: String.raw`Tex\.\s*R\.\s*App\.\s*P\.|Texas\s+Rules?\s+of\s+Appellate\s+Procedure` },
  { rules: 'Tex. R. Evid.', written: String.raw`Tex\.\s*R\.\s*Evid\.|Texas\s+Rules?\s+of\s+Evidence` },
  { rules: 'Fla. R. Civ. P.', written: String.raw`Fla\.\s*R\.\s*Civ\.\s*P\.|Florida\s+Rules?\s+of\s+Civil\s+Procedure` },
  { rules: 'Fla. R. Gen. Prac. & Jud. Admin.', written: String.raw`Fla\.\s*R\.\s*Gen\.\s*Prac\.\s*&\s*Jud\.\s*Admin\.|Fla\.\s*R\.\s*Jud\.\s*Admin\.` },
  { rules: 'Fla. R. App. P.', written: String.raw`Fla\.\s*R\.\s*App\.\s*P\.|Florida\s+Rules?\s+of\s+Appellate\s+Procedure` },
  { rules: 'Cal. Rules of Court, rule', written: String.raw`Cal(?:\.|ifornia)\s+Rules\s+of\s+Court,?\s+rules?` },
  { rules: 'Ill. S. Ct. R.', written: String.raw`Ill\.\s*S\.\s*Ct\.\s*R\.|Illinois\s+Supreme\s+Court\s+Rules?` },
  { rules: 'N.Y. Comp. Codes R. & Regs. tit. 22, §', written: String.raw`22\s+N\.?\s*Y\.?\s*C\.?\s*R\.?\s*R\.?|N\.Y\.\s*Comp\.\s*Codes\s+R\.\s*&\s*Regs\.\s*tit\.\s*22,?\s*§` },
];

const PATTERNS = STATE_RULE_SETS.map((set) => ({ set, pattern: new RegExp(String.raw`(?<![\w.])(?:${set.written})\s*${NUMBER}`, 'g') }));

/** 'Tex. R. Civ. P. 91a', 'Fla. R. Civ. P. 1.140(b)(6)', 'Cal. Rules of Court, rule 3.1113(f)', '22 NYCRR 202.8-b'. */
export function extractStateRules(text: string): RuleCitation[] {
  return PATTERNS.flatMap(({ set, pattern }) =>
    [...text.matchAll(pattern)].map((match) => ({ kind: 'rule' as const, ...spanOf(match), rules: set.rules, rule: groupsOf(match).rule ?? '' })),
  ).sort((a, b) => a.start - b.start);
}
