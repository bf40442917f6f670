import { describe, expect, it } from 'vitest';
import { findClauses } from './clauses';
import { checkContractLimits, guessContractType } from './contract-limits';
import { LEASE, NDA, SERVICES_AGREEMENT, blocksOf } from './contracts.fixture';
import { leaseFigures } from './lease-figures';

const AS_OF = '2026-11-26';
const check = (title: string, blocks: typeof NDA, jurisdiction: string | null) =>
  checkContractLimits({ title, blocks, clauses: findClauses(blocks).clauses, jurisdiction, asOf: AS_OF });

describe('guessContractType', () => {
  it('recognises the catalogue types by title or opening, and nothing else', () => {
    expect(guessContractType('Consulting Services Agreement', [])).toBe('contractor-agreement');
    expect(guessContractType('scan-0042', NDA)).toBe('mutual-nda');
    expect(guessContractType('Residential Lease Agreement', LEASE)).toBe('residential-lease');
    expect(guessContractType('Master Purchase Terms', blocksOf(['The parties agree as follows.']))).toBeNull();
  });
});

describe('checkContractLimits', () => {
  it("reports California's § 16600 on a contractor's noncompete, cited, on its paragraph and clause", () => {
    const { findings, notes } = check('Consulting Services Agreement', SERVICES_AGREEMENT, 'us-ca');
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      key: 'rule:ca-bpc-16600-noncompete',
      clause: 'non-compete',
      severity: 'warning',
      source: 'Cal. Bus. & Prof. Code § 16600',
      page: 1,
      paragraph: 7,
      suggested: null,
    });
    expect(findings[0]!.original).toMatch(/shall not compete/);
    expect(findings[0]!.message).toMatch(/\(Cal\. Bus\. & Prof\. Code § 16600\)$/);
    expect(notes).toEqual(['Contract limits were checked with the California rule pack, reading the contract as a Independent Contractor / Services Agreement.']);
  });

  it('runs the rules for every contract when the type is not recognised', () => {
    const { findings, notes } = check('Master Terms', SERVICES_AGREEMENT.slice(2), 'us-fl');
    expect(findings.map((finding) => finding.source)).toEqual(['Fla. Stat. § 542.335(1)(a)–(b)']);
    expect(notes[0]).toMatch(/type was not recognised, so only the rules for every contract were run/);
  });

  it("holds a lease's own figures to the state's limits, and says which figures it could not read", () => {
    const blocks = [...LEASE, ...blocksOf(['A late fee of $75 applies to rent paid late.']).map((block) => ({ ...block, paragraph: LEASE.length + 1 }))];
    const clauses = findClauses(blocks).clauses;
    const { findings, notes } = checkContractLimits({
      title: 'Residential Lease Agreement', blocks, clauses, jurisdiction: 'us-tx', lease: leaseFigures(blocks), asOf: AS_OF,
    });
    // The deposit is returned in 45 days, later than Texas's 30: an error on the deposit clause, with its citation.
    expect(findings).toEqual([expect.objectContaining({
      clause: 'security-deposit', severity: 'error', source: 'Tex. Prop. Code § 92.103(a)', paragraph: 4,
      message: expect.stringMatching(/^The lease returns the deposit within 45 days; the law allows at most 30 days/),
    })]);
    // The grace period is not stated, so the late-fee limit is reported as not checked, never passed.
    expect(notes).toContainEqual(expect.stringMatching(/^Not checked: the contract does not state the late-charge grace period \(days\)\..*\(Tex\. Prop\. Code § 92\.019\(a\)\)$/));
  });

  it('says a lease was not checked where the pack holds no lease rules, and passes over late-fee limits when there is no late fee', () => {
    const lease = (blocks: typeof LEASE, jurisdiction: string) =>
      checkContractLimits({ title: 'Residential Lease Agreement', blocks, clauses: findClauses(blocks).clauses, jurisdiction, lease: leaseFigures(blocks), asOf: AS_OF });
    // Illinois's pack has court rules but no deposit rules: the deposit did not pass, it was not compared.
    expect(lease(LEASE, 'us-il').notes).toContain('Not checked: the Illinois rule pack holds no residential lease rules, so the security deposit, its return and any late charge were not compared with Illinois law.');
    const { notes } = lease(LEASE, 'us-tx');
    expect(notes.filter((note) => /late/i.test(note))).toEqual(['The lease charges no late fee, so the limits on late fees (Tex. Prop. Code § 92.019(a-1); Tex. Prop. Code § 92.019(a)) do not apply to it.']);
  });

  it('says why nothing was checked without a jurisdiction or a rule pack', () => {
    expect(check('NDA', NDA, null)).toEqual({
      findings: [],
      notes: ['Contract limits were not checked: no jurisdiction was chosen. Choose the state whose law governs the contract to check them.'],
    });
    expect(check('NDA', NDA, 'us-wa').notes).toEqual(['Contract limits were not checked: there is no rule pack for Washington.']);
  });
});
