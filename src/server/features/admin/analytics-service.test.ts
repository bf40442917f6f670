import { describe, expect, it } from 'vitest';
import { analyticsDays } from './analytics-service';

describe('analyticsDays', () => {
  it('covers the 30 days ending today by default', () => {
    const days = analyticsDays({}, new Date('2026-03-15T18:30:00Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-02-14');
    expect(days.at(-1)).toBe('2026-03-15');
  });

  it('covers from and to inclusive, across a month end', () => {
    expect(analyticsDays({ from: '2026-02-27', to: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('counts 30 days back from a given end', () => {
    const days = analyticsDays({ to: '2026-01-10' });
    expect(days[0]).toBe('2025-12-12');
    expect(days).toHaveLength(30);
  });

  it('counts forward to today from a given start', () => {
    expect(analyticsDays({ from: '2026-03-14' }, new Date('2026-03-15T01:00:00Z'))).toEqual(['2026-03-14', '2026-03-15']);
  });
});

describe('analyticsDays refuses', () => {
  it('a start after today when no end is given', () => {
    expect(() => analyticsDays({ from: '2026-04-01' }, new Date('2026-03-15T00:00:00Z'))).toThrow(/must not be after/);
  });

  it('more than a year and a day', () => {
    expect(() => analyticsDays({ from: '2024-01-01' }, new Date('2026-03-15T00:00:00Z'))).toThrow(/at most 366 days/);
  });
});
