import { describe, expect, it } from 'vitest';
import { spokenText } from './spoken-text';

describe('spokenText', () => {
  it('reads an answer without its Markdown marks or link addresses', () => {
    const answer = '_Offline help assistant._\n\n**[Reset your password](/help/reset-your-password)** Ask for a link.\n\n> 1. Choose **Forgot your password?**';
    expect(spokenText(answer)).toBe('Offline help assistant. Reset your password Ask for a link. 1. Choose Forgot your password?');
  });
});
