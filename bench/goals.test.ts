import { describe, expect, it } from 'vitest';
import { apiMeVerdict, importVerdict, searchVerdict } from './goals';

const MB = 2 ** 20;

describe("the import's goal", () => {
  it('on PGlite holds both the time ratio and the peak: 30× with 600 MB misses, 30× with 450 MB meets', () => {
    expect(importVerdict({ database: 'PGlite', importMs: 60_000, baselineMs: 2_000, peakBytes: 600 * MB }).met).toBe(false);
    const met = importVerdict({ database: 'PGlite', importMs: 60_000, baselineMs: 2_000, peakBytes: 450 * MB });
    expect(met).toEqual({ ratio: 30, goal: '≤ 35× the decompressor, peak ≤ 500 MB', met: true });
  });

  it('on PostgreSQL allows 20× and sets no peak for the importing process', () => {
    expect(importVerdict({ database: 'PostgreSQL', importMs: 30_000, baselineMs: 2_000, peakBytes: 900 * MB })).toEqual({
      ratio: 15,
      goal: '≤ 20× the decompressor',
      met: true,
    });
    expect(importVerdict({ database: 'PostgreSQL', importMs: 42_000, baselineMs: 2_000, peakBytes: 100 * MB }).met).toBe(false);
  });
});

describe("search's goal", () => {
  it('is a p95 at most a tenth of the scan: 50 ms against 600 ms meets, 100 ms against 600 ms misses', () => {
    expect(searchVerdict(50, 600).met).toBe(true);
    expect(searchVerdict(100, 600)).toMatchObject({ goal: '≤ 0.1× the scan', met: false });
  });
});

describe("GET /api/me's goal", () => {
  it('needs both the req/s ratio and the p99', () => {
    expect(apiMeVerdict({ perSecond: 4_000, p99: 20 }, { perSecond: 10_000 }).met).toBe(true);
    expect(apiMeVerdict({ perSecond: 3_000, p99: 20 }, { perSecond: 10_000 }).met).toBe(false);
    expect(apiMeVerdict({ perSecond: 4_000, p99: 26 }, { perSecond: 10_000 }).met).toBe(false);
  });
});
