import { describe, expect, it } from 'vitest';
import type { DraftingJurisdictionOption } from '../../../../shared/api/drafts';
import { filterJurisdictions, orderJurisdictions, pickJurisdiction } from './jurisdiction-options';

const option = (id: string, label: string, rulePack: boolean): DraftingJurisdictionOption => ({
  id,
  label,
  rulePack,
  rulePackName: rulePack ? `${label} rules` : null,
});

const OPTIONS = [
  option('us-ca', 'California', true),
  option('us-al', 'Alabama', false),
  option('us-federal', 'United States (federal)', true),
  option('us-dc', 'District of Columbia', false),
  option('us-ny', 'New York', true),
  option('us-nv', 'Nevada', false),
];

describe('jurisdiction order', () => {
  it('lists the checked jurisdictions first, federal at the top, then the rest alphabetically', () => {
    expect(orderJurisdictions(OPTIONS).map((o) => o.label)).toEqual([
      'United States (federal)',
      'California',
      'New York',
      'Alabama',
      'District of Columbia',
      'Nevada',
    ]);
  });
});

describe('jurisdiction search', () => {
  it('matches part of a name, in any case', () => {
    expect(filterJurisdictions(OPTIONS, 'new').map((o) => o.id)).toEqual(['us-ny']);
    expect(filterJurisdictions(OPTIONS, 'COLUMBIA').map((o) => o.id)).toEqual(['us-dc']);
  });

  it('matches a postal code exactly, so "NV" finds Nevada but not California', () => {
    expect(filterJurisdictions(OPTIONS, 'nv').map((o) => o.id)).toEqual(['us-nv']);
  });

  it('shows everything for an empty query', () => {
    expect(filterJurisdictions(OPTIONS, '  ')).toHaveLength(OPTIONS.length);
  });
});

describe('the starting jurisdiction', () => {
  it('takes the first candidate on the list, else United States (federal)', () => {
    expect(pickJurisdiction(OPTIONS, 'us-ny', 'us-ca')).toBe('us-ny');
    expect(pickJurisdiction(OPTIONS, undefined, 'us-ca')).toBe('us-ca');
    expect(pickJurisdiction(OPTIONS, 'us-xx', null)).toBe('us-federal');
  });
});
