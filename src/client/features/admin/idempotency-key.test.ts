import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('makes a version 4 UUID the API accepts', () => {
    const key = newIdempotencyKey();
    expect(z.uuid().safeParse(key).success).toBe(true);
    expect(key[14]).toBe('4');
  });

  it('sets the version and variant bits whatever the random bytes', () => {
    expect(newIdempotencyKey((b) => b.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newIdempotencyKey((b) => b.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('differs every time', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
