import { describe, expect, it } from 'vitest';
import { findClauses } from './clauses';
import { blocksOf } from './contracts.fixture';
import { amountsIn, daysOf, percentagesIn, periodsIn, contractValues } from './values';

const valuesOf = (lines: string[]) => {
  const blocks = blocksOf(lines);
  return contractValues(blocks, findClauses(blocks).clauses);
};

describe('contract values', () => {
  it('reads periods in words, figures or both, with their length in days', () => {
    expect(periodsIn('within sixty (60) days after, for 2 years, and one month\'s rent').map((p) => [p.text, daysOf(p)])).toEqual([
      ['sixty (60) days', 60], ['2 years', 730], ['one month', 30],
    ]);
  });

  it('reads amounts and percentages', () => {
    expect(amountsIn('rent of $3,200.50 and a fee of $75')).toEqual([{ text: '$3,200.50', value: 3200.5 }, { text: '$75', value: 75 }]);
    expect(percentagesIn('2% of the price or 5 percent of rent')).toEqual([{ text: '2%', value: 2 }, { text: '5 percent', value: 5 }]);
  });

  it("reads the law a contract chooses in its common phrasings, and none when it names no state's law", () => {
    const law = (sentence: string) => valuesOf([sentence]).governingLaw?.state ?? null;
    expect(law('This Agreement is governed by the laws of the State of Delaware.')).toBe('Delaware');
    expect(law('This Agreement shall be construed under Florida law.')).toBe('Florida');
    expect(law('New York law governs this Agreement.')).toBe('New York');
    expect(law('This Agreement is governed by the laws of England and Wales.')).toBeNull();
  });

  it('reads a venue with its courts, its state when named, and whether it is exclusive', () => {
    expect(valuesOf(['Any action shall be brought exclusively in the state courts of New Castle County.']).venue).toMatchObject({
      courts: 'state courts of New Castle County', state: null, exclusive: true,
    });
    expect(valuesOf(['The parties may sue in the courts of Harris County, Texas.']).venue).toMatchObject({ state: 'Texas', exclusive: false });
    // A county's court by its name, without its state: read, the state left unsaid (issue #37).
    const courts = (sentence: string) => valuesOf([sentence]).venue;
    expect(courts('Any action shall be brought only in the Circuit Court of DuPage County.')).toMatchObject({ courts: 'Circuit Court of DuPage County', state: null, exclusive: true });
    expect(courts('Disputes shall be heard in the Superior Court of Santa Clara County.')).toMatchObject({ courts: 'Superior Court of Santa Clara County', state: null });
    expect(courts('Venue lies in the state courts located in St. Louis County, Missouri.')).toMatchObject({ courts: 'state courts located in St. Louis County, Missouri', state: 'Missouri' });
  });

  it('reads survival "in perpetuity", a stated period after termination, and nothing when the clause is silent', () => {
    const survival = (text: string) => valuesOf([`5. Confidentiality. ${text}`]).survival;
    expect(survival('Recipient shall keep Confidential Information secret, and this obligation continues in perpetuity.')).toBe('in perpetuity');
    expect(survival('These obligations survive for three (3) years after termination.')).toBe('three (3) years');
    expect(survival('Recipient shall keep Confidential Information secret.')).toBeNull();
  });
});
