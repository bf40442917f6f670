import { describe, expect, it } from 'vitest';
import { checkDocument } from './check';
import type { CheckedDocumentInput } from './document';
import { RULE_PACKS, packFor } from './index';
import { LEASE_FIGURES, LEASE_RULE_CASES, lease, leaseWith } from './leases.fixture';
import type { RulePack } from './schema';

const pack = (jurisdiction: string): RulePack => {
  const found = packFor(jurisdiction);
  if (!found) throw new Error(`no pack for ${jurisdiction}`);
  return found;
};
const findingsOf = (jurisdiction: string, ruleId: string, document: CheckedDocumentInput, asOf = '2026-01-01') =>
  checkDocument({ pack: pack(jurisdiction), document, asOf }).filter((finding) => finding.ruleId === ruleId);

const leaseRules = RULE_PACKS.flatMap((rulePack) => rulePack.rules
  .filter((rule) => rule.appliesTo.targets.includes('residential-lease'))
  .map((rule) => ({ jurisdiction: rulePack.jurisdiction, rule })));

describe('residential lease rules', () => {
  it('has a compliant and a non-compliant lease for every lease rule, in the right pack', () => {
    expect(Object.keys(LEASE_RULE_CASES).sort()).toEqual(leaseRules.map(({ rule }) => rule.id).sort());
    for (const { jurisdiction, rule } of leaseRules) expect(LEASE_RULE_CASES[rule.id]?.jurisdiction).toBe(jurisdiction);
  });

  it.each(leaseRules.map(({ jurisdiction, rule }) => [rule.id, jurisdiction, rule] as const))(
    '%s passes its compliant lease and reports its non-compliant one',
    (ruleId, jurisdiction, rule) => {
      const ruleCase = LEASE_RULE_CASES[ruleId]!;
      expect(findingsOf(jurisdiction, ruleId, ruleCase.compliant)).toEqual([]);
      const findings = findingsOf(jurisdiction, ruleId, ruleCase.nonCompliant);
      expect(findings).toHaveLength(1);
      expect(findings[0]).toMatchObject({ severity: rule.severity, citation: rule.citation });
    },
  );

  it('finds nothing in a lease that meets every state\'s rules, and the federal pack has no lease rules', () => {
    for (const rulePack of RULE_PACKS) {
      const findings = checkDocument({ pack: rulePack, document: lease(), asOf: '2026-01-01' });
      expect(findings, rulePack.jurisdiction).toEqual([]);
    }
    expect(leaseRules.map(({ jurisdiction }) => jurisdiction)).not.toContain('us-federal');
  });

  it('does not apply to a commercial lease', () => {
    const commercial = { ...leaseWith({ securityDeposit: 6000, lateFee: 500 }), typeId: 'commercial-lease' };
    expect(checkDocument({ pack: pack('us-ny'), document: commercial, asOf: '2026-01-01' })).toEqual([]);
  });
});

describe('California deposit limit', () => {
  it('states the one-month limit and the small-landlord exception', () => {
    const [finding] = findingsOf('us-ca', 'ca-civ-1950.5c-deposit-limit', leaseWith({ securityDeposit: 4000 }));
    expect(finding?.message).toMatch(/security deposit is \$4,000; the limit is \$2,000 \(100% of the monthly rent\)/);
    expect(finding?.message).toMatch(/two months' rent — but not from a service member/);
  });

  it('applies from July 1, 2024 (AB 12), not before', () => {
    const document = leaseWith({ securityDeposit: 4000 });
    expect(findingsOf('us-ca', 'ca-civ-1950.5c-deposit-limit', document, '2024-06-30')).toEqual([]);
    expect(findingsOf('us-ca', 'ca-civ-1950.5c-deposit-limit', document, '2024-07-01')).toHaveLength(1);
  });

  it('says the deposit was not checked when the details leave out the rent', () => {
    const { monthlyRent: _, ...withoutRent } = LEASE_FIGURES;
    const [finding] = findingsOf('us-ca', 'ca-civ-1950.5c-deposit-limit', lease(withoutRent));
    expect(finding?.message).toMatch(/^Not checked: the draft's details do not state the monthly rent/);
  });
});

describe('New York late fee', () => {
  it('holds the fee to $50 when 5% of the rent is more', () => {
    const [finding] = findingsOf('us-ny', 'ny-rpl-238-a-2-late-fee-amount', leaseWith({ lateFee: 60 }));
    expect(finding?.message).toMatch(/late charge is \$60; the limit is \$50\./);
  });

  it('holds the fee to 5% of the rent when that is less than $50', () => {
    const document = leaseWith({ monthlyRent: 700, securityDeposit: 700, lateFee: 50 });
    const [finding] = findingsOf('us-ny', 'ny-rpl-238-a-2-late-fee-amount', document);
    expect(finding?.message).toMatch(/the limit is \$35 \(5% of the monthly rent\)/);
  });

  it('states the grace period in days, not dollars', () => {
    const [finding] = findingsOf('us-ny', 'ny-rpl-238-a-2-late-fee-grace', leaseWith({ lateFeeGraceDays: 3 }));
    expect(finding?.message).toMatch(/grace period \(days\) is 3; it must be more than 4\./);
  });
});

describe('Texas late fee safe harbor', () => {
  const rulesFor = (document: CheckedDocumentInput) =>
    checkDocument({ pack: pack('us-tx'), document, asOf: '2026-01-01' }).map((finding) => finding.ruleId);

  it('allows 12% of the rent in a building of up to four units and 10% in a larger one', () => {
    expect(rulesFor(leaseWith({ unitsInBuilding: 4, lateFee: 230 }))).toEqual([]);
    expect(rulesFor(leaseWith({ unitsInBuilding: 5, lateFee: 230 }))).toEqual(['tx-prop-92.019-late-fee-more-than-four-units']);
  });

  it('says the fee was not checked when the details leave out the number of units', () => {
    const { unitsInBuilding: _, ...withoutUnits } = LEASE_FIGURES;
    const findings = checkDocument({ pack: pack('us-tx'), document: lease(withoutUnits), asOf: '2026-01-01' });
    expect(findings.map((finding) => finding.message)).toEqual([
      expect.stringMatching(/^Not checked: the draft's details do not state the dwelling units in the building/),
      expect.stringMatching(/^Not checked: the draft's details do not state the dwelling units in the building/),
    ]);
  });

  it('does not apply before the September 1, 2019 amendment', () => {
    const document = leaseWith({ unitsInBuilding: 5, lateFee: 400 });
    expect(findingsOf('us-tx', 'tx-prop-92.019-late-fee-more-than-four-units', document, '2019-08-31')).toEqual([]);
  });
});

describe('deposit return clauses', () => {
  it('accepts a shorter period than the state allows and refuses a longer one', () => {
    const within = (days: number) => lease(LEASE_FIGURES, `Landlord will return the deposit within ${days} days after Tenant vacates.`);
    expect(findingsOf('us-ca', 'ca-civ-1950.5g-deposit-return', within(10))).toEqual([]);
    expect(findingsOf('us-ca', 'ca-civ-1950.5g-deposit-return', within(22))).toHaveLength(1);
  });

  it('is not satisfied by another period in the lease, such as the late-charge grace period', () => {
    const document = lease(LEASE_FIGURES, 'Landlord will return the deposit as the law requires.');
    expect(findingsOf('us-ny', 'ny-gol-7-108-1a-e-deposit-return', document)).toHaveLength(1);
  });
});
