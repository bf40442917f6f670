import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './attempt-limiter';

describe('createAttemptLimiter', () => {
  it('blocks a key after max failures within the window, and forgets them after it', () => {
    let clock = 0;
    const limiter = createAttemptLimiter({ max: 3, windowMs: 1000, now: () => clock });
    for (let i = 0; i < 3; i++) {
      expect(limiter.isBlocked('a')).toBe(false);
      limiter.record('a');
    }
    expect(limiter.isBlocked('a')).toBe(true);
    expect(limiter.isBlocked('b')).toBe(false);
    clock = 1001;
    expect(limiter.isBlocked('a')).toBe(false);
  });

  it('clears a key on reset (a successful sign-in)', () => {
    const limiter = createAttemptLimiter({ max: 1, windowMs: 1000 });
    limiter.record('a');
    expect(limiter.isBlocked('a')).toBe(true);
    limiter.reset('a');
    expect(limiter.isBlocked('a')).toBe(false);
  });
});
