import { describe, expect, it } from 'vitest';
import { DELAWARE_CONSULTING } from '../../../legal/review/labelled-set.fixture';
import { DEFAULT_PLAYBOOK } from '../../../legal/review/playbook-default';
import { reviewContract } from '../../../legal/review/review-contract';
import { changesFor } from './review-service';

/** What accepting findings changes: two additions to one clause, and the heading of a clause added. */
describe('what accepting findings changes', () => {
  const paidToDate = DEFAULT_PLAYBOOK.find((position) => position.id === 'termination-paid-to-date')!;
  const returnOfMaterials = { ...paidToDate, id: 'return-of-materials', position: 'On termination each party returns the other\'s materials.', requireAny: ['return'], preferredText: 'Each party shall return the other party\'s materials within [ten (10)] days after termination.' };
  const findings = reviewContract({ title: DELAWARE_CONSULTING.title, blocks: DELAWARE_CONSULTING.blocks, positions: [paidToDate, returnOfMaterials], requested: null, side: 'provider' })
    .findings.map((finding, index) => ({ ...finding, id: `f${index}` }));

  it("keeps a clause's own words once, its run-in heading in front, and both of two additions after them", () => {
    expect(findings.map((finding) => finding.key)).toEqual(['playbook:termination-paid-to-date:required', 'playbook:return-of-materials:required']);
    const { replacements, added } = changesFor(findings);
    expect(added).toEqual([]);
    expect(replacements).toEqual([expect.objectContaining({
      lead: '4. Termination.',
      text: 'Either party may terminate this Agreement on thirty (30) days\' written notice. On any expiration or termination of this ' +
        'Agreement, Company shall pay Consultant for all services performed and expenses incurred up to the effective date of termination. ' +
        'Each party shall return the other party\'s materials within [ten (10)] days after termination.',
    })]);
  });

  it('heads a missing clause it adds as a lawyer would, small words in lower case', () => {
    const changeOfControl = DEFAULT_PLAYBOOK.find((position) => position.id === 'change-of-control-is-assignment')!;
    const [missing] = reviewContract({ title: DELAWARE_CONSULTING.title, blocks: DELAWARE_CONSULTING.blocks, positions: [changeOfControl], requested: null }).findings;
    expect(changesFor([{ ...missing!, id: 'f' }]).added.map((clause) => clause.heading)).toEqual(['Change of Control']);
  });
});
