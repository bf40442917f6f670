import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SidePicker } from './SidePicker';

const LEASE_SIDES = [
  { role: 'landlord' as const, label: 'The landlord', party: 'Sunset Homes LLC' },
  { role: 'tenant' as const, label: 'The tenant', party: 'Priya Shah' },
];
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('whom the lawyer represents', () => {
  it('asks before the suggestions, naming each party with its role', () => {
    const markup = renderToStaticMarkup(<SidePicker sides={LEASE_SIDES} value={null} needed onChange={() => undefined} />);
    expect(text(markup)).toContain('Whom do you represent?');
    expect(text(markup)).toContain('until then none is proposed');
    expect(text(markup)).toContain('Sunset Homes LLC (the landlord)');
    expect(text(markup)).toContain('Priya Shah (the tenant)');
    expect(markup.match(/checked=""/g)).toBeNull();
  });

  it('marks the chosen party and stops asking; offers every role when the contract names none', () => {
    const chosen = renderToStaticMarkup(<SidePicker sides={LEASE_SIDES} value={{ party: 'Priya Shah' }} needed={false} onChange={() => undefined} />);
    expect(text(chosen)).not.toContain('none is proposed');
    expect(chosen.match(/checked=""/g)).toHaveLength(1);
    const unknown = renderToStaticMarkup(<SidePicker sides={[]} value={null} needed onChange={() => undefined} />);
    expect(text(unknown)).toContain('The disclosing party');
    expect(text(unknown)).toContain('The buyer');
  });
});
