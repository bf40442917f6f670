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
    {
      id: 'fl-542.335-1d1-employee-duration',
      effective: '1996-07-01',
      appliesTo: { targets: ['employee-noncompete'] },
      severity: 'warning',
      citation: 'Fla. Stat. § 542.335(1)(d)1.',
      summary: 'For a postemployment restrictive covenant not predicated on the protection of trade secrets, a court ' +
        'presumes a restraint of 6 months or less reasonable in time and one of more than 2 years unreasonable.',
      check: {
        kind: 'intake-limit',
        field: 'restrictedMonths',
        fieldLabel: 'Restricted period (months)',
        atMost: [{ fixed: 24 }],
        action: 'Shorten the restricted period to 2 years or less, or record that the covenant protects trade secrets ' +
          '(§ 542.335(1)(e) sets different presumptions for those).',
      },
    },
    {
      id: 'fl-542.335-1d3-sale-of-business-duration',
      effective: '1996-07-01',
      appliesTo: { targets: ['sale-of-business-noncompete'] },
      severity: 'warning',
      citation: 'Fla. Stat. § 542.335(1)(d)3.',
      summary: 'For a restrictive covenant predicated on the sale of all or part of the assets of a business, ' +
        "professional practice or branch of business, or of an owner's shares, partnership, membership or other " +
        'equity interest in a business, a court presumes a restraint of 3 years or less reasonable in time and one ' +
        'of more than 7 years unreasonable.',
      check: {
        kind: 'intake-limit',
        field: 'restrictedMonths',
        fieldLabel: 'Restricted period (months)',
        atMost: [{ fixed: 84 }],
        action: 'Shorten the restricted period to 7 years or less, or be ready to rebut the presumption.',
      },
    },
  ],
};
