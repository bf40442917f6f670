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
 * New York covenants not to compete. No statute governs them; the Court of Appeals' reasonableness test does, and a
 * seller's covenant given with the goodwill of a business is judged more leniently than an employee's.
 */

const BDO_SEIDMAN_CASE = 'BDO Seidman v. Hirshberg, 93 N.Y.2d 382 (1999)';
const BDO_SEIDMAN = 'BDO Seidman v. Hirshberg, 93 N.Y.2d 382, 388–89 (1999)';
const PURCHASING_ASSOCIATES = 'Purchasing Assocs. v. Weitz, 13 N.Y.2d 267 (1963)';

const REASONABLENESS = {
  text: 'A restraint on an employee is reasonable, and enforceable, only if it (1) is no greater than is required for ' +
    'the protection of the legitimate interest of the employer, (2) does not impose undue hardship on the employee, and ' +
    '(3) is not injurious to the public.',
  citation: BDO_SEIDMAN,
};

const NO_STATUTE_CHECK = {
  subject: 'Legislation restricting non-competes',
  citation: 'N.Y. Labor Law (proposed legislation)',
  reason: 'New York has no statute governing non-competes as of this data, but bills to ban or limit them have been ' +
    'passed or introduced in recent sessions; confirm that none has been enacted before the agreement is signed.',
};

const REMEDIES: DocumentSection = lawyerOnly('remedies', 'Remedies and Partial Enforcement', 'Injunctive relief, and the parties\' intent that an overbroad restriction be enforced to the extent reasonable.', [
  'If a court finds any restriction in this Agreement broader than New York law permits, the parties intend that it be ' +
    'enforced to the extent it is reasonable. The parties understand that a New York court decides for itself whether ' +
    `to enforce an overbroad restriction in part (${BDO_SEIDMAN_CASE}).`,
]);

const EMPLOYEE_PAPER: PaperInput = {
  typeId: 'employee-noncompete',
  jurisdiction: 'us-ny',
  name: 'Employee Non-Compete Agreement (New York)',
  designation: 'Non-Compete Agreement',
  effective: '1999-06-10',
  basis: [
    { text: 'No New York statute governs employee covenants not to compete; they are enforced only to the extent they satisfy the common-law reasonableness test.', citation: BDO_SEIDMAN },
    REASONABLENESS,
  ],
  checkBeforeFiling: [
    NO_STATUTE_CHECK,
    { subject: 'Enforcement after termination without cause', citation: 'Post v. Merrill Lynch, Pierce, Fenner & Smith, Inc., 48 N.Y.2d 84 (1979)', reason: 'Courts differ on whether an employer that terminates the employee without cause may enforce the restriction; confirm the law of the department where enforcement would be sought.' },
  ],
  intakeFields: EMPLOYEE_NONCOMPETE.intakeFields,
  sections: [
    EMPLOYEE_NONCOMPETE.sections[0]!,
    boilerplate('legitimate-interest', 'Legitimate Interests Protected (New York Law)', 'States the interests the covenant protects and New York\'s reasonableness test.', [
      'The restrictions in this Agreement protect only the Company\'s legitimate interests in its trade secrets and ' +
        'confidential information and in the client relationships and goodwill the Employee develops at the Company\'s ' +
        'expense, and the parties intend them to be no broader than that protection requires.',
      `Under New York law a restraint is reasonable only if it is no greater than is required for the protection of the legitimate interest of the employer, does not impose undue hardship on the employee, and is not injurious to the public (${BDO_SEIDMAN}).`,
    ]),
    ...restrictionSections('The Employee', 'the Employee\'s employment with the Company ends, for any reason'),
    ...EMPLOYEE_NONCOMPETE.sections.filter((section) => section.id === 'consideration'),
    CONFIDENTIALITY_CARVE_OUT,
    REMEDIES,
    GENERAL_PROVISIONS,
  ],
};

const SALE_OF_BUSINESS_PAPER: PaperInput = {
  typeId: 'sale-of-business-noncompete',
  jurisdiction: 'us-ny',
  name: 'Sale-of-Business Non-Compete Covenant (New York)',
  designation: 'Non-Compete Covenant',
  effective: '1999-06-10',
  basis: [
    { text: 'A covenant by the seller of a business not to compete with the buyer is enforced if it is reasonable in time and area and necessary to protect the goodwill the buyer purchased; it is judged more leniently than an employee\'s covenant.', citation: PURCHASING_ASSOCIATES },
    { text: 'No New York statute governs covenants not to compete; they are enforced only to the extent reasonable.', citation: BDO_SEIDMAN },
  ],
  checkBeforeFiling: [NO_STATUTE_CHECK],
  intakeFields: SALE_OF_BUSINESS_NONCOMPETE.intakeFields,
  sections: [
    SALE_OF_BUSINESS_NONCOMPETE.sections[0]!,
    boilerplate('goodwill', 'Goodwill Protected (New York Law)', 'Ties the covenant to the goodwill sold, the interest New York law protects.', [
      'The Seller gives this Agreement to protect the goodwill of the Business that the Buyer is purchasing, and the ' +
        'parties intend its limits of time and area to be reasonable for that purpose.',
      `Under New York law a seller's covenant not to compete, given with the sale of a business and its goodwill, is enforced if it is reasonable in time and area and necessary to protect the goodwill purchased (${PURCHASING_ASSOCIATES}).`,
    ]),
    ...restrictionSections('The Seller', 'the closing of the sale of the Business'),
    ...SALE_OF_BUSINESS_NONCOMPETE.sections.filter((section) => section.id === 'consideration'),
    CONFIDENTIALITY_CARVE_OUT,
    REMEDIES,
    GENERAL_PROVISIONS,
  ],
};

export const newYorkNoncompetes: PaperInput[] = [EMPLOYEE_PAPER, SALE_OF_BUSINESS_PAPER];
