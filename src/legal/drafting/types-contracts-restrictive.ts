import { CONTRACT_FIELDS, GENERAL_PROVISIONS, boilerplate, field, lawyerOnly, partyField } from './catalogue-builders';
import type { DocumentSection, DocumentType, IntakeField } from './schema';

/**
 * Covenants not to compete. Whether and how far they are enforceable is state law, so these base types are
 * jurisdiction-neutral: each state's paper (src/legal/procedure/papers) states its own basis, notices and limits,
 * or refuses the goal. The field ids are shared by every variant so compliance checks can read the figures.
 */

const RESTRICTION_FIELDS: IntakeField[] = [
  field('number', 'restrictedMonths', 'Restricted period (months)', 'How long the restriction lasts after the triggering event.'),
  field('text', 'restrictedTerritory', 'Restricted territory', 'The geographic area where the restriction applies.'),
  field('textarea', 'restrictedActivities', 'Restricted activities', 'The competing business or work the covenant forbids.'),
];

/** Clauses both covenants share: the restriction itself, its limits, the confidentiality carve-out and remedies. */
export function restrictionSections(restrictedParty: string, triggeringEvent: string): DocumentSection[] {
  return [
    boilerplate('restricted-activities', 'Restricted Activities', 'What the covenant forbids.', [
      `${restrictedParty} will not, directly or indirectly, engage in the following activities: {{restrictedActivities}}.`,
    ]),
    boilerplate('duration', 'Duration', 'How long the restriction lasts.', [
      `The restriction in this Agreement lasts for {{restrictedMonths}} month(s) after ${triggeringEvent}.`,
    ]),
    boilerplate('territory', 'Territory', 'Where the restriction applies.', [
      'The restriction in this Agreement applies only within the following area: {{restrictedTerritory}}.',
    ]),
  ];
}

export const CONFIDENTIALITY_CARVE_OUT = boilerplate('confidentiality-carve-out', 'Confidentiality and Permitted Conduct', 'Separates confidentiality duties from the restriction and preserves protected conduct.', [
  'Nothing in this Agreement restricts any disclosure that the law protects, including reporting possible violations of law to a government agency, testifying truthfully in a legal proceeding, or any disclosure that cannot lawfully be waived. Obligations of confidentiality and trade-secret protection are separate from, and survive independently of, the restriction on competition.',
]);

export const REMEDIES_AND_REFORMATION = lawyerOnly('remedies', 'Remedies and Reformation', 'Injunctive relief and what happens if a court finds the restriction too broad, as the governing law permits.');

export const EMPLOYEE_NONCOMPETE: DocumentType = {
  id: 'employee-noncompete',
  family: 'contract',
  label: 'Employee Non-Compete Agreement',
  description: 'An employee agrees not to compete with the employer for a limited time and area, as the governing state law allows.',
  captioned: false,
  intakeFields: [
    partyField('employer', 'Employer', 'Legal name and description of the employer.'),
    partyField('employee', 'Employee', 'Full legal name of the employee.'),
    field('text', 'position', 'Position', 'The employee\'s job title.'),
    field('money', 'annualEarnings', 'Annual earnings', 'Expected annual earnings in US dollars; several states set a threshold.'),
    ...RESTRICTION_FIELDS,
    field('textarea', 'consideration', 'Consideration', 'What the employee receives for the covenant, e.g. employment, a bonus, access to training.'),
    field('text', 'workLocation', 'Work location', 'City and state where the employee works; it decides which state law limits apply.'),
    ...CONTRACT_FIELDS,
  ],
  sections: [
    boilerplate('preamble', 'Parties and Recitals', 'Identifies employer and employee and why the covenant is made.', [
      'This Non-Compete Agreement (the "Agreement") is entered into as of {{effectiveDate}} between {{employer}} (the "Company") and {{employee}} (the "Employee"), who works for the Company as {{position}} at {{workLocation}}.',
      'The Company has legitimate business interests in its confidential information, customer relationships and goodwill, and the Employee enters into this Agreement in exchange for the consideration stated below.',
    ]),
    ...restrictionSections('The Employee', 'the Employee\'s employment with the Company ends, for any reason'),
    boilerplate('consideration', 'Consideration', 'What the employee receives for the covenant.', [
      'In exchange for the Employee\'s promises in this Agreement, the Company provides the following: {{consideration}}. The Employee acknowledges receipt and the sufficiency of this consideration.',
    ]),
    CONFIDENTIALITY_CARVE_OUT,
    REMEDIES_AND_REFORMATION,
    GENERAL_PROVISIONS,
  ],
};

export const SALE_OF_BUSINESS_NONCOMPETE: DocumentType = {
  id: 'sale-of-business-noncompete',
  family: 'contract',
  label: 'Sale-of-Business Non-Compete Covenant',
  description: 'The seller of a business agrees not to compete with the buyer in the area where the business was carried on.',
  captioned: false,
  intakeFields: [
    partyField('buyer', 'Buyer', 'Legal name and description of the buyer.'),
    partyField('seller', 'Seller', 'Legal name and description of the seller.'),
    field('textarea', 'businessSold', 'Business sold', 'The business, its goodwill or ownership interests sold, and the sale agreement.'),
    ...RESTRICTION_FIELDS,
    ...CONTRACT_FIELDS,
  ],
  sections: [
    boilerplate('preamble', 'Parties and Recitals', 'Identifies buyer and seller and the sale the covenant protects.', [
      'This Non-Compete Covenant (the "Agreement") is entered into as of {{effectiveDate}} between {{buyer}} (the "Buyer") and {{seller}} (the "Seller").',
      'The Seller is selling to the Buyer the following: {{businessSold}} (the "Business"). The Buyer would not acquire the Business and its goodwill without this Agreement, which is part of the consideration for the sale.',
    ]),
    ...restrictionSections('The Seller', 'the closing of the sale of the Business'),
    boilerplate('consideration', 'Consideration', 'The covenant is given as part of the sale.', [
      'The Seller gives this Agreement as part of the sale of the Business, and the purchase price paid for the Business is the consideration for it.',
    ]),
    CONFIDENTIALITY_CARVE_OUT,
    REMEDIES_AND_REFORMATION,
    GENERAL_PROVISIONS,
  ],
};
