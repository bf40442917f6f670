import type { Jurisdiction } from '../list';
import type { RuleInput } from '../schema';

/**
 * Residential lease rules per state: limits on the security deposit and the late charge (held against the figures in
 * the draft's details) and the deadline for returning the deposit (which the lease must state). Leases are state law,
 * so the federal pack has none. They are merged into each state's pack in ../index.ts.
 */

const LEASE = { targets: ['residential-lease' as const] };

/** A clause about the security deposit. */
const DEPOSIT_CLAUSE = [String.raw`\bsecurity\s+deposit\b`, String.raw`\bdeposit\b`];

/**
 * A promise to return the deposit within at most `maxDays` days after the tenant leaves: "within 21 days after Tenant
 * vacates", "no later than fourteen (14) days after ... surrender", "on or before the 30th day after ... vacates".
 */
function returnWithinDays(maxDays: number): string[] {
  const counts = Array.from({ length: maxDays }, (_, index) => maxDays - index).join('|');
  return [
    String.raw`\b(?:within|no\s+later\s+than|not\s+later\s+than|on\s+or\s+before\s+the)\s+(?:[a-z]+(?:-[a-z]+)?\s+\()?` +
      String.raw`(?:${counts})\)?(?:st|nd|rd|th)?\s+(?:calendar\s+)?days?\s+after\b[^.]{0,80}?\b(?:vacat|surrender|mov\w*\s+out)`,
  ];
}

/** The days within which each state's deposit-return rule requires the deposit back, by rule id, for rules comparing a lease's own period. */
export const DEPOSIT_RETURN_DAYS: Readonly<Record<string, number>> = {
  'ca-civ-1950.5g-deposit-return': 21,
  'ny-gol-7-108-1a-e-deposit-return': 14,
  'tx-prop-92.103a-deposit-return': 30,
  'fl-83.49-3a-deposit-return': 15,
};

const MONTHLY_RENT = { fractionOf: 'monthlyRent', fractionOfLabel: 'Monthly rent' };
const DEPOSIT = { field: 'securityDeposit', fieldLabel: 'Security deposit' };
const LATE_FEE = { field: 'lateFee', fieldLabel: 'Late charge' };
const GRACE_DAYS = { field: 'lateFeeGraceDays', fieldLabel: 'Late-charge grace period (days)' };
const UNITS = { field: 'unitsInBuilding', fieldLabel: 'Dwelling units in the building' };

const CALIFORNIA: RuleInput[] = [
  {
    id: 'ca-civ-1950.5c-deposit-limit',
    effective: '2024-07-01',
    appliesTo: LEASE,
    // A landlord who qualifies for the small-landlord exception may take two months' rent; the draft cannot tell.
    severity: 'warning',
    citation: 'Cal. Civ. Code § 1950.5(c)',
    summary: 'A landlord may not demand or receive security, however denominated, of more than one month\'s rent, in ' +
      'addition to the first month\'s rent (as amended by AB 12, from July 1, 2024).',
    check: {
      kind: 'intake-limit', ...DEPOSIT, atMost: [{ ...MONTHLY_RENT, fraction: 1 }],
      action: 'Lower the deposit to one month\'s rent, unless the landlord is a natural person (or an LLC whose members ' +
        'are all natural persons) owning no more than two residential rental properties with no more than four units ' +
        'in all, who may take up to two months\' rent — but not from a service member (§ 1950.5(c)(4)).',
    },
  },
  {
    id: 'ca-civ-1950.5g-deposit-return',
    effective: '2024-07-01',
    effectiveNote: 'AB 12 repealed and re-enacted § 1950.5 from July 1, 2024; the 21-day period was also in the earlier text, whose date this pack does not record.',
    appliesTo: LEASE,
    severity: 'warning',
    citation: 'Cal. Civ. Code § 1950.5(g)(1)',
    summary: 'No later than 21 calendar days after the tenant has vacated, the landlord must give the tenant an itemized ' +
      'statement of the deductions from the security and return any remaining portion.',
    check: {
      kind: 'clause-requires', trigger: DEPOSIT_CLAUSE, required: returnWithinDays(DEPOSIT_RETURN_DAYS['ca-civ-1950.5g-deposit-return']!),
      requiredName: 'a promise to return the deposit within 21 days after the tenant vacates',
      action: 'State that the deposit, less lawful deductions, is returned with an itemized statement within 21 days after the tenant vacates.',
    },
  },
];

const NEW_YORK: RuleInput[] = [
  {
    id: 'ny-gol-7-108-1a-a-deposit-limit',
    effective: '2019-06-14',
    appliesTo: LEASE,
    severity: 'error',
    citation: 'N.Y. Gen. Oblig. Law § 7-108(1-a)(a)',
    summary: 'No deposit or advance for the use or rental of residential premises may exceed one month\'s rent.',
    check: {
      kind: 'intake-limit', ...DEPOSIT, atMost: [{ ...MONTHLY_RENT, fraction: 1 }],
      action: 'Lower the deposit (with any other advance) to at most one month\'s rent.',
    },
  },
  {
    id: 'ny-gol-7-108-1a-e-deposit-return',
    effective: '2019-06-14',
    appliesTo: LEASE,
    severity: 'warning',
    citation: 'N.Y. Gen. Oblig. Law § 7-108(1-a)(e)',
    summary: 'Within 14 days after the tenant has vacated, the landlord must give the tenant an itemized statement of the ' +
      'basis for any amount of the deposit retained and return the rest.',
    check: {
      kind: 'clause-requires', trigger: DEPOSIT_CLAUSE, required: returnWithinDays(DEPOSIT_RETURN_DAYS['ny-gol-7-108-1a-e-deposit-return']!),
      requiredName: 'a promise to return the deposit within 14 days after the tenant vacates',
      action: 'State that the deposit, less lawful deductions, is returned with an itemized statement within 14 days after the tenant vacates.',
    },
  },
  {
    id: 'ny-rpl-238-a-2-late-fee-amount',
    effective: '2019-06-14',
    appliesTo: LEASE,
    severity: 'error',
    citation: 'N.Y. Real Prop. Law § 238-a(2)',
    summary: 'A fee for the late payment of rent may not exceed $50 or 5 percent of the monthly rent, whichever is less.',
    check: {
      kind: 'intake-limit', ...LATE_FEE, atMost: [{ fixed: 50 }, { ...MONTHLY_RENT, fraction: 0.05 }],
      action: 'Lower the late charge to the lesser of $50 and 5% of the monthly rent.',
    },
  },
  {
    id: 'ny-rpl-238-a-2-late-fee-grace',
    effective: '2019-06-14',
    appliesTo: LEASE,
    severity: 'error',
    citation: 'N.Y. Real Prop. Law § 238-a(2)',
    summary: 'A landlord may not demand a fee for the late payment of rent unless the rent has not been paid within five ' +
      'days of the date it was due.',
    check: {
      kind: 'intake-limit', ...GRACE_DAYS, moreThan: [{ fixed: 4 }],
      action: 'Let the late charge apply only when rent is unpaid more than 5 days after it is due (a grace period of at least 5 days).',
    },
  },
];

const TEXAS_SB_1414_NOTE = 'S.B. 1414 (Acts 2019, 86th Leg., ch. 629) took effect on September 1, 2019; this pack does not ' +
  'record how it treats leases signed before that date.';

/** Tex. Prop. Code § 92.019(a-1)(1): the safe harbor for a "reasonable" late fee, set by the size of the structure. */
function texasLateFeeSafeHarbor(id: string, units: { atLeast?: number; atMost?: number }, percent: number, structure: string): RuleInput {
  return {
    id,
    effective: '2019-09-01',
    effectiveNote: TEXAS_SB_1414_NOTE,
    appliesTo: LEASE,
    // Above the safe harbor a fee may still be reasonable if it is no more than the landlord's uncertain damages.
    severity: 'warning',
    citation: 'Tex. Prop. Code § 92.019(a-1)',
    summary: `A late fee for a dwelling in a structure with ${structure} dwelling units is considered reasonable if it is ` +
      `not more than ${percent} percent of the rent for the rental period (as amended by S.B. 1414, from September 1, 2019).`,
    check: {
      kind: 'intake-limit', ...LATE_FEE, atMost: [{ ...MONTHLY_RENT, fraction: percent / 100 }], whenFigure: { ...UNITS, ...units },
      action: `Lower the late charge to ${percent}% of the monthly rent, or record why a higher fee is no more than the ` +
        'landlord\'s uncertain damages from late payment (§ 92.019(a-1)(2)).',
    },
  };
}

const TEXAS: RuleInput[] = [
  texasLateFeeSafeHarbor('tx-prop-92.019-late-fee-four-or-fewer-units', { atMost: 4 }, 12, 'not more than four'),
  texasLateFeeSafeHarbor('tx-prop-92.019-late-fee-more-than-four-units', { atLeast: 5 }, 10, 'more than four'),
  {
    id: 'tx-prop-92.019-late-fee-two-days',
    effective: '2019-09-01',
    effectiveNote: TEXAS_SB_1414_NOTE,
    appliesTo: LEASE,
    severity: 'error',
    citation: 'Tex. Prop. Code § 92.019(a)',
    summary: 'A landlord may not collect a late fee unless notice of the fee is in a written lease, the fee is reasonable, ' +
      'and rent has remained unpaid two full days after the date it was originally due.',
    check: {
      kind: 'intake-limit', ...GRACE_DAYS, moreThan: [{ fixed: 1 }],
      action: 'Let the late charge apply only after rent has remained unpaid two full days after its due date.',
    },
  },
  {
    id: 'tx-prop-92.103a-deposit-return',
    effective: '1984-01-01',
    effectiveNote: 'The Property Code took effect on January 1, 1984; this pack does not record the date of the amendment that gave § 92.103(a) the text stated here.',
    appliesTo: LEASE,
    severity: 'warning',
    citation: 'Tex. Prop. Code § 92.103(a)',
    summary: 'The landlord must refund the security deposit on or before the 30th day after the tenant surrenders the premises.',
    check: {
      kind: 'clause-requires', trigger: DEPOSIT_CLAUSE, required: returnWithinDays(DEPOSIT_RETURN_DAYS['tx-prop-92.103a-deposit-return']!),
      requiredName: 'a promise to refund the deposit within 30 days after the tenant surrenders the premises',
      action: 'State that the deposit, less lawful deductions, is refunded within 30 days after the tenant surrenders the premises.',
    },
  },
];

const FLORIDA: RuleInput[] = [
  {
    id: 'fl-83.49-2-deposit-notice',
    effective: '2013-07-01',
    effectiveNote: 'This pack does not record the date of the amendment that gave § 83.49(2) the text stated here; it applies the rule from July 1, 2013.',
    appliesTo: LEASE,
    // The notice may instead be given within 30 days after the deposit is received.
    severity: 'warning',
    citation: 'Fla. Stat. § 83.49(2)',
    summary: 'In the lease, or by written notice within 30 days after receiving a security deposit or advance rent, the ' +
      'landlord must state the name and address of the depository where it is held (or that a surety bond is posted), ' +
      'whether the tenant is entitled to interest, and the disclosure the statute sets out.',
    check: {
      kind: 'clause-requires', trigger: DEPOSIT_CLAUSE,
      required: [String.raw`\bdepository\b`, String.raw`\bsurety\s+bond\b`, String.raw`\bheld\b[^.]{0,80}?\b(?:bank|banking\s+institution|account)\b`],
      requiredName: 'where the deposit is held (the depository\'s name and address, or a surety bond)',
      action: 'State the depository\'s name and address (or the surety bond), whether the tenant receives interest, and the ' +
        'statutory disclosure of § 83.49(2) — or give that notice in writing within 30 days after receiving the deposit.',
    },
  },
  {
    id: 'fl-83.49-3a-deposit-return',
    effective: '2013-07-01',
    effectiveNote: 'This pack does not record the date of the amendment that gave § 83.49(3)(a) the text stated here; it applies the rule from July 1, 2013.',
    appliesTo: LEASE,
    severity: 'warning',
    citation: 'Fla. Stat. § 83.49(3)(a)',
    summary: 'When the tenant vacates, a landlord who makes no claim on the deposit must return it within 15 days; to ' +
      'claim against it, the landlord must give written notice of the claim by certified mail within 30 days.',
    check: {
      kind: 'clause-requires', trigger: DEPOSIT_CLAUSE, required: returnWithinDays(DEPOSIT_RETURN_DAYS['fl-83.49-3a-deposit-return']!),
      requiredName: 'a promise to return the deposit within 15 days after the tenant vacates',
      action: 'State that the deposit is returned within 15 days after the tenant vacates unless the landlord, within 30 ' +
        'days, gives written notice by certified mail of a claim on it and the reason.',
    },
  },
];

/** Lease rules by jurisdiction, with the sources to add to that pack's description. */
export const LEASE_RULES: Partial<Record<Jurisdiction, { sources: string; rules: RuleInput[] }>> = {
  'us-ca': { sources: 'Civil Code § 1950.5 (residential security deposits).', rules: CALIFORNIA },
  'us-ny': { sources: 'General Obligations Law § 7-108 and Real Property Law § 238-a (residential deposits and late fees).', rules: NEW_YORK },
  'us-tx': { sources: 'Property Code §§ 92.019 and 92.103 (residential late fees and deposit refunds).', rules: TEXAS },
  'us-fl': { sources: 'Florida Statutes § 83.49 (residential deposits).', rules: FLORIDA },
};
