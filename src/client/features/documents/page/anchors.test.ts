import { describe, expect, it } from 'vitest';
import type { DocumentBlock } from '../../../../shared/api/documents';
import { paragraphFromHash, textItems } from './anchors';

const block = (paragraph: number, page: number): DocumentBlock => ({ paragraph, page, kind: 'paragraph', number: null, text: `P${paragraph}` });

describe('paragraph anchors', () => {
  it('reads the paragraph a quotation link points at', () => {
    expect(paragraphFromHash('#p-12')).toBe(12);
    expect(paragraphFromHash('p-3')).toBe(3);
    expect(paragraphFromHash('#p-0')).toBeNull();
    expect(paragraphFromHash('#page-2')).toBeNull();
    expect(paragraphFromHash('#p-12x')).toBeNull();
    expect(paragraphFromHash('')).toBeNull();
  });

  it('marks the page wherever it changes, and never in a document without pages', () => {
    const blocks = [block(1, 1), block(2, 1), block(3, 2), block(4, 4)];
    expect(textItems(blocks, true).map((item) => (item.kind === 'page' ? `page ${item.page}` : item.block.paragraph))).toEqual([
      'page 1', 1, 2, 'page 2', 3, 'page 4', 4,
    ]);
    expect(textItems(blocks, false).every((item) => item.kind === 'block')).toBe(true);
  });
});
