import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContractValues } from './ContractValues';

describe('the values a contract states', () => {
  it('shows the law and venue it chooses, and "Not stated" for what it does not say', () => {
    const markup = renderToStaticMarkup(<ContractValues values={{
      governingLaw: { jurisdiction: 'us-de', state: 'Delaware', text: 'governed by the laws of the State of Delaware.' },
      venue: { courts: 'state courts of New Castle County', state: null, exclusive: true, text: '' },
      term: 'eighteen (18) months', survival: null, amounts: [{ text: '$12,500', value: 12500 }], percentages: [],
      periods: [{ text: 'eighteen (18) months', days: 540 }, { text: 'thirty (30) days', days: 30 }],
    }} />);
    expect(markup).toMatch(/Governing law<\/dt><dd[^>]*>Delaware<\/dd>/);
    expect(markup).toContain('state courts of New Castle County (exclusive)');
    expect(markup).toMatch(/Confidentiality survives<\/dt><dd[^>]*>Not stated<\/dd>/);
    expect(markup).toContain('$12,500');
    expect(markup).toMatch(/Periods<\/dt><dd[^>]*>eighteen \(18\) months, thirty \(30\) days<\/dd>/);
  });
});
