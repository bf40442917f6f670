import { CONTRACT_FIELDS, GENERAL_PROVISIONS, boilerplate, field, partyField } from '../../drafting/catalogue-builders';
import { CONFIDENTIALITY_CARVE_OUT, REMEDIES_AND_REFORMATION, restrictionSections } from '../../drafting/types-contracts-restrictive';
import type { PaperInput } from '../schema';

/**
 * Illinois covenants not to compete. An employee's covenant is governed by the Illinois Freedom to Work Act
 * (820 ILCS 90, as amended by P.A. 102-358, effective January 1, 2022); a seller's covenant in the sale of a business
 * is outside the Act's definition and is judged at common law.
 */

const FREEDOM_TO_WORK_ACT = 'Illinois Freedom to Work Act (820 ILCS 90)';

const employeeNoncompete: PaperInput = {
  typeId: 'employee-noncompete',
  jurisdiction: 'us-il',
  name: 'Employee Non-Compete Agreement (Illinois)',
  designation: `Covenant Not to Compete under the ${FREEDOM_TO_WORK_ACT}`,
  effective: '2022-01-01',
  basis: [
    { text: 'No employer shall enter into a covenant not to compete with an employee unless the employee\'s actual or expected annualized earnings exceed $75,000 per year; the amount increases to $80,000 per year beginning January 1, 2027.', citation: '820 ILCS 90/10(a)' },
    { text: 'A covenant not to compete is illegal and void unless the employee receives adequate consideration, it is ancillary to a valid employment relationship, it is no greater than required to protect a legitimate business interest of the employer, it does not impose undue hardship on the employee, and it is not injurious to the public.', citation: '820 ILCS 90/15' },
    { text: 'Adequate consideration means at least 2 years of continued employment after the employee signs the covenant, or other consideration adequate to support it, such as a period of employment plus additional professional or financial benefits, or professional or financial benefits adequate by themselves.', citation: '820 ILCS 90/5' },
    { text: 'Whether an employer has a legitimate business interest is judged on the totality of the facts and circumstances of the individual case.', citation: '820 ILCS 90/7' },
    { text: 'A covenant not to compete is illegal and void unless the employer advises the employee in writing to consult with an attorney before entering into it, and the employee receives a copy at least 14 calendar days before employment begins or is given at least 14 calendar days to review it.', citation: '820 ILCS 90/20' },
    { text: 'An employee who prevails on an employer\'s claim to enforce a covenant not to compete recovers from the employer all costs and all reasonable attorney\'s fees regarding the claim.', citation: '820 ILCS 90/25' },
  ],
  limits: [
    { text: 'Covenant not to compete: the employee\'s actual or expected annualized earnings must exceed $75,000 per year (the figure in force until December 31, 2026); $80,000 per year beginning January 1, 2027.', citation: '820 ILCS 90/10(a)' },
    { text: 'Covenant not to solicit, if one is added: earnings must exceed $45,000 per year; $47,500 per year beginning January 1, 2027.', citation: '820 ILCS 90/10(b)' },
  ],
  checkBeforeFiling: [
    {
      subject: 'Employees the Act bars a covenant not to compete for whatever their earnings (for example under section 10(c)–(d))',
      citation: '820 ILCS 90/10',
      reason: 'The categories of employees excluded beyond the earnings threshold were not restated here; confirm none applies to this employee.',
    },
  ],
  intakeFields: [
    partyField('employer', 'Employer', 'Legal name and description of the employer.'),
    partyField('employee', 'Employee', 'Full legal name of the employee.'),
    field('text', 'position', 'Position', 'The employee\'s job title.'),
    field('money', 'annualEarnings', 'Annualized earnings', 'Actual or expected annualized earnings in US dollars; must exceed $75,000 ($80,000 from January 1, 2027).'),
    field('number', 'restrictedMonths', 'Restricted period (months)', 'How long the restriction lasts after employment ends.'),
    field('text', 'restrictedTerritory', 'Restricted territory', 'The geographic area where the restriction applies.'),
    field('textarea', 'restrictedActivities', 'Restricted activities', 'The competing business or work the covenant forbids.'),
    field('textarea', 'consideration', 'Consideration', 'What the employee receives beyond continued employment, if the covenant does not rest on 2 years of it.'),
    field('text', 'workLocation', 'Work location', 'City and state where the employee works.'),
    ...CONTRACT_FIELDS,
  ],
  sections: [
    boilerplate('preamble', 'Parties', 'Identifies the parties and the effective date.', [
      'This Covenant Not to Compete (the "Agreement") is entered into as of {{effectiveDate}} between {{employer}} (the "Company") and {{employee}} (the "Employee"), who is employed as {{position}} and works in {{workLocation}}.',
    ]),
    boilerplate('statutory-basis', `Governing Statute: ${FREEDOM_TO_WORK_ACT}`, 'Names the statute and states the covenant\'s footing under it.', [
      'This covenant is governed by the Illinois Freedom to Work Act, 820 ILCS 90. It is ancillary to the Employee\'s employment with the Company and protects the Company\'s legitimate business interests (820 ILCS 90/7, 90/15).',
      'In exchange for this covenant, the Company provides the following consideration, which the parties intend as adequate consideration under 820 ILCS 90/5: {{consideration}}.',
    ]),
    boilerplate('earnings-threshold', 'Earnings Threshold (820 ILCS 90/10(a))', 'Recites that the employee earns more than the statutory threshold.', [
      'The Employee\'s actual or expected annualized earnings are {{annualEarnings}}. Under 820 ILCS 90/10(a), a covenant not to compete may be entered into only with an employee whose actual or expected annualized earnings exceed $75,000 per year, an amount that increases to $80,000 per year beginning January 1, 2027. The parties represent that the Employee\'s earnings exceed the amount in force on the date this Agreement is entered into.',
    ]),
    boilerplate('attorney-review', 'Advice to Consult an Attorney; 14-Day Review Period (820 ILCS 90/20)', 'The written advice and review period without which the covenant is void.', [
      'The Company advises the Employee, in writing by this paragraph, to consult with an attorney before entering into this Agreement.',
      'The Employee received a copy of this Agreement on [date provided to the Employee], at least 14 calendar days before the Employee\'s employment began, or has been given at least 14 calendar days to review it.',
    ]),
    ...restrictionSections('The Employee', 'the Employee\'s employment ends for any reason'),
    boilerplate('attorney-fees', 'Employee\'s Costs and Fees (820 ILCS 90/25)', 'The fee-shifting the Act gives an employee who prevails.', [
      'If the Company brings a civil action or arbitration to enforce this covenant and the Employee prevails on that claim, the Employee will recover from the Company all costs and all reasonable attorney\'s fees regarding the claim, as 820 ILCS 90/25 provides.',
    ]),
    CONFIDENTIALITY_CARVE_OUT,
    REMEDIES_AND_REFORMATION,
    GENERAL_PROVISIONS,
  ],
};

const saleOfBusinessNoncompete: PaperInput = {
  typeId: 'sale-of-business-noncompete',
  jurisdiction: 'us-il',
  name: 'Sale-of-Business Non-Compete Agreement (Illinois)',
  designation: 'Seller\'s Covenant Not to Compete Ancillary to the Sale of a Business',
  effective: '2022-01-01',
  basis: [
    { text: 'The Illinois Freedom to Work Act governs covenants between employers and employees; its definition of a covenant not to compete does not include a covenant in an agreement for the purchase and sale of a business, which is judged under Illinois common law for its reasonableness.', citation: '820 ILCS 90/5' },
  ],
  checkBeforeFiling: [
    {
      subject: 'Leading Illinois authority on the reasonableness of a covenant ancillary to the sale of a business (duration, territory, scope, protection of the goodwill purchased)',
      citation: 'Illinois case law',
      reason: 'No case citation was confirmed here; cite current authority before relying on the covenant\'s enforceability.',
    },
  ],
  intakeFields: [
    partyField('buyer', 'Buyer', 'Legal name and description of the buyer.'),
    partyField('seller', 'Seller', 'Legal name and description of the seller who gives the covenant.'),
    field('textarea', 'businessSold', 'Business sold', 'The business, its goodwill or ownership interests sold, and the sale agreement.'),
    field('number', 'restrictedMonths', 'Restricted period (months)', 'How long the restriction lasts after the closing.'),
    field('text', 'restrictedTerritory', 'Restricted territory', 'The area where the business sold operates and the restriction applies.'),
    field('textarea', 'restrictedActivities', 'Restricted activities', 'The competing business the seller may not carry on.'),
    ...CONTRACT_FIELDS,
  ],
  sections: [
    boilerplate('preamble', 'Parties', 'Identifies the parties, the business sold and the effective date.', [
      'This Non-Competition Agreement (the "Agreement") is entered into as of {{effectiveDate}} between {{buyer}} (the "Buyer") and {{seller}} (the "Seller") in connection with the sale to the Buyer of the following business, its goodwill or ownership interests: {{businessSold}}.',
    ]),
    boilerplate('basis', 'Covenant Ancillary to the Sale of a Business', 'States that the covenant protects the goodwill purchased and is not an employee covenant.', [
      'The Seller gives this covenant as part of the sale of the business described above, to protect the goodwill the Buyer is purchasing. It is not a covenant between an employer and an employee under the Illinois Freedom to Work Act (820 ILCS 90/5). The parties agree that its duration, territory and scope are reasonable and no broader than needed to protect that goodwill.',
    ]),
    ...restrictionSections('The Seller', 'the closing of the sale'),
    REMEDIES_AND_REFORMATION,
    GENERAL_PROVISIONS,
  ],
};

export const illinoisCovenantPapers: PaperInput[] = [employeeNoncompete, saleOfBusinessNoncompete];
