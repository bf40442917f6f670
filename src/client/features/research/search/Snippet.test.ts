import { describe, expect, it } from 'vitest';
import { mergeAdjacentMatches } from './Snippet';

describe('mergeAdjacentMatches', () => {
  it('joins matched words separated by spaces and leaves other text alone', () => {
    const pieces = [
      { text: 'the ', match: false },
      { text: 'Commerce', match: true },
      { text: '\n', match: false },
      { text: 'Clause', match: true },
      { text: ' and the ', match: false },
      { text: 'Clause', match: true },
      { text: ' ', match: false },
    ];
    expect(mergeAdjacentMatches(pieces)).toEqual([
      { text: 'the ', match: false },
      { text: 'Commerce\nClause', match: true },
      { text: ' and the ', match: false },
      { text: 'Clause', match: true },
      { text: ' ', match: false },
    ]);
    expect(pieces[1]!.text).toBe('Commerce');
  });
});
