import { encode } from 'gpt-tokenizer';
import { describe, expect, it } from 'vitest';
import { packageLoaded } from '../../../../tests/support/packages-loaded';
import { countTokens, tokenizer } from './tokenizer';

const COUNTING_MODULES = [
  'src/server/features/tokens/tokenizer.ts',
  'src/server/features/tokens/metering.ts',
  'src/server/features/chat/prompt.ts',
  'src/server/providers/ai/offline/engine.ts',
];

describe('tokenizer', () => {
  it('counts as gpt-tokenizer does', () => {
    const text = 'The court held, 410 U.S. 113 (1973), that the statute was unconstitutional.';
    expect(countTokens(text)).toBe(encode(text).length);
    expect(tokenizer().decode(tokenizer().encode(text))).toBe(text);
  });

  it('loads its tables at the first count, not when the modules that count are imported', () => {
    expect(packageLoaded('gpt-tokenizer', COUNTING_MODULES)).toBe(false);
    expect(packageLoaded('gpt-tokenizer', COUNTING_MODULES, "first.countTokens('one count');")).toBe(true);
  }, 60_000);
});
