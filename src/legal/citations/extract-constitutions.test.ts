import { describe, expect, it } from 'vitest';
import { extractCitations } from './extract';

const read = (text: string) =>
  extractCitations(text).map((citation) => (citation.kind === 'constitution' ? `${citation.jurisdiction} Const. ${citation.provision}` : `${citation.kind}: ${citation.text}`));

describe('constitutional provisions', () => {
  it('reads the Constitution and the supported states\' in Bluebook form', () => {
    expect(read('No State shall deny equal protection. U.S. Const. amend. XIV, § 1. See U.S. Const. art. III, § 2, cl. 1; Cal. Const. art. I, § 7(a).')).toEqual([
      'U.S. Const. amend. XIV, § 1', 'U.S. Const. art. III, § 2, cl. 1', 'Cal. Const. art. I, § 7(a)',
    ]);
    expect(read('Tex. Const. art. I, § 19 and U.S. Const. pmbl.')).toEqual(['Tex. Const. art. I, § 19', 'U.S. Const. pmbl.']);
  });

  it('leaves prose about a constitution alone', () => {
    expect(read('The Fourteenth Amendment to the Constitution applies; the state constitution does too.')).toEqual([]);
  });
});
