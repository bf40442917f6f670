import { describe, expect, it } from 'vitest';
import { playbookPositionSchema } from './types';
import { findClauses } from './clauses';
import { NDA, SERVICES_AGREEMENT } from './contracts.fixture';
import { DELAWARE_SERVICES } from './labelled-set-more.fixture';
import { compareWithPlaybook } from './playbook';
import { DEFAULT_PLAYBOOK } from './playbook-default';

// The positions for any side, and those held for the one side named (how the review picks them for the lawyer's side).
const forSide = (side: string | null) => DEFAULT_PLAYBOOK.filter((position) => position.sides.length === 0 || position.sides.some((s) => s === side));
const review = (blocks: typeof NDA, side: string | null = null) => compareWithPlaybook(findClauses(blocks).clauses, forSide(side));
const keys = (findings: { key: string }[]) => findings.map((finding) => finding.key);

describe('the default playbook', () => {
  it('is a valid playbook the user could save', () => {
    for (const position of DEFAULT_PLAYBOOK) expect(playbookPositionSchema.parse(position)).toEqual(position);
    expect(new Set(DEFAULT_PLAYBOOK.map((position) => position.id)).size).toBe(DEFAULT_PLAYBOOK.length);
  });
});

describe('compareWithPlaybook', () => {
  it("flags, for the disclosing party, an NDA's one-sided cap, free assignment, and missing clauses, each with the preferred text", () => {
    const findings = review(NDA, 'disclosing');
    expect(keys(findings)).toEqual([
      'playbook:liability-cap-mutual:required',
      'playbook:indemnity-mutual:missing',
      'playbook:assignment-consent:forbidden',
      'playbook:assignment-consent:required',
      'playbook:change-of-control-is-assignment:missing',
      'playbook:confidentiality-survives:required',
      'playbook:venue-present:missing',
    ]);
    const assignment = findings.find((finding) => finding.key === 'playbook:assignment-consent:forbidden')!;
    expect(assignment).toMatchObject({
      clause: 'assignment',
      severity: 'warning',
      page: 2,
      paragraph: 9,
      original: 'Either party may freely assign this Agreement to any affiliate or successor.',
      source: "Playbook: Assignment only with the other party's prior written consent, which may not be unreasonably withheld.",
    });
    expect(assignment.message).toMatch(/^The assignment clause says "freely assign"\./);
    expect(assignment.suggested).toMatch(/not be unreasonably withheld/);
    const venue = findings.find((finding) => finding.key === 'playbook:venue-present:missing')!;
    expect(venue).toMatchObject({ original: null, page: null, paragraph: null, clauseRef: null });
    expect(venue.message).toBe('No venue clause was found. The Agreement states where disputes are heard.');
  });

  it('finds nothing to say where the services agreement already holds the positions for any side, except the one-sided indemnity', () => {
    expect(keys(review(SERVICES_AGREEMENT))).toEqual(['playbook:indemnity-mutual:required']);
  });

  it('matches words whole and ignores case and spacing', () => {
    const position = { ...DEFAULT_PLAYBOOK.find((p) => p.id === 'assignment-consent')!, forbid: ['sole  discretion'], requireAny: [] };
    const clause = (text: string) => ({ ...findClauses(NDA).clauses.find((c) => c.label === 'assignment')!, text });
    expect(compareWithPlaybook([clause('Consent is in its SOLE discretion.')], [position])).toHaveLength(1);
    expect(compareWithPlaybook([clause('Consent is in its sole discretionary power.')], [position])).toHaveLength(0);
  });

  it("offers a position that adds to a clause after the clause's words, striking only the words it forbids, in the contract's terms", () => {
    const ends = DEFAULT_PLAYBOOK.find((p) => p.id === 'confidentiality-ends')!;
    const convenience = DEFAULT_PLAYBOOK.find((p) => p.id === 'termination-for-convenience')!;
    const clause = (label: string, text: string) => ({ ...findClauses(NDA).clauses.find((c) => c.label === label)!, text, section: null });
    const [confidentiality] = compareWithPlaybook([clause('confidentiality', 'Each party shall keep it secret during the term or at any time thereafter.')], [ends]);
    expect(confidentiality!.suggested).toMatch(/^Each party shall keep it secret during the term\. The obligations of this section survive .* for \[three \(3\)\] years/);
    const [termination] = compareWithPlaybook([clause('termination', 'Either party may end this Agreement for breach.')], [convenience], { Customer: 'the Company', Provider: 'Consultant' });
    expect(termination!.suggested).toBe('Either party may end this Agreement for breach. The Company may terminate this Agreement for convenience on ' +
      '[thirty (30)] days\' written notice to Consultant, and shall pay for the services performed up to the effective date of termination.');
  });

  it("adds the consent standard to an assignment clause that asks for consent, keeping its exception; a clause replaced whole gets no addition", () => {
    const assignment = (blocks: typeof NDA) => review(blocks).filter((finding) => finding.clause === 'assignment');
    const services = assignment(DELAWARE_SERVICES.blocks);
    expect(services.map((finding) => finding.key)).toEqual(['playbook:assignment-consent-reasonable:required']);
    expect(services[0]!.suggested).toBe('6.3 Assignment. Neither party may assign this Agreement without consent, except to a successor in a merger. ' +
      'Consent to an assignment shall not be unreasonably withheld, conditioned or delayed.');
    // "Freely assign" is replaced by the whole clause, which already says "not be unreasonably withheld".
    expect(assignment(NDA).map((finding) => finding.key)).toEqual(['playbook:assignment-consent:forbidden', 'playbook:assignment-consent:required']);
  });
});
