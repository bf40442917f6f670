import { describe, expect, it } from 'vitest';
import { authoritiesApiPath, filtersProblem, filtersToParams, readFilters, searchApiPath } from './search-filters';

const filters = (overrides: Partial<ReturnType<typeof readFilters>> = {}) => ({ q: 'due process', court: '', from: '', to: '', ...overrides });

describe('research search filters', () => {
  it('reads the URL and writes back only the filters that are set', () => {
    const read = readFilters(new URLSearchParams('q=+miranda+&court=scotus&from=1960'));
    expect(read).toEqual({ q: 'miranda', court: 'scotus', from: '1960', to: '' });
    expect(filtersToParams(read).toString()).toBe('q=miranda&court=scotus&from=1960');
  });

  it('builds the search path with the cursor only after the first page, and the authorities path without one', () => {
    expect(searchApiPath(filters(), 0)).toBe('/api/research/search?q=due+process');
    expect(searchApiPath(filters({ to: '1990' }), 20)).toBe('/api/research/search?q=due+process&to=1990&cursor=20');
    expect(authoritiesApiPath(filters({ court: 'scotus' }))).toBe('/api/research/authorities?q=due+process&court=scotus');
  });

  it('says what is wrong before asking the server', () => {
    expect(filtersProblem(filters())).toBeNull();
    expect(filtersProblem(filters({ q: ' a ' }))).toBe('Type at least 2 characters to search.');
    expect(filtersProblem(filters({ from: '19' }))).toBe('From must be a four-digit year.');
    expect(filtersProblem(filters({ from: '2000', to: '1990' }))).toBe('The From year must not be after the To year.');
  });
});
