import { boilerplate, selectField } from '../../drafting/catalogue-builders';
import { SALE_OF_BUSINESS_NONCOMPETE } from '../../drafting/types-contracts-restrictive';
import type { PaperInput, RefusalInput } from '../schema';
import { CALIFORNIA_DEMURRER } from './california-demurrer';
import { CALIFORNIA_COMPEL_FURTHER_RESPONSES, CALIFORNIA_SUMMARY_JUDGMENT } from './california-motions';

/** California: superior court papers, and the one covenant not to compete California law allows (§ 16601). */

// The sales § 16601 names; the covenant is valid only when the seller made one of them.
const SALES_UNDER_16601: [string, string][] = [
  ['goodwill', 'The goodwill of a business'],
  ['all-ownership-interest', 'All of the seller\'s ownership interest in a business entity'],
  ['operating-assets', 'All or substantially all of a business entity\'s operating assets, with its goodwill'],
  ['division-assets', 'All or substantially all of the operating assets of a division or subsidiary, with its goodwill'],
  ['subsidiary-interest', 'All of the ownership interest of a subsidiary'],
];

const STATUTORY_BASIS = boilerplate('statutory-basis', 'Basis of the Covenant (Bus. & Prof. Code § 16601)', 'States the sale that makes the covenant valid in California.', [
  'This Agreement is made under California Business and Professions Code section 16601, as part of the Seller\'s sale to the Buyer of the following: {{interestSold}}. The Seller acknowledges that it is a seller described in section 16601 and that this Agreement is a material part of the consideration for the sale.',
]);

const TERRITORY_UNDER_16601 = boilerplate('territory', 'Territory', 'Where the restriction applies, within the limits § 16601 sets.', [
  'The restriction applies only within the following area, in which the Business has been carried on: {{restrictedTerritory}}. It applies only so long as the Buyer, or a person deriving title to the goodwill or ownership interest from the Buyer, carries on a like business within that area (Bus. & Prof. Code § 16601).',
]);

const SALE_OF_BUSINESS_COVENANT: PaperInput = {
  typeId: 'sale-of-business-noncompete',
  jurisdiction: 'us-ca',
  name: 'Sale-of-Business Non-Compete Covenant (California)',
  designation: 'Non-Compete Covenant on Sale of Business',
  // Section 16600 as amended from Jan. 1, 2024 (read broadly; § 16601 remains its exception).
  effective: '2024-01-01',
  basis: [
    { text: 'Except as its chapter provides (§§ 16601–16602.5), every contract by which anyone is restrained from engaging in a lawful profession, trade or business of any kind is to that extent void.', citation: 'Bus. & Prof. Code § 16600' },
    { text: 'A person who sells the goodwill of a business, or an owner who sells or otherwise disposes of all of its ownership interest in a business entity (or an entity owner selling the assets or interests the section lists), may agree with the buyer to refrain from carrying on a similar business within a specified geographic area in which the business sold has been carried on, so long as the buyer, or any person deriving title to the goodwill or ownership interest from the buyer, carries on a like business there.', citation: 'Bus. & Prof. Code § 16601' },
  ],
  checkBeforeFiling: [
    { subject: 'Whether the transaction is a sale § 16601 covers', citation: 'Bus. & Prof. Code §§ 16601, 16602, 16602.5', reason: 'A covenant outside the sales § 16601 lists (or the partnership and LLC dissolution cases in §§ 16602 and 16602.5) is void under § 16600; confirm the seller sold goodwill or all of its ownership interest.' },
  ],
  intakeFields: [
    ...SALE_OF_BUSINESS_NONCOMPETE.intakeFields,
    selectField('interestSold', 'What the seller sold', 'The sale under Bus. & Prof. Code § 16601 that supports the covenant.', SALES_UNDER_16601),
  ],
  // The neutral covenant with California's basis after the recitals and its territory held to § 16601's limits.
  sections: SALE_OF_BUSINESS_NONCOMPETE.sections.flatMap((section) => {
    if (section.id === 'preamble') return [section, STATUTORY_BASIS];
    return section.id === 'territory' ? [TERRITORY_UNDER_16601] : [section];
  }),
};

export const californiaPapers: PaperInput[] = [
  CALIFORNIA_DEMURRER, CALIFORNIA_SUMMARY_JUDGMENT, CALIFORNIA_COMPEL_FURTHER_RESPONSES, SALE_OF_BUSINESS_COVENANT,
];

export const californiaRefusals: RefusalInput[] = [
  {
    typeId: 'employee-noncompete',
    jurisdiction: 'us-ca',
    explanation: 'California does not allow an employee non-compete. Every contract restraining anyone from engaging in a lawful profession, trade or business is void to that extent (§ 16600); it is unlawful to include a noncompete clause in an employment contract or to require an employee to enter a noncompete agreement that meets no exception in the chapter (§ 16600.1(a)); from January 1, 2024 an employer may not enter into or attempt to enforce such a contract, wherever and whenever it was signed (§ 16600.5), and employers were required to notify current employees, and former employees employed after January 1, 2022, by February 14, 2024 that such clauses are void (§ 16600.1(b)).',
    citation: 'Bus. & Prof. Code §§ 16600, 16600.1, 16600.5',
    alternatives: [
      'A confidentiality and trade-secret agreement protecting the employer\'s trade secrets (Civ. Code § 3426 et seq., Uniform Trade Secrets Act).',
      'If the employee is selling a business, its goodwill or all of an ownership interest to the employer, a sale-of-business covenant under Bus. & Prof. Code § 16601.',
    ],
  },
];
