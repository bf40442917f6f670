import { describe, expect, it } from 'vitest';
import { countWords, numberBlocks, splitNumber, textToBlocks } from './structure';

describe('splitNumber', () => {
  it('keeps clause and paragraph numbers as written', () => {
    expect(splitNumber('1. Definitions')).toEqual({ number: '1.', text: 'Definitions' });
    expect(splitNumber('2.3 Term of the agreement')).toEqual({ number: '2.3', text: 'Term of the agreement' });
    expect(splitNumber('(a) the Company shall')).toEqual({ number: '(a)', text: 'the Company shall' });
    expect(splitNumber('IV. ARGUMENT')).toEqual({ number: 'IV.', text: 'ARGUMENT' });
  });

  it('does not take a year or an abbreviation for a number', () => {
    expect(splitNumber('2026 was a busy year.').number).toBeNull();
    expect(splitNumber('U.S. courts agree.').number).toBeNull();
  });
});

describe('textToBlocks', () => {
  it('splits paragraphs on blank lines, pages on form feeds, and keeps numbered lines as list items', () => {
    const { blocks, pageCount } = textToBlocks('First paragraph\nwraps here.\n\n1. One\n2. Two\n   continues\f\nSecond page.\n', { markdown: false });
    expect(pageCount).toBe(2);
    expect(numberBlocks(blocks)).toEqual([
      { page: 1, paragraph: 1, kind: 'paragraph', number: null, text: 'First paragraph wraps here.' },
      { page: 1, paragraph: 2, kind: 'list-item', number: '1.', text: 'One' },
      { page: 1, paragraph: 3, kind: 'list-item', number: '2.', text: 'Two continues' },
      { page: 2, paragraph: 4, kind: 'paragraph', number: null, text: 'Second page.' },
    ]);
  });

  it('reads Markdown headings and bullets; plain text keeps a "#" as text', () => {
    const md = textToBlocks('# 1. Scope\n\n- first\n- second\n', { markdown: true }).blocks;
    expect(md.map((b) => [b.kind, b.number, b.text])).toEqual([
      ['heading', '1.', 'Scope'],
      ['list-item', null, 'first'],
      ['list-item', null, 'second'],
    ]);
    expect(textToBlocks('# Not a heading', { markdown: false }).blocks[0]!.kind).toBe('paragraph');
  });

  it('does not count a trailing form feed as an empty page', () => {
    expect(textToBlocks('Only page.\f', { markdown: false }).pageCount).toBe(1);
  });
});

describe('countWords', () => {
  it('counts words with inner apostrophes and hyphens once', () => {
    expect(countWords("The party's non-compete — § 16600 applies.")).toBe(5);
  });
});
