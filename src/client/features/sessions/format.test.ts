import { describe, expect, it } from 'vitest';
import { formatCount, formatUpdated } from './format';

describe('session formatting', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('says when a conversation last changed, in words', () => {
    expect(formatUpdated('2026-03-10T11:59:40Z', now)).toBe('just now');
    expect(formatUpdated('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatUpdated('2026-03-09T12:00:00Z', now)).toBe('yesterday');
    expect(formatUpdated('2025-12-10T12:00:00Z', now)).toBe('3 months ago');
  });

  it('counts with the right noun', () => {
    expect(formatCount(1, 'message')).toBe('1 message');
    expect(formatCount(12_500, 'token')).toBe('12,500 tokens');
  });
});
