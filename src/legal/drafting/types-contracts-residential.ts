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

/**
 * A residential lease. The wording is jurisdiction-neutral: each state's limits on the deposit and the late charge,
 * and its deadline for returning the deposit, are rules the checker holds the draft's figures and clauses to.
 */
export const RESIDENTIAL_LEASE: DocumentType = {
  id: 'residential-lease',
  family: 'contract',
  label: 'Residential Lease',
  description: 'A landlord leases a dwelling to a tenant for a term, with rent, security deposit and late charges.',
  captioned: false,
  intakeFields: [
    partyField('landlord', 'Landlord', 'Legal name of the landlord (owner or managing agent).'),
    partyField('tenant', 'Tenant', 'Name of each adult tenant who signs the lease.'),
    field('textarea', 'premises', 'Premises', 'Street address and unit number of the dwelling.'),
    // Some states set late-fee limits by the number of dwelling units in the structure (Texas).
    field('number', 'unitsInBuilding', 'Dwelling units in the building', 'How many dwelling units the building contains, including this one.'),
    field('date', 'commencementDate', 'Commencement date', 'The date the term begins.'),
    field('number', 'termMonths', 'Term (months)', 'Length of the term in months.'),
    field('money', 'monthlyRent', 'Monthly rent', 'Rent per month in US dollars.'),
    field('money', 'securityDeposit', 'Security deposit', 'Deposit in US dollars, including any other deposit or advance besides the first month\'s rent.'),
    field('money', 'lateFee', 'Late charge', 'The single late charge in US dollars for a rent payment made late.'),
    field('number', 'lateFeeGraceDays', 'Late-charge grace period (days)', 'Full days after the due date that rent may stay unpaid before the late charge applies.'),
    ...CONTRACT_FIELDS,
  ],
  sections: [
    boilerplate('preamble', 'Parties', 'Identifies landlord, tenant and the effective date.', [
      'This Residential Lease (the "Lease") is entered into as of {{effectiveDate}} between {{landlord}} ("Landlord") and {{tenant}} ("Tenant").',
    ]),
    boilerplate('premises', 'Premises', 'The dwelling leased.', [
      'Landlord leases to Tenant, and Tenant leases from Landlord, the dwelling at {{premises}} (the "Premises"), for use as a private residence.',
    ]),
    boilerplate('term', 'Term', 'When the lease begins and ends.', [
      'The term begins on {{commencementDate}} and continues for {{termMonths}} months, unless ended earlier under this Lease or applicable law.',
    ]),
    boilerplate('rent', 'Rent', 'Amount and due date of rent.', [
      'Tenant will pay rent of {{monthlyRent}} per month, in advance on the first day of each month, prorated for any partial month.',
    ]),
    boilerplate('security-deposit', 'Security Deposit', 'Amount, holding and return of the deposit.', [
      'On signing, Tenant will pay Landlord a security deposit of {{securityDeposit}}. Landlord will hold the deposit as applicable law requires and may apply it only to amounts applicable law allows, such as unpaid rent and damage beyond ordinary wear and tear.',
      'Within [number of days state law allows] days after Tenant vacates the Premises, Landlord will return the deposit, less lawful deductions, with an itemized statement of any deductions.',
    ]),
    // Where the deposit is kept, interest on it and the return deadline differ by state; the checker reports them. The
    // purpose avoids the words a state's rule looks for, so its unwritten placeholder does not pass as the clause.
    optional(lawyerOnly('deposit-state-terms', 'Security Deposit: State Requirements', 'What the state requires the lease or a notice to say about the deposit: where and how it is kept, whether interest is paid, and the return deadline and itemized statement the state sets.')),
    boilerplate('late-charges', 'Late Charges', 'The late charge and when it applies.', [
      'If any part of the rent remains unpaid for more than {{lateFeeGraceDays}} full days after the date it is due, Tenant will pay a single late charge of {{lateFee}} for that month. The parties agree the charge is a reasonable estimate of Landlord\'s costs from late payment.',
    ]),
    boilerplate('use', 'Use and Occupancy', 'Who may live there and how the premises are used.', [
      'Only Tenant and the persons Tenant lists in writing before the term begins may occupy the Premises. Tenant will comply with the laws and reasonable building rules that apply to residential use, and will not disturb other residents or neighbors. Tenant will not assign this Lease or sublet the Premises without Landlord\'s prior written consent, except as applicable law allows.',
    ]),
    boilerplate('maintenance', 'Maintenance and Repairs', 'Who maintains what.', [
      'Landlord will keep the Premises fit to live in and make the repairs applicable law requires. Tenant will keep the Premises clean and safe, will promptly tell Landlord in writing of any defect needing repair, and will pay for damage caused by Tenant or Tenant\'s guests beyond ordinary wear and tear. Tenant will make no alterations without Landlord\'s prior written consent.',
    ]),
    boilerplate('entry', 'Landlord\'s Entry', 'When the landlord may enter.', [
      'Landlord may enter the Premises at reasonable times, after the notice applicable law requires, to inspect, make repairs, or show the Premises, and at any time without notice in an emergency.',
    ]),
    boilerplate('default', 'Default and Remedies', 'What happens on a breach.', [
      'If Tenant fails to pay rent when due or breaches another term of this Lease, Landlord may give the notice and seek the remedies applicable law allows. Landlord may regain possession only through the legal process applicable law provides.',
    ]),
    GENERAL_PROVISIONS,
  ],
};
