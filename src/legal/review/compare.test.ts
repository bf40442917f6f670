import { describe, expect, it } from 'vitest';
import { compareVersions } from './compare';
import { blocksOf } from './contracts.fixture';
import { DELAWARE_CONSULTING } from './labelled-set.fixture';
import { wordDiff } from './word-diff';

describe('wordDiff', () => {
  it('keeps the words both versions share and shows the removed words before the added ones', () => {
    expect(wordDiff('survive termination for three (3) years.', 'survive termination for five (5) years.')).toEqual([
      { kind: 'same', text: 'survive termination for' },
      { kind: 'removed', text: 'three (3)' },
      { kind: 'added', text: 'five (5)' },
      { kind: 'same', text: 'years.' },
    ]);
    expect(wordDiff('a  b', 'a b')).toEqual([{ kind: 'same', text: 'a b' }]);
  });
});

describe('compareVersions', () => {
  // The other side's markup of our consulting agreement: confidentiality cut to three years, the venue clause struck,
  // a non-solicitation clause added at the end, the rest as we wrote it.
  const theirs = blocksOf(DELAWARE_CONSULTING.blocks.flatMap((block) => {
    if (block.text.startsWith('5. Confidentiality.')) return ['5. Confidentiality. Consultant shall hold all Confidential Information of Company in confidence, and this obligation shall survive termination for three (3) years.'];
    if (block.text.startsWith('9. Venue.')) return [];
    if (block.text.startsWith('11. Notices.')) return [block.text, '12. Non-Solicitation. Company shall not solicit Consultant\'s employees for one (1) year.'];
    return [block.kind === 'heading' ? { heading: block.text } : block.text];
  }));
  const changes = compareVersions(DELAWARE_CONSULTING.blocks, theirs);

  it('marks each clause added, removed, changed or unchanged, in the order of their version', () => {
    expect(changes.filter((change) => change.status !== 'unchanged').map((change) => [change.status, change.heading, change.label])).toEqual([
      ['changed', '5. Confidentiality', 'confidentiality'],
      ['removed', '9. Venue', 'venue'],
      ['added', '12. Non-Solicitation', 'non-compete'],
    ]);
    // The title with the preamble, and sections 1-4, 6-8, 10 and 11.
    expect(changes.filter((change) => change.status === 'unchanged')).toHaveLength(10);
  });

  it("shows a changed clause's words removed and added, and where it is in both versions", () => {
    const confidentiality = changes.find((change) => change.status === 'changed')!;
    expect(confidentiality.diff.filter((part) => part.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'in perpetuity.' },
      { kind: 'added', text: 'for three (3) years.' },
    ]);
    expect(confidentiality.ours).toMatchObject({ paragraph: 7, lastParagraph: 7 });
    expect(confidentiality.theirs).toMatchObject({ paragraph: 7 });
    expect(changes.find((change) => change.status === 'removed')).toMatchObject({ theirs: null, ours: { paragraph: 11 } });
  });

  it('pairs a retitled clause by its words and finds nothing changed between a version and itself', () => {
    const retitled = blocksOf(DELAWARE_CONSULTING.blocks.map((block) => block.text.replace('6. Indemnification.', '6. Indemnity.')));
    expect(compareVersions(DELAWARE_CONSULTING.blocks, retitled).filter((change) => change.status !== 'unchanged').map((change) => [change.status, change.heading]))
      .toEqual([['changed', '6. Indemnity']]);
    expect(compareVersions(DELAWARE_CONSULTING.blocks, DELAWARE_CONSULTING.blocks).every((change) => change.status === 'unchanged')).toBe(true);
  });
});
