import { describe, expect, it } from 'vitest';
import { citedReferences } from './ranking';

const MIRANDA = { volume: 384, reporter: 'U.S.', page: '436' };

describe('citedReferences', () => {
  it.each(['384 U.S. 436', '384 U. S. 436', ' 384 us 436 ', 'Miranda v. Arizona, 384 U.S. 436 (1966)', 'see 384 U.S. 436, 444'])(
    'reads %j as the case it cites',
    (q) => {
      expect(citedReferences(q)).toEqual([MIRANDA]);
    },
  );

  it.each(['miranda', 'Miranda v. Arizona', 'qualified immunity', '384 436', 'Fourth Amendment'])('finds no citation in %j', (q) => {
    expect(citedReferences(q)).toEqual([]);
  });
});
