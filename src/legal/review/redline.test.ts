import { describe, expect, it } from 'vitest';
import { redline } from './redline';

const join = (segments: ReturnType<typeof redline>, skip: 'added' | 'removed') =>
  segments.filter((segment) => segment.kind !== skip).map((segment) => segment.text).join('');

describe('redline', () => {
  it('marks the words removed and added, keeping the rest', () => {
    const segments = redline('Either party may freely assign this Agreement.', 'Neither party may assign this Agreement without consent.');
    expect(segments.filter((segment) => segment.kind === 'removed').map((segment) => segment.text.trim())).toEqual(['Either', 'freely']);
    expect(segments.some((segment) => segment.kind === 'added' && segment.text.includes('Neither'))).toBe(true);
    expect(segments.some((segment) => segment.kind === 'same' && segment.text.includes('party may'))).toBe(true);
  });

  it('gives the original back without the additions and the replacement without the removals', () => {
    const original = 'In no event shall Beta\'s aggregate liability exceed one hundred dollars ($100).';
    const suggested = "Neither party's aggregate liability shall exceed the total fees paid in the twelve (12) months before the claim.";
    const segments = redline(original, suggested);
    expect(join(segments, 'added')).toBe(original);
    expect(join(segments, 'removed')).toBe(suggested);
  });

  it('strikes a rewritten phrase whole, not with words it happens to share with the new sentence left standing', () => {
    const original = 'Employee shall not disclose it during employment or at any time thereafter, and this obligation continues in perpetuity.';
    const suggested = 'Employee shall not disclose it during employment, and this obligation continues. The obligations of this section survive ' +
      'the expiration or termination of this Agreement for [three (3)] years, except that obligations concerning trade secrets continue.';
    const segments = redline(original, suggested);
    expect(segments.filter((segment) => segment.kind === 'removed').map((segment) => segment.text)).toEqual([' or at any time thereafter, and this obligation continues in perpetuity']);
    expect(segments[0]).toEqual({ kind: 'same', text: 'Employee shall not disclose it during employment' });
    expect(join(segments, 'added')).toBe(original);
    expect(join(segments, 'removed')).toBe(suggested);
  });

  it('returns one unchanged segment for identical text, and nothing for two empty ones', () => {
    expect(redline('Same text.', 'Same text.')).toEqual([{ kind: 'same', text: 'Same text.' }]);
    expect(redline('', '')).toEqual([]);
  });
});
