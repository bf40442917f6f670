import type { CheckedDocumentInput } from './document';

/** Residential lease drafts for the lease-rule tests: one that satisfies every state's rules, and copies that break one. */

const DEPOSIT_HELD = 'Landlord holds the deposit in a separate non-interest-bearing account at First Bank, 1 Main Street, ' +
  'Miami, Florida (the depository); Tenant is not entitled to interest.';
const DEPOSIT_RETURN = 'Within 14 days after Tenant vacates the Premises, Landlord will return the deposit, less lawful ' +
  'deductions, with an itemized statement of any deductions.';

/** Figures every lease rule accepts: rent $2,000, deposit $2,000, late charge $50 after 5 full days, 12 units. */
export const LEASE_FIGURES = { monthlyRent: 2000, securityDeposit: 2000, lateFee: 50, lateFeeGraceDays: 5, unitsInBuilding: 12 };

export function lease(figures: Record<string, number> = LEASE_FIGURES, depositText = `${DEPOSIT_HELD} ${DEPOSIT_RETURN}`): CheckedDocumentInput {
  return {
    title: 'Residential Lease',
    family: 'contract',
    typeId: 'residential-lease',
    sections: [
      { heading: 'Rent', text: 'Tenant will pay rent of $2,000 per month on the first day of each month.' },
      { heading: 'Security Deposit', text: `On signing, Tenant will pay a security deposit of $2,000. ${depositText}` },
      { heading: 'Late Charges', text: 'If rent remains unpaid for more than 5 full days after it is due, Tenant will pay a late charge.' },
    ],
    signatureBlock: 'Landlord: ____________  Tenant: ____________',
    format: { pleadingPaper: false },
    figures,
  };
}

/** The lease with some figures changed. */
export const leaseWith = (changes: Record<string, number>) => lease({ ...LEASE_FIGURES, ...changes });

type LeaseRuleCase = { jurisdiction: string; compliant: CheckedDocumentInput; nonCompliant: CheckedDocumentInput };

/** One compliant and one non-compliant lease for every residential lease rule (packs.test.ts runs them with the rest). */
export const LEASE_RULE_CASES: Record<string, LeaseRuleCase> = {
  'ca-civ-1950.5c-deposit-limit': { jurisdiction: 'us-ca', compliant: lease(), nonCompliant: leaseWith({ securityDeposit: 4000 }) },
  'ca-civ-1950.5g-deposit-return': {
    jurisdiction: 'us-ca',
    compliant: lease(LEASE_FIGURES, 'Landlord will return the deposit no later than twenty-one (21) days after Tenant vacates.'),
    nonCompliant: lease(LEASE_FIGURES, 'Landlord will return the deposit within 30 days after Tenant vacates.'),
  },
  'ny-gol-7-108-1a-a-deposit-limit': { jurisdiction: 'us-ny', compliant: lease(), nonCompliant: leaseWith({ securityDeposit: 2500 }) },
  'ny-gol-7-108-1a-e-deposit-return': {
    jurisdiction: 'us-ny', compliant: lease(), nonCompliant: lease(LEASE_FIGURES, 'Landlord will return the deposit within 21 days after Tenant vacates.'),
  },
  'ny-rpl-238-a-2-late-fee-amount': {
    // 5% of $800 is $40, less than $50.
    jurisdiction: 'us-ny', compliant: leaseWith({ monthlyRent: 800, securityDeposit: 800, lateFee: 40 }), nonCompliant: leaseWith({ lateFee: 75 }),
  },
  'ny-rpl-238-a-2-late-fee-grace': { jurisdiction: 'us-ny', compliant: lease(), nonCompliant: leaseWith({ lateFeeGraceDays: 3 }) },
  'tx-prop-92.019-late-fee-four-or-fewer-units': {
    // 12% of $2,000 is $240.
    jurisdiction: 'us-tx', compliant: leaseWith({ unitsInBuilding: 4, lateFee: 240 }), nonCompliant: leaseWith({ unitsInBuilding: 4, lateFee: 250 }),
  },
  'tx-prop-92.019-late-fee-more-than-four-units': {
    // 10% of $2,000 is $200.
    jurisdiction: 'us-tx', compliant: leaseWith({ unitsInBuilding: 5, lateFee: 200 }), nonCompliant: leaseWith({ unitsInBuilding: 5, lateFee: 240 }),
  },
  'tx-prop-92.019-late-fee-two-days': {
    jurisdiction: 'us-tx', compliant: leaseWith({ lateFeeGraceDays: 2 }), nonCompliant: leaseWith({ lateFeeGraceDays: 1 }),
  },
  'tx-prop-92.103a-deposit-return': {
    jurisdiction: 'us-tx',
    compliant: lease(LEASE_FIGURES, 'Landlord will refund the deposit on or before the 30th day after Tenant surrenders the Premises.'),
    nonCompliant: lease(LEASE_FIGURES, 'Landlord will refund the deposit within 45 days after Tenant surrenders the Premises.'),
  },
  'fl-83.49-2-deposit-notice': { jurisdiction: 'us-fl', compliant: lease(), nonCompliant: lease(LEASE_FIGURES, DEPOSIT_RETURN) },
  'fl-83.49-3a-deposit-return': {
    jurisdiction: 'us-fl', compliant: lease(), nonCompliant: lease(LEASE_FIGURES, `${DEPOSIT_HELD} Landlord will return the deposit within 30 days after Tenant vacates.`),
  },
};
