import { describe, expect, it } from 'vitest';
import { containsPattern } from './search-pattern';

describe('containsPattern', () => {
  it('matches the text anywhere', () => {
    expect(containsPattern('ortiz')).toBe('%ortiz%');
  });

  it('takes % and _ typed in a search literally, so "100%" does not match everything', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
