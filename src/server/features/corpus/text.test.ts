import { describe, expect, it } from 'vitest';
import { captionYear, sentenceAround } from './text';

describe('captionYear', () => {
  it('reads the parenthetical after the case’s own citation before a wrong Decided line', () => {
    const text = 'U.S. Supreme Court\nUnited States ex Rel. Dunlap v. Black,\n128 U.S.\n40 (1888)\nDecided October 22,\n1988';
    expect(captionYear(text, { volume: 128, page: '40' })).toBe(1888);
  });
  it('falls back to the Decided line, and to null', () => {
    expect(captionYear('Argued May 1, 1888\nDecided May 24, 1888\n', null)).toBe(1888);
    expect(captionYear('No caption here (1888).', null)).toBeNull();
  });
});

describe('sentenceAround', () => {
  it('keeps the sentence holding the citation, not stopping at v. or U.S.', () => {
    const text = 'The law is what it is. See Marbury v. Madison, 5 U.S. 137, 177 (1803). Next sentence.';
    const start = text.indexOf('Marbury');
    expect(sentenceAround(text, start, text.indexOf(' (1803)'))).toBe(
      'See Marbury v. Madison, 5 U.S. 137, 177 (1803).',
    );
  });
  it('cuts a long sentence to at most 400 characters around the citation', () => {
    const text = `${'word '.repeat(200)}5 U.S. 137 ${'more '.repeat(200)}.`;
    const start = text.indexOf('5 U.S.');
    const context = sentenceAround(text, start, start + 10);
    expect(context.length).toBeLessThanOrEqual(400);
    expect(context).toContain('word 5 U.S. 137 more');
  });
});
