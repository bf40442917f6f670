import type { RuleInput, RulePackInput } from '../schema';
import { NONCOMPETE_PATTERNS } from './clause-patterns';

// Loose detectors for the three limits § 15.50(a) requires a covenant to state; a finding asks the lawyer to look.
const COVENANT_LIMITS = [
  {
    id: 'time', name: 'a limit as to time',
    patterns: [String.raw`\b(?:\d+|one|two|three|four|five|six|nine|twelve|eighteen|twenty-four|thirty-six)\s*(?:\(\d+\)\s*)?(?:calendar\s+)?(?:months?|years?)\b`],
  },
  {
    id: 'area', name: 'a limit as to geographical area',
    patterns: [
      String.raw`\b(?:territory|geographic(?:al)?\s+area)\b`,
      String.raw`\b(?:within|in)\b[^.]{0,60}?\b(?:miles?|kilometers?|county|counties|state|city|metropolitan|region)\b`,
    ],
  },
  {
    id: 'scope', name: 'a limit as to the scope of activity restrained',
    patterns: [
      String.raw`\b(?:engag(?:e|ing)\s+in|provid(?:e|ing)|perform(?:ing)?|work(?:ing)?\s+(?:for|as|in))\b[^.]{0,120}?\b(?:business|services?|products?|activit(?:y|ies)|role|position|capacity)\b`,
      String.raw`\bscope\s+of\s+(?:activity|activities|the\s+restriction)\b`,
    ],
  },
] as const;

const covenantLimitRules: RuleInput[] = COVENANT_LIMITS.map((limit) => ({
  id: `tx-bcc-15.50a-${limit.id}-limit`,
  effective: '1993-09-01',
  appliesTo: { targets: ['contract'] },
  severity: 'warning',
  citation: 'Tex. Bus. & Com. Code § 15.50(a)',
  summary: 'A covenant not to compete is enforceable only to the extent it contains limitations as to time, ' +
    'geographical area, and scope of activity to be restrained that are reasonable and no greater than necessary to ' +
    `protect the goodwill or other business interest of the promisee. This rule looks for ${limit.name}.`,
  check: {
    kind: 'clause-requires',
    trigger: NONCOMPETE_PATTERNS,
    required: [...limit.patterns],
    requiredName: limit.name,
    action: `State ${limit.name}, reasonable and no greater than necessary to protect the business interest.`,
  },
}));

export const texasPack: RulePackInput = {
  jurisdiction: 'us-tx',
  label: 'Texas',
  sources: 'Texas Rules of Civil Procedure (Rule 57); Texas Business and Commerce Code § 15.50. Local rules of each ' +
    'court are not included.',
  rules: [
    {
      id: 'tx-trcp-57-signature',
      effective: '1941-09-01',
      effectiveNote: 'The Texas Rules of Civil Procedure took effect on September 1, 1941; this pack does not record the date of the amendment that gave Rule 57 the text stated here.',
      appliesTo: { targets: ['pleading'] },
      severity: 'error',
      citation: 'Tex. R. Civ. P. 57',
      summary: 'A pleading of a represented party must be signed by at least one attorney of record in the attorney\'s ' +
        'individual name, with State Bar of Texas identification number, address, telephone number, and email address.',
      check: { kind: 'signature-block', elements: ['signature', 'barNumber', 'address', 'telephone', 'email'] },
    },
    {
      id: 'tx-bcc-15.50-noncompete',
      effective: '1993-09-01',
      appliesTo: { targets: ['contract'] },
      severity: 'warning',
      citation: 'Tex. Bus. & Com. Code § 15.50(a)',
      summary: 'A covenant not to compete is enforceable only if ancillary to or part of an otherwise enforceable ' +
        'agreement and limited reasonably as to time, geographical area, and scope of activity.',
      check: {
        kind: 'restricted-clause',
        patterns: NONCOMPETE_PATTERNS,
        action: 'Tie the covenant to an otherwise enforceable agreement (for example, the promise of confidential ' +
          'information) and state reasonable limits on time, geographical area, and scope of activity.',
      },
    },
    ...covenantLimitRules,
  ],
};
