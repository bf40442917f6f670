import { describe, expect, it } from 'vitest';
import { requestedPaper } from './requested';

const resolved = (request: string, jurisdiction: string) => {
  const found = requestedPaper(request, jurisdiction);
  if (!found) return null;
  const { resolution } = found;
  return [found.typeId, resolution.kind, resolution.kind === 'refused' ? resolution.refusal.citation : resolution.type.label];
};

describe('requestedPaper', () => {
  it("resolves the paper a request names as the studio does: a California demurrer, not a contract or a complaint", () => {
    expect(resolved('Draft a demurrer to a breach of oral contract claim', 'us-ca')).toEqual(['motion-to-dismiss', 'paper', expect.stringMatching(/Demurrer/)]);
    expect(resolved('Write a motion to dismiss for failure to state a claim', 'us-tx')?.slice(0, 2)).toEqual(['motion-to-dismiss', 'paper']);
    expect(resolved('Prepare a motion for summary judgment', 'us-federal')?.slice(0, 2)).toEqual(['motion-for-summary-judgment', 'paper']);
    expect(resolved('Draft an answer to the complaint', 'us-ca')?.[0]).toBe('answer');
    expect(resolved('Draft a complaint for breach of contract', 'us-oh')).toEqual(['complaint', 'general', 'Complaint']);
  });

  it('says when the jurisdiction refuses the goal, and names nothing for a request it cannot place', () => {
    expect(resolved('Draft a non-compete for our new engineer', 'us-federal')?.slice(0, 2)).toEqual(['employee-noncompete', 'refused']);
    expect(requestedPaper('Draft something nice', 'us-ca')).toBeNull();
    expect(requestedPaper('Draft a motion to dismiss for lack of personal jurisdiction', 'us-ca')?.elsewhere)
      .toMatchObject({ paper: 'Motion to Quash Service of Summons', citation: 'Code Civ. Proc. § 418.10(a)(1)' });
    expect(requestedPaper('Draft a demurrer to a breach of oral contract claim', 'us-ca')?.elsewhere).toBeNull();
  });
});
