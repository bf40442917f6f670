import { describe, expect, it } from 'vitest';
import type { MatterSummary } from '../../../shared/api/matters';
import { groupByFirm, matterFromSearch, matterHref, matterLabel, withMatter } from './matter-links';

const matter = (id: string, firmId: string, firmName: string, updatedAt: string) =>
  ({ id, firmId, firmName, name: id, client: 'Client', number: id.toUpperCase(), memberCount: 1, createdAt: updatedAt, updatedAt }) as MatterSummary;

describe('matter links', () => {
  it('carries a matter into a flow, keeping what the address already asks', () => {
    expect(withMatter('/chat', 'm 1')).toBe('/chat?matterId=m+1');
    expect(withMatter('/drafts/new?type=nda', 'm1')).toBe('/drafts/new?type=nda&matterId=m1');
    expect(withMatter('/chat', null)).toBe('/chat');
  });

  it('reads the matter a flow was opened for, and none for personal work', () => {
    expect(matterFromSearch(new URLSearchParams('matterId=m1'))).toBe('m1');
    expect(matterFromSearch(new URLSearchParams('matterId=personal'))).toBeNull();
    expect(matterFromSearch(new URLSearchParams('matterId='))).toBeNull();
    expect(matterFromSearch(new URLSearchParams(''))).toBeNull();
  });

  it('names a matter by its number, then its name, and links to it safely', () => {
    expect(matterLabel({ id: 'x', number: '2026-014', name: 'Acme v. Roe' })).toBe('2026-014 · Acme v. Roe');
    expect(matterHref('a/b')).toBe('/matters/a%2Fb');
  });
});

describe('matters grouped by firm', () => {
  it('puts firms in name order and each firm’s latest matter first', () => {
    const groups = groupByFirm([
      matter('old', 'f2', 'Roe LLP', '2026-01-01T00:00:00Z'),
      matter('solo', 'f1', 'Doe & Co', '2026-02-01T00:00:00Z'),
      matter('new', 'f2', 'Roe LLP', '2026-03-01T00:00:00Z'),
    ]);
    expect(groups.map((group) => group.firmName)).toEqual(['Doe & Co', 'Roe LLP']);
    expect(groups[1]!.matters.map((m) => m.id)).toEqual(['new', 'old']);
  });

  it('has no groups without matters', () => {
    expect(groupByFirm([])).toEqual([]);
  });
});
