import { describe, expect, it } from 'vitest';
import { checkPlausibility } from './plausibility';

describe('checkPlausibility', () => {
  it.each([
    [{ reporter: 'U.S.', volume: 410, year: 1973 }, 'plausible'],
    [{ reporter: 'F. 2d', volume: 900, year: 1990 }, 'plausible'],
    [{ reporter: 'F.2d', volume: 500, year: 2025 }, 'invalid'],
    [{ reporter: 'F.3d', volume: 10, year: 1985 }, 'invalid'],
    [{ reporter: 'F.4th', volume: 1, year: 2021 }, 'plausible'],
    [{ reporter: 'F.2d', volume: 1200, year: 1990 }, 'invalid'],
    [{ reporter: 'L.Ed.2d', volume: 35, year: 1973 }, 'plausible'],
    [{ reporter: 'So. 3d', volume: 100, year: null }, 'plausible'],
    [{ reporter: 'Foo.', volume: 1, year: 2000 }, 'invalid'],
    [{ reporter: 'U.S.', volume: 0, year: null }, 'invalid'],
    // The Prize Cases, 2 Black 635, decided in 1863 after the December 1862 term.
    [{ reporter: 'Black', volume: 2, year: 1863 }, 'plausible'],
    [{ reporter: 'Wall.', volume: 24, year: 1875 }, 'invalid'],
    [{ reporter: 'Wheat.', volume: 4, year: 1819 }, 'plausible'],
    [{ reporter: 'Cal. App. 4th', volume: 100, year: 2002 }, 'plausible'],
    [{ reporter: "F. App'x", volume: 50, year: 1995 }, 'invalid'],
  ])('judges %j %s', (check, status) => {
    expect(checkPlausibility(check).status).toBe(status);
  });

  it('says what is wrong', () => {
    expect(checkPlausibility({ reporter: 'F.2d', volume: 500, year: 2025 }).problems).toEqual(['F.2d ends in 1993']);
    expect(checkPlausibility({ reporter: 'Foo.', volume: 1, year: 2000 }).problems).toEqual([
      "unknown reporter 'Foo.'",
    ]);
  });

  it('flags a future year only when told the present one', () => {
    const check = { reporter: 'F.4th', volume: 1, year: 2031 };
    expect(checkPlausibility(check).status).toBe('plausible');
    expect(checkPlausibility({ ...check, asOfYear: 2026 }).problems).toEqual(['2031 is in the future']);
  });
});
