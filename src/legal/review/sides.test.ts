import { describe, expect, it } from 'vitest';
import { findClauses } from './clauses';
import { guessContractType } from './contract-limits';
import { CALIFORNIA_LEASE, DELAWARE_CONSULTING, NEW_YORK_NDA, TEXAS_EMPLOYMENT, type LabelledAgreement } from './labelled-set.fixture';
import { DEFAULT_PLAYBOOK } from './playbook-default';
import { contractSide, reviewContract } from './review-contract';
import { partyTerms, sideChoices } from './sides';

const choicesOf = (agreement: LabelledAgreement) =>
  sideChoices(findClauses(agreement.blocks).namedParties, guessContractType(agreement.title, agreement.blocks));

const review = (agreement: LabelledAgreement, side: Parameters<typeof reviewContract>[0]['side'] = null) =>
  reviewContract({ title: agreement.title, blocks: agreement.blocks, positions: DEFAULT_PLAYBOOK, requested: null, side, asOf: '2026-11-28' });

describe('the sides of a contract', () => {
  it('gives each party the role its defined term says, and "Company" the role opposite the other party', () => {
    expect(choicesOf(CALIFORNIA_LEASE)).toEqual([
      { role: 'landlord', label: 'The landlord', party: 'Sunset Homes LLC' },
      { role: 'tenant', label: 'The tenant', party: 'Priya Shah' },
    ]);
    expect(choicesOf(DELAWARE_CONSULTING).map(({ role, party }) => [role, party])).toEqual([
      ['customer', 'Harbor Point Capital LLC'], ['provider', 'Ridgeline Advisory Inc.'],
    ]);
    expect(choicesOf(TEXAS_EMPLOYMENT).map(({ role }) => role)).toEqual(['employer', 'employee']);
  });

  it("offers a mutual NDA's roles without parties, since each party discloses and receives", () => {
    expect(choicesOf(NEW_YORK_NDA)).toEqual([
      { role: 'disclosing', label: 'The disclosing party', party: null },
      { role: 'receiving', label: 'The receiving party', party: null },
    ]);
  });

  it('takes a party by name, and says why a name or role cannot be used', () => {
    expect(contractSide(CALIFORNIA_LEASE.title, CALIFORNIA_LEASE.blocks, { party: 'priya shah' })).toEqual({ role: 'tenant', party: 'Priya Shah' });
    expect(contractSide(CALIFORNIA_LEASE.title, CALIFORNIA_LEASE.blocks, { party: 'Landlord' })).toEqual({ role: 'landlord', party: 'Sunset Homes LLC' });
    expect(contractSide(CALIFORNIA_LEASE.title, CALIFORNIA_LEASE.blocks, { party: 'Acme Corp.' })).toEqual({
      error: '"Acme Corp." is not a party to this contract; its parties are Sunset Homes LLC and Priya Shah.',
    });
    expect(contractSide(CALIFORNIA_LEASE.title, CALIFORNIA_LEASE.blocks, { role: 'employee' })).toEqual({
      error: 'The employee is not a side of this contract; choose the landlord or the tenant.',
    });
    expect(contractSide(NEW_YORK_NDA.title, NEW_YORK_NDA.blocks, { party: 'Orbit Labs Inc.' })).toEqual({
      error: 'The contract does not say which side Orbit Labs Inc. is on; choose the disclosing party or the receiving party.',
    });
  });
});

describe('a review for a side', () => {
  const confidentiality = (result: ReturnType<typeof review>) => result.findings.filter((finding) => finding.clause === 'confidentiality');

  it('without a side, asks for one and proposes neither side\'s language ("in perpetuity" is not cut to three years)', () => {
    const result = review(DELAWARE_CONSULTING);
    expect(result.sideNeeded).toBe(true);
    expect(confidentiality(result)).toEqual([]);
    expect(result.findings.some((finding) => finding.suggested?.includes('[three (3)] years'))).toBe(false);
    expect(result.notes).toContain('Some of the playbook\'s positions depend on whom you represent, so they were not applied: choose your side to see them and their suggested language.');
  });

  it('for the consultant (who receives the information), proposes an end to confidentiality after a stated period', () => {
    const result = review(DELAWARE_CONSULTING, 'provider');
    expect(result.sideNeeded).toBe(false);
    expect(confidentiality(result).map((finding) => [finding.source, finding.message])).toEqual([[
      'Playbook: Confidentiality obligations end a stated number of years after termination, except for trade secrets.',
      'The confidentiality clause says "in perpetuity". Confidentiality obligations end a stated number of years after termination, except for trade secrets.',
    ]]);
    expect(confidentiality(result)[0]!.suggested).toContain('[three (3)] years');
  });

  it('for the company (whose information it is), has nothing to change in a confidentiality that lasts in perpetuity', () => {
    expect(confidentiality(review(DELAWARE_CONSULTING, 'customer'))).toEqual([]);
  });

  it('for a tenant and a landlord of the same lease, applies each one\'s deposit position', () => {
    const deposit = (side: 'tenant' | 'landlord') =>
      review(CALIFORNIA_LEASE, side).findings.filter((finding) => finding.source.startsWith('Playbook') && finding.clause === 'security-deposit').map((finding) => finding.source);
    expect(deposit('tenant')).toEqual(['Playbook: The deposit comes back with an itemized statement of any deductions.']);
    expect(deposit('landlord')).toEqual(['Playbook: The deposit may be applied to unpaid rent and to damage beyond ordinary wear and tear.']);
  });

  it("puts the playbook's words for the sides in the contract's own defined terms, with its article", () => {
    const terms = (agreement: LabelledAgreement) =>
      partyTerms(findClauses(agreement.blocks).namedParties, choicesOf(agreement), agreement.blocks.map((block) => block.text).join('\n'));
    expect(terms(DELAWARE_CONSULTING)).toEqual({ Customer: 'Company', Provider: 'Consultant' });
    expect(terms(CALIFORNIA_LEASE)).toEqual({});
    const employee: LabelledAgreement = { ...TEXAS_EMPLOYMENT, blocks: TEXAS_EMPLOYMENT.blocks.map((block) => ({ ...block, text: block.text.replace('("Employer")', '(the "Company")') })) };
    expect(terms(employee)).toEqual({ Employer: 'the Company' });
    // The consultant's payment on termination names the parties as the contract does.
    const termination = review(DELAWARE_CONSULTING, 'provider').findings.find((finding) => finding.clause === 'termination')!;
    expect(termination.suggested).toContain('Company shall pay Consultant for all services performed');
  });
});
