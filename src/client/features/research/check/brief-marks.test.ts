import { describe, expect, it } from 'vitest';
import type { VerifiedCitation } from '../../../../shared/api/citations';
import { briefPieces, caseNameAndRest } from './brief-marks';

const brief = 'As the Court said, "a law repugnant to the Constitution is void." Marbury v. Madison, 5 U.S. 137 (1803). But see Smith v. Jones, 410 U.S. 999 (1973).';

function citation(text: string, overrides: Partial<VerifiedCitation> = {}): VerifiedCitation {
  const start = brief.indexOf(text);
  return {
    start,
    end: start + text.length,
    text,
    kind: 'case',
    normalized: text,
    status: 'verified',
    source: 'corpus',
    message: '',
    match: null,
    quotations: [],
    ...overrides,
  };
}

describe('briefPieces', () => {
  it('cuts the brief at every citation and quotation, keeping the text between them', () => {
    const quote = 'a law repugnant to the Constitution is void.';
    const quoteStart = brief.indexOf(quote);
    const real = citation('Marbury v. Madison, 5 U.S. 137 (1803)', {
      quotations: [{ start: quoteStart, end: quoteStart + quote.length, text: quote, status: 'found', reason: null, page: null }],
    });
    const fabricated = citation('Smith v. Jones, 410 U.S. 999 (1973)', { status: 'not-found' });
    const pieces = briefPieces(brief, [real, fabricated]);
    expect(pieces.map((p) => [p.kind, p.text])).toEqual([
      ['text', 'As the Court said, "'],
      ['quotation', quote],
      ['text', '" '],
      ['citation', real.text],
      ['text', '. But see '],
      ['citation', fabricated.text],
      ['text', '.'],
    ]);
    expect(pieces.map((p) => p.text).join('')).toBe(brief);
    expect(pieces.flatMap((p) => (p.kind === 'citation' ? [p.index] : []))).toEqual([0, 1]);
  });

  it('leaves out marks that overlap an earlier one or fall outside the text', () => {
    const whole = citation('5 U.S. 137 (1803)');
    const inner = citation('U.S. 137');
    const outside = { ...citation('5 U.S.'), start: brief.length - 2, end: brief.length + 5 };
    const pieces = briefPieces(brief, [inner, whole, outside]);
    expect(pieces.filter((p) => p.kind === 'citation').map((p) => p.text)).toEqual(['5 U.S. 137 (1803)']);
    expect(pieces.map((p) => p.text).join('')).toBe(brief);
  });
});

describe('caseNameAndRest', () => {
  it('finds the case name of a case citation and nothing in a statute', () => {
    expect(caseNameAndRest('Roe v. Wade, 410 U.S. 113, 120 (1973)')).toEqual({ name: 'Roe v. Wade', rest: '410 U.S. 113, 120 (1973)' });
    expect(caseNameAndRest('42 U.S.C. § 1983')).toEqual({ name: null, rest: '42 U.S.C. § 1983' });
  });
});
