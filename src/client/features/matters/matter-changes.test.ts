import { describe, expect, it } from 'vitest';
import { changesOf } from './matter-changes';

describe('editing a matter', () => {
  const matter = { name: 'Acme v. Roe', client: 'Acme', number: '2026-014' };

  it('sends only the fields that changed, trimmed', () => {
    expect(changesOf(matter, { ...matter, name: '  Acme v. Roe (appeal) ' })).toEqual({ name: 'Acme v. Roe (appeal)' });
    expect(changesOf(matter, { name: 'X', client: 'Y', number: '1' })).toEqual({ name: 'X', client: 'Y', number: '1' });
  });

  it('sends nothing when only spaces were added', () => {
    expect(changesOf(matter, { ...matter, client: ' Acme ' })).toEqual({});
  });
});
