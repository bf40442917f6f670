import { CONTRACT_FIELDS, GENERAL_PROVISIONS, boilerplate, field, lawyerOnly, partyField } from '../../drafting/catalogue-builders';
import { CONFIDENTIALITY_CARVE_OUT } from '../../drafting/types-contracts-restrictive';
import type { PaperInput } from '../schema';

/** Florida restrictive covenants: Fla. Stat. § 542.335 governs covenants entered into on or after July 1, 1996. */

const STATUTE = 'Fla. Stat. § 542.335';

const CHOICE_ACT = {
  subject: 'Florida CHOICE Act (2025) on covered non-compete and garden-leave agreements with higher-earning employees',
  citation: 'Florida CHOICE Act (Laws of Fla. 2025)',
  reason: 'Its coverage, notice and review-period requirements could not be confirmed here; confirm whether it applies to this covenant before it is signed.',
};

const BASIS = [
  { text: 'A court shall not enforce a restrictive covenant unless it is set forth in a writing signed by the person against whom enforcement is sought.', citation: 'Fla. Stat. § 542.335(1)(a)' },
  { text: 'The person seeking enforcement must plead and prove one or more legitimate business interests justifying the restrictive covenant, such as trade secrets; valuable confidential business or professional information; substantial relationships with specific prospective or existing customers, patients or clients; goodwill associated with an ongoing business, a specific geographic location or a specific marketing or trade area; and extraordinary or specialized training.', citation: 'Fla. Stat. § 542.335(1)(b)' },
  { text: 'The person seeking enforcement must also plead and prove that the contractually specified restraint is reasonably necessary to protect those interests; a court shall modify an overbroad or overlong restraint and grant only the relief reasonably necessary.', citation: 'Fla. Stat. § 542.335(1)(c)' },
  { text: 'A court shall not consider any individualized economic or other hardship that might be caused to the person against whom enforcement is sought.', citation: 'Fla. Stat. § 542.335(1)(g)1' },
  { text: 'A court shall construe a restrictive covenant in favor of providing reasonable protection to all legitimate business interests established by the person seeking enforcement, and not narrowly, against the restraint, or against the drafter.', citation: 'Fla. Stat. § 542.335(1)(h)' },
  { text: 'The violation of an enforceable restrictive covenant creates a presumption of irreparable injury to the person seeking enforcement.', citation: 'Fla. Stat. § 542.335(1)(j)' },
  { text: 'Section 542.335 applies to restrictive covenants entered into on or after July 1, 1996.', citation: 'Fla. Stat. § 542.335(3)' },
];

/** The statute's rules of construction and enforcement, stated as the parties' agreement. */
function enforcementSection(boundParty: string) {
  return boilerplate('enforcement', 'Construction and Enforcement (Fla. Stat. § 542.335(1)(c), (g), (h), (j))', 'How the covenant is read and enforced under the statute.', [
    `This covenant shall be construed in favor of providing reasonable protection to all legitimate business interests it protects, and not narrowly, against the restraint, or against the drafter, as section 542.335(1)(h), Florida Statutes, provides. In deciding whether to enforce it, a court shall not consider any individualized economic or other hardship to the ${boundParty} (section 542.335(1)(g)1).`,
    'If a court finds the restraint overbroad, overlong, or otherwise not reasonably necessary to protect those interests, the court shall modify it and enforce it to the extent reasonably necessary (section 542.335(1)(c)).',
    `The ${boundParty} acknowledges that a violation of this covenant creates a presumption of irreparable injury (section 542.335(1)(j)) and that the protected party may seek temporary and permanent injunctive relief in addition to any other remedy.`,
  ]);
}

const employeeNoncompete: PaperInput = {
  typeId: 'employee-noncompete',
  jurisdiction: 'us-fl',
  name: 'Employee Non-Compete Agreement (Florida)',
  designation: `Restrictive Covenant Agreement under ${STATUTE}`,
  effective: '1996-07-01',
  basis: BASIS,
  limits: [
    { text: 'A post-employment restraint of 6 months or less is presumed reasonable in time, and one of more than 2 years is presumed unreasonable.', citation: 'Fla. Stat. § 542.335(1)(d)1' },
  ],
  checkBeforeFiling: [CHOICE_ACT],
  intakeFields: [
    partyField('employer', 'Employer', 'Legal name and description of the employer that the covenant protects.'),
    partyField('employee', 'Employee', 'Full legal name of the employee who signs the covenant.'),
    field('text', 'position', 'Position', 'The employee\'s job title.'),
    field('money', 'annualEarnings', 'Annual earnings', 'Actual or expected annualized earnings in US dollars.'),
    field('number', 'restrictedMonths', 'Restricted period (months)', 'Months after employment ends; 6 or fewer is presumed reasonable, more than 24 presumed unreasonable.'),
    field('text', 'restrictedTerritory', 'Restricted territory', 'The geographic area where competition is restricted.'),
    field('textarea', 'restrictedActivities', 'Restricted activities', 'The competing activities the employee may not engage in.'),
    field('textarea', 'consideration', 'Consideration', 'What the employee receives for the covenant (employment, a payment, a promotion).'),
    field('text', 'workLocation', 'Work location', 'City and state where the employee works.'),
    ...CONTRACT_FIELDS,
  ],
  sections: [
    boilerplate('preamble', 'Parties', 'Identifies the parties and the effective date.', [
      'This Restrictive Covenant Agreement (the "Agreement") is entered into as of {{effectiveDate}} between {{employer}} (the "Company") and {{employee}} (the "Employee"), who is employed as {{position}} and works in {{workLocation}}.',
    ]),
    boilerplate('statutory-basis', `Statutory Basis (${STATUTE})`, 'Names the statute that governs the covenant.', [
      'This Agreement contains a restrictive covenant governed by section 542.335, Florida Statutes. It is set forth in this writing and signed by the Employee, against whom enforcement may be sought, as section 542.335(1)(a) requires.',
      'In exchange for the Employee\'s promises in this Agreement, the Company provides the following consideration: {{consideration}}.',
    ]),
    lawyerOnly('legitimate-business-interests', 'Legitimate Business Interests (Fla. Stat. § 542.335(1)(b))',
      'Name the Company\'s specific legitimate business interests the covenant protects (trade secrets, confidential information, substantial relationships with specific customers, goodwill, extraordinary or specialized training), as they apply to this Employee.', [
        'The Employee acknowledges that the Company has legitimate business interests within the meaning of section 542.335(1)(b), Florida Statutes, and that the restraint below is reasonably necessary to protect them.',
      ]),
    boilerplate('covenant', 'Covenant Not to Compete', 'The restraint: its duration, area and activities.', [
      'During employment and for {{restrictedMonths}} months after it ends for any reason, the Employee will not, within {{restrictedTerritory}}, engage in the following activities: {{restrictedActivities}}.',
      'The parties acknowledge that under section 542.335(1)(d)1, Florida Statutes, a post-employment restraint of 6 months or less is presumed reasonable in time and a restraint of more than 2 years is presumed unreasonable in time.',
    ]),
    CONFIDENTIALITY_CARVE_OUT,
    enforcementSection('Employee'),
    GENERAL_PROVISIONS,
  ],
};

const saleOfBusinessNoncompete: PaperInput = {
  typeId: 'sale-of-business-noncompete',
  jurisdiction: 'us-fl',
  name: 'Sale-of-Business Non-Compete Agreement (Florida)',
  designation: `Seller's Restrictive Covenant under ${STATUTE}`,
  effective: '1996-07-01',
  basis: BASIS,
  limits: [
    { text: 'A restraint by the seller of all or part of the assets of a business, or of its goodwill, of 3 years or less is presumed reasonable in time, and one of more than 7 years is presumed unreasonable.', citation: 'Fla. Stat. § 542.335(1)(d)3' },
  ],
  intakeFields: [
    partyField('buyer', 'Buyer', 'Legal name and description of the buyer of the business.'),
    partyField('seller', 'Seller', 'Legal name and description of the seller who gives the covenant.'),
    field('textarea', 'businessSold', 'Business sold', 'The business, assets or goodwill sold, and the purchase agreement.'),
    field('number', 'restrictedMonths', 'Restricted period (months)', 'Months after closing; 36 or fewer is presumed reasonable, more than 84 presumed unreasonable.'),
    field('text', 'restrictedTerritory', 'Restricted territory', 'The geographic area where competition is restricted.'),
    field('textarea', 'restrictedActivities', 'Restricted activities', 'The competing activities the seller may not engage in.'),
    ...CONTRACT_FIELDS,
  ],
  sections: [
    boilerplate('preamble', 'Parties', 'Identifies the parties, the business sold and the effective date.', [
      'This Non-Competition Agreement (the "Agreement") is entered into as of {{effectiveDate}} between {{buyer}} (the "Buyer") and {{seller}} (the "Seller") in connection with the sale to the Buyer of the following business, assets or goodwill: {{businessSold}}.',
    ]),
    boilerplate('statutory-basis', `Statutory Basis (${STATUTE})`, 'Names the statute that governs the covenant.', [
      'This Agreement contains a restrictive covenant governed by section 542.335, Florida Statutes. It is set forth in this writing and signed by the Seller, against whom enforcement may be sought, as section 542.335(1)(a) requires.',
      'The Seller acknowledges that the goodwill of the business sold is a legitimate business interest of the Buyer within the meaning of section 542.335(1)(b), Florida Statutes, and that the restraint below is reasonably necessary to protect it.',
    ]),
    boilerplate('covenant', 'Covenant Not to Compete', 'The restraint: its duration, area and activities.', [
      'For {{restrictedMonths}} months after the closing of the sale, the Seller will not, within {{restrictedTerritory}}, engage in the following activities: {{restrictedActivities}}.',
      'The parties acknowledge that under section 542.335(1)(d)3, Florida Statutes, a restraint by the seller of a business of 3 years or less is presumed reasonable in time and a restraint of more than 7 years is presumed unreasonable in time.',
    ]),
    enforcementSection('Seller'),
    GENERAL_PROVISIONS,
  ],
};

export const floridaCovenantPapers: PaperInput[] = [employeeNoncompete, saleOfBusinessNoncompete];
