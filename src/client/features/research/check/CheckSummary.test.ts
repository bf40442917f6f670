import { describe, expect, it } from 'vitest';
import type { VerifyResponse } from '../../../../shared/api/citations';
import { summarySentence } from './CheckSummary';

const result = (statuses: VerifyResponse['citations'][number]['status'][]): VerifyResponse => ({
  citations: statuses.map((status) => ({ start: 0, end: 1, text: 'x', kind: 'case', normalized: null, status, source: null, message: '', match: null, quotations: [] })),
  summary: { verified: 0, mismatch: 0, 'not-found': 0, unverifiable: 0, invalid: 0, ...Object.fromEntries(statuses.map((s) => [s, statuses.filter((t) => t === s).length])) },
  onlineLookup: false,
});

describe('summarySentence', () => {
  it('says what was found, problems first', () => {
    expect(summarySentence(result(['verified', 'not-found']))).toBe('2 citations checked: 1 not found, 1 verified.');
    expect(summarySentence(result(['mismatch']))).toBe('1 citation checked: 1 mismatch.');
    expect(summarySentence(result([]))).toBe('No citations found in this text.');
  });
});
