import type { RulePackInput } from '../schema';
import { NONCOMPETE_PATTERNS, NONSOLICIT_PATTERNS } from './clause-patterns';

export const illinoisPack: RulePackInput = {
  jurisdiction: 'us-il',
  label: 'Illinois',
  sources: 'Illinois Freedom to Work Act, 820 ILCS 90, as amended by Public Act 102-358 (effective January 1, 2022). ' +
    'Court rules on the form of papers are not included.',
  rules: [
    {
      id: 'il-820-ilcs-90-10a-noncompete-earnings',
      effective: '2022-01-01',
      appliesTo: { targets: ['employment-agreement'] },
      severity: 'warning',
      citation: '820 ILCS 90/10(a)',
      summary: 'An employer may not enter into a covenant not to compete with an employee whose actual or expected ' +
        'annualized earnings are $75,000 a year or less.',
      check: {
        kind: 'restricted-clause',
        patterns: NONCOMPETE_PATTERNS,
        action: "Confirm the employee's actual or expected annualized earnings exceed $75,000 a year (the threshold " +
          'rises to $80,000 on January 1, 2027); otherwise remove the covenant.',
      },
    },
    {
      id: 'il-820-ilcs-90-10b-nonsolicit-earnings',
      effective: '2022-01-01',
      appliesTo: { targets: ['employment-agreement'] },
      severity: 'warning',
      citation: '820 ILCS 90/10(b)',
      summary: 'An employer may not enter into a covenant not to solicit with an employee whose actual or expected ' +
        'annualized earnings are $45,000 a year or less.',
      check: {
        kind: 'restricted-clause',
        patterns: NONSOLICIT_PATTERNS,
        action: "Confirm the employee's actual or expected annualized earnings exceed $45,000 a year (the threshold " +
          'rises to $47,500 on January 1, 2027); otherwise remove the covenant.',
      },
    },
  ],
};
