import { describe, expect, it } from 'vitest';
import { capText, capUse, parseCap, parseTransfer } from './caps';

describe('a member’s monthly cap', () => {
  it('reads an empty field as no cap and a number (with separators) as the cap', () => {
    expect(parseCap('')).toEqual({ cap: null });
    expect(parseCap('  ')).toEqual({ cap: null });
    expect(parseCap('50,000')).toEqual({ cap: 50_000 });
    expect(parseCap('0')).toEqual({ cap: 0 });
  });

  it('says why a cap cannot be sent', () => {
    expect(parseCap('12.5')).toEqual({ problem: 'Enter a whole number of tokens, or leave it empty for no cap.' });
    expect(parseCap('-3')).toHaveProperty('problem');
    expect(parseCap('2000000000')).toEqual({ problem: 'A cap can be at most 1,000,000,000 tokens.' });
  });

  it('shows a cap in its field and the use against it', () => {
    expect(capText(null)).toBe('');
    expect(capText(50_000)).toBe('50,000');
    expect(parseCap(capText(50_000))).toEqual({ cap: 50_000 });
    expect(capUse({ userId: 'u', name: 'Jane', monthlyTokenCap: 10_000, usedThisMonth: 2_500 })).toBe('2,500 of 10,000 used');
    expect(capUse({ userId: 'u', name: 'Jane', monthlyTokenCap: null, usedThisMonth: 0 })).toBe('0 used');
  });
});

describe('moving tokens into the pool', () => {
  it('takes a whole number above zero, within the owner’s balance', () => {
    expect(parseTransfer('1,000', 5_000)).toEqual({ tokens: 1_000 });
    expect(parseTransfer('0', 5_000)).toEqual({ problem: 'Enter how many tokens to move, a whole number above zero.' });
    expect(parseTransfer('abc', 5_000)).toHaveProperty('problem');
    expect(parseTransfer('6000', 5_000)).toEqual({ problem: 'You have 5,000 tokens to move.' });
    expect(parseTransfer('6000', null)).toEqual({ tokens: 6_000 });
  });
});
