import { describe, expect, it } from 'vitest';
import { queryRetryDelay, reconnectDelay } from './retry';

describe('retry delays', () => {
  it('queries back off 1000 ms × 2^attempt, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('the live channel reconnects after 1 s, ×1.5 each time, capped at 60 s', () => {
    expect([0, 1, 2, 3].map(reconnectDelay)).toEqual([1000, 1500, 2250, 3375]);
    expect(reconnectDelay(9)).toBeCloseTo(38443.36, 1);
    expect(reconnectDelay(10)).toBe(57665.0390625);
    expect(reconnectDelay(11)).toBe(60000);
    expect(reconnectDelay(50)).toBe(60000);
  });
});
