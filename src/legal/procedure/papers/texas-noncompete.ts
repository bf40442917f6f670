import { GENERAL_PROVISIONS, boilerplate, lawyerOnly } from '../../drafting/catalogue-builders';
import type { DocumentSection } from '../../drafting/schema';
import {
  CONFIDENTIALITY_CARVE_OUT,
  EMPLOYEE_NONCOMPETE,
  SALE_OF_BUSINESS_NONCOMPETE,
  restrictionSections,
} from '../../drafting/types-contracts-restrictive';
import type { PaperInput } from '../schema';

/**
 * Texas covenants not to compete: the Covenants Not to Compete Act (Tex. Bus. & Com. Code §§ 15.50–15.52) sets the
 * only criteria and remedies. A covenant must be ancillary to an otherwise enforceable agreement and reasonably
 * limited in time, area and scope; an overbroad one is reformed, not voided.
 */

const BASIS = [
  { text: 'A covenant not to compete is enforceable if it is ancillary to or part of an otherwise enforceable agreement at the time the agreement is made, to the extent that it contains limitations as to time, geographical area, and scope of activity to be restrained that are reasonable and do not impose a greater restraint than is necessary to protect the goodwill or other business interest of the promisee.', citation: 'Tex. Bus. & Com. Code § 15.50(a)' },
  { text: 'If the covenant is ancillary to an otherwise enforceable agreement but its limitations as to time, geographical area, or scope of activity are unreasonable, the court must reform it to the extent necessary and enforce it as reformed; damages for a breach before reformation are not available, and relief is limited to an injunction.', citation: 'Tex. Bus. & Com. Code § 15.51(c)' },
  { text: 'These criteria for enforceability and these procedures and remedies are exclusive and preempt any others under common law or otherwise.', citation: 'Tex. Bus. & Com. Code § 15.52' },
];

function limitsClause(promisee: string): string {
  return 'The parties intend the limitations of this covenant as to time, geographical area, and scope of activity to be ' +
    'reasonable and to impose no greater restraint than is necessary to protect the goodwill and other business ' +
    `interests of ${promisee}, as Tex. Bus. & Com. Code § 15.50(a) requires.`;
}

function reformation(promisee: string): DocumentSection {
  return lawyerOnly('remedies', 'Remedies and Reformation (Tex. Bus. & Com. Code § 15.51)', 'Injunctive relief, and reformation of an overbroad covenant as the Act provides.', [
    `If a court finds that any limitation of this covenant as to time, geographical area, or scope of activity is unreasonable or imposes a greater restraint than is necessary to protect the goodwill or other business interest of ${promisee}, the court shall reform the covenant to the extent necessary and enforce it as reformed, as Tex. Bus. & Com. Code § 15.51(c) provides.`,
  ]);
}

const EMPLOYEE_PAPER: PaperInput = {
  typeId: 'employee-noncompete',
  jurisdiction: 'us-tx',
  name: 'Employee Non-Compete Agreement (Texas)',
  designation: 'Non-Compete Agreement',
  effective: '1993-09-01',
  basis: [
    ...BASIS,
    { text: 'A covenant is ancillary to an otherwise enforceable agreement when the employer\'s promise to provide confidential information becomes enforceable by the employer\'s performance; the agreement need not be enforceable when made.', citation: 'Alex Sheshunoff Mgmt. Servs., L.P. v. Johnson, 209 S.W.3d 644 (Tex. 2006)' },
    { text: 'Consideration for the covenant that is reasonably related to an interest worthy of protection, such as goodwill, trade secrets or confidential information, satisfies the Act.', citation: 'Marsh USA Inc. v. Cook, 354 S.W.3d 764 (Tex. 2011)' },
  ],
  checkBeforeFiling: [
    { subject: 'Physicians and other health care practitioners', citation: 'Tex. Bus. & Com. Code § 15.50(b)', reason: 'The requirements for covenants with physicians were amended in 2025; if the employee is a physician or other licensed health care practitioner, confirm the current text of § 15.50 before using this agreement.' },
    { subject: 'Attorney fees against an employer that overreaches', citation: 'Tex. Bus. & Com. Code § 15.51(c)', reason: 'Where the primary purpose of the agreement is personal services, the Act lets the court award the employee costs and fees if the employer knew the limits were unreasonable; confirm its current terms before seeking enforcement.' },
  ],
  intakeFields: EMPLOYEE_NONCOMPETE.intakeFields,
  sections: [
    EMPLOYEE_NONCOMPETE.sections[0]!,
    boilerplate('ancillary-agreement', 'Otherwise Enforceable Agreement (Tex. Bus. & Com. Code § 15.50(a))', 'Ties the covenant to the employer\'s promise of confidential information, the agreement it is ancillary to.', [
      'During the Employee\'s employment the Company will provide the Employee with its confidential information and ' +
        'trade secrets, and the Employee will not disclose or use them except for the Company\'s business. The ' +
        'Employee\'s covenant not to compete is ancillary to and part of this otherwise enforceable agreement and ' +
        'protects the Company\'s goodwill and its interest in that confidential information.',
      limitsClause('the Company'),
    ]),
    ...restrictionSections('The Employee', 'the Employee\'s employment with the Company ends, for any reason'),
    ...EMPLOYEE_NONCOMPETE.sections.filter((section) => section.id === 'consideration'),
    CONFIDENTIALITY_CARVE_OUT,
    reformation('the Company'),
    GENERAL_PROVISIONS,
  ],
};

const SALE_OF_BUSINESS_PAPER: PaperInput = {
  typeId: 'sale-of-business-noncompete',
  jurisdiction: 'us-tx',
  name: 'Sale-of-Business Non-Compete Covenant (Texas)',
  designation: 'Non-Compete Covenant',
  effective: '1993-09-01',
  basis: BASIS,
  intakeFields: SALE_OF_BUSINESS_NONCOMPETE.intakeFields,
  sections: [
    SALE_OF_BUSINESS_NONCOMPETE.sections[0]!,
    boilerplate('ancillary-agreement', 'Ancillary to the Sale (Tex. Bus. & Com. Code § 15.50(a))', 'Ties the covenant to the sale of the business and its goodwill, the agreement it is ancillary to.', [
      'This covenant is ancillary to and part of the Seller\'s sale of the Business and its goodwill to the Buyer, an ' +
        'otherwise enforceable agreement, and protects the goodwill the Buyer is purchasing.',
      limitsClause('the Buyer'),
    ]),
    ...restrictionSections('The Seller', 'the closing of the sale of the Business'),
    ...SALE_OF_BUSINESS_NONCOMPETE.sections.filter((section) => section.id === 'consideration'),
    CONFIDENTIALITY_CARVE_OUT,
    reformation('the Buyer'),
    GENERAL_PROVISIONS,
  ],
};

export const texasNoncompetes: PaperInput[] = [EMPLOYEE_PAPER, SALE_OF_BUSINESS_PAPER];
