import type { RulePackInput } from '../schema';
import { NONCOMPETE_PATTERNS } from './clause-patterns';

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
  ],
};
