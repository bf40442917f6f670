import {
  CONTRACT_FIELDS,
  GENERAL_PROVISIONS,
  boilerplate,
  field,
  lawyerOnly,
  optional,
  partyField,
} from './catalogue-builders';
import type { DocumentType } from './schema';

/** Contracts about property: the commercial lease and the asset purchase agreement. */

export const COMMERCIAL_LEASE: DocumentType = {
  id: 'commercial-lease',
  family: 'contract',
  label: 'Commercial Lease',
  description: 'A landlord leases commercial premises to a tenant for a term, rent and permitted use.',
  captioned: false,
  intakeFields: [
    partyField('landlord', 'Landlord', 'Legal name and description of the landlord.'),
    partyField('tenant', 'Tenant', 'Legal name and description of the tenant.'),
    field('textarea', 'premises', 'Premises', 'Street address, suite and approximate rentable square feet.'),
    field('date', 'commencementDate', 'Commencement date', 'The date the term begins.'),
    field('number', 'termMonths', 'Term (months)', 'Length of the initial term in months.'),
    field('money', 'monthlyRent', 'Monthly base rent', 'Base rent per month in US dollars.'),
    field('money', 'securityDeposit', 'Security deposit', 'Deposit in US dollars.'),
    field('text', 'permittedUse', 'Permitted use', 'E.g. "general office use".'),
    ...CONTRACT_FIELDS,
  ],
  sections: [
    boilerplate('preamble', 'Parties', 'Identifies landlord, tenant and the effective date.', [
      'This Commercial Lease (the "Lease") is entered into as of {{effectiveDate}} between {{landlord}} ("Landlord") and {{tenant}} ("Tenant").',
    ]),
    boilerplate('premises', 'Premises', 'What is leased.', [
      'Landlord leases to Tenant, and Tenant leases from Landlord, the following premises (the "Premises"): {{premises}}, together with the non-exclusive right to use the common areas of the building.',
    ]),
    boilerplate('term', 'Term', 'When the lease begins and ends.', [
      'The term begins on {{commencementDate}} and continues for {{termMonths}} months, unless ended earlier under this Lease.',
    ]),
    boilerplate('rent', 'Rent and Security Deposit', 'Base rent, due date and deposit.', [
      'Tenant will pay base rent of {{monthlyRent}} per month, in advance on the first day of each month, prorated for any partial month.',
      'On signing, Tenant will deposit {{securityDeposit}} with Landlord as security for its performance. Landlord will return the unapplied balance after the Lease ends, as required by applicable law.',
    ]),
    boilerplate('use', 'Use and Compliance', 'Permitted use; compliance with law.', [
      'Tenant will use the Premises only for {{permittedUse}} and will comply with all laws and reasonable building rules that apply to its use. Tenant will not commit waste or create a nuisance.',
    ]),
    boilerplate('maintenance', 'Maintenance, Repairs and Alterations', 'Who maintains what.', [
      'Landlord will maintain the structure, roof and building systems. Tenant will keep the interior of the Premises in good condition, reasonable wear and tear excepted, and will make no structural alterations without Landlord\'s prior written consent.',
    ]),
    boilerplate('insurance', 'Insurance and Indemnity', 'Risk allocation.', [
      'Tenant will carry commercial general liability insurance naming Landlord as an additional insured in amounts Landlord reasonably requires. Each party will indemnify the other against third-party claims arising from its own negligence or willful misconduct.',
    ]),
    boilerplate('default', 'Default and Remedies', 'What happens on a breach.', [
      'If Tenant fails to pay rent when due or fails to cure any other breach after written notice and the cure period required by law, Landlord may exercise the remedies available under applicable law.',
    ]),
    optional(lawyerOnly('special-terms', 'Special Terms', 'Negotiated terms: options to renew, rent escalations, operating expenses, tenant improvements.')),
    GENERAL_PROVISIONS,
  ],
};

export const ASSET_PURCHASE_AGREEMENT: DocumentType = {
  id: 'asset-purchase-agreement',
  family: 'contract',
  label: 'Asset Purchase Agreement',
  description: 'A buyer acquires specified assets, and assumes specified liabilities, of a seller\'s business.',
  captioned: false,
  intakeFields: [
    partyField('seller', 'Seller', 'Legal name and description of the seller.'),
    partyField('buyer', 'Buyer', 'Legal name and description of the buyer.'),
    field('textarea', 'purchasedAssets', 'Purchased assets', 'The assets sold, or a reference to the schedule listing them.'),
    field('textarea', 'assumedLiabilities', 'Assumed liabilities', 'Liabilities the buyer takes on; all others stay with the seller.'),
    field('money', 'purchasePrice', 'Purchase price', 'Total price in US dollars.'),
    field('date', 'closingDate', 'Closing date', 'Planned date of closing.'),
    ...CONTRACT_FIELDS,
  ],
  sections: [
    boilerplate('preamble', 'Parties', 'Identifies seller, buyer and the effective date.', [
      'This Asset Purchase Agreement (the "Agreement") is entered into as of {{effectiveDate}} between {{seller}} ("Seller") and {{buyer}} ("Buyer").',
    ]),
    boilerplate('purchase', 'Purchase and Sale of Assets', 'What is sold.', [
      'At the Closing, Seller will sell, assign and deliver to Buyer, and Buyer will purchase, free and clear of all liens, the following assets (the "Purchased Assets"): {{purchasedAssets}}.',
    ]),
    boilerplate('liabilities', 'Assumed and Excluded Liabilities', 'What the buyer takes on.', [
      'Buyer assumes only the following liabilities (the "Assumed Liabilities"): {{assumedLiabilities}}. Seller retains every other liability of Seller or its business.',
    ]),
    boilerplate('price', 'Purchase Price', 'Consideration and payment.', [
      'The purchase price for the Purchased Assets is {{purchasePrice}}, payable at the Closing by wire transfer of immediately available funds, subject to any adjustment the parties agree in writing.',
    ]),
    boilerplate('closing', 'Closing', 'When and how the deal closes.', [
      'The closing of the purchase (the "Closing") will take place on {{closingDate}}, or on another date the parties agree in writing, by electronic exchange of documents and signatures.',
    ]),
    lawyerOnly('seller-representations', 'Representations and Warranties of Seller', 'Seller\'s representations on title, condition, contracts, compliance and taxes, negotiated for this deal.'),
    lawyerOnly('buyer-representations', 'Representations and Warranties of Buyer', 'Buyer\'s representations on authority and funding.'),
    boilerplate('covenants', 'Covenants', 'Conduct between signing and closing.', [
      'Between signing and the Closing, Seller will operate its business in the ordinary course, preserve the Purchased Assets, and give Buyer reasonable access to the Purchased Assets and related records.',
    ]),
    lawyerOnly('indemnification', 'Indemnification', 'Survival periods, baskets, caps and procedures, negotiated for this deal.'),
    GENERAL_PROVISIONS,
  ],
};
