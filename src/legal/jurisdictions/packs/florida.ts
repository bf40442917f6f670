import type { RulePackInput } from '../schema';
import { NONCOMPETE_PATTERNS, NONSOLICIT_PATTERNS } from './clause-patterns';

export const floridaPack: RulePackInput = {
  jurisdiction: 'us-fl',
  label: 'Florida',
  sources: 'Florida Statutes § 542.335 (restrictive covenants). Court rules on the form of papers are not included.',
  rules: [
    {
      id: 'fl-542.335-restrictive-covenant',
      effective: '1996-07-01',
      appliesTo: { targets: ['contract'] },
      severity: 'warning',
      citation: 'Fla. Stat. § 542.335(1)(a)–(b)',
      summary: 'A restrictive covenant is enforced only if set forth in a writing signed by the person against whom ' +
        'enforcement is sought, and the person seeking enforcement must prove a legitimate business interest justifying it.',
      check: {
        kind: 'restricted-clause',
        patterns: [...NONCOMPETE_PATTERNS, ...NONSOLICIT_PATTERNS],
        action: 'Have the person bound sign the agreement, and name the legitimate business interests the covenant ' +
          'protects (for example trade secrets, confidential business information, or substantial relationships ' +
          'with specific customers).',
      },
    },
  ],
};
