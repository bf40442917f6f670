import { describe, expect, it } from 'vitest';
import type { VerifyResponse } from '../../../../shared/api/citations';
import { flaggedSentence, notCheckedSentence, summarySentence } from './CheckSummary';

const result = (statuses: VerifyResponse['citations'][number]['status'][]): VerifyResponse => ({
  citations: statuses.map((status) => ({ start: 0, end: 1, text: 'x', kind: 'case', normalized: null, status, source: null, message: '', match: null, quotations: [] })),
  summary: { verified: 0, 'partly-verified': 0, mismatch: 0, 'not-found': 0, unverifiable: 0, invalid: 0, ...Object.fromEntries(statuses.map((s) => [s, statuses.filter((t) => t === s).length])) },
  onlineLookup: false,
});

describe('summarySentence', () => {
  it('says what was found, problems first', () => {
    expect(summarySentence(result(['verified', 'not-found']))).toBe('2 citations checked: 1 not found, 1 verified.');
    expect(summarySentence(result(['mismatch']))).toBe('1 citation checked: 1 mismatch.');
    expect(summarySentence(result([]))).toBe('No citations found in this text.');
  });
});

describe('notCheckedSentence', () => {
  it('counts the citations no source here can check, and says nothing when there are none', () => {
    const checked = result(['unverifiable', 'unverifiable', 'verified']);
    checked.citations[0]!.message = 'Not checked: the corpus has no Westlaw documents; look it up on Westlaw.';
    checked.citations[1]!.message = "Unknown reporter 'Foo.': not in the reporters database; check the citation.";
    expect(notCheckedSentence(checked)).toBe(
      '2 citations were not checked: Westlaw, Lexis, public-domain or docket citations, or unknown reporters. Each says where to look it up.',
    );
    expect(notCheckedSentence(result(['verified']))).toBeNull();
  });
});

describe('flaggedSentence', () => {
  it('counts the authorities a later decision overruled, apart from the statuses', () => {
    expect(flaggedSentence(1)).toBe('1 authority was overruled or abrogated by a later decision: each is flagged below with the decision that did it.');
    expect(flaggedSentence(2)).toMatch(/^2 authorities were overruled/);
  });
});
