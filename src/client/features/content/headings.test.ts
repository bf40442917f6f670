import { describe, expect, it } from 'vitest';
import { rehypeHeadingIds, slugify, tableOfContents } from './headings';

describe('slugify', () => {
  it('makes a heading into a lower-case anchor of letters, digits and hyphens', () => {
    expect(slugify('Rule 3.1113(d): how long a memorandum may be')).toBe('rule-3-1113-d-how-long-a-memorandum-may-be');
    expect(slugify('What “verified” doesn’t promise')).toBe('what-verified-doesnt-promise');
    expect(slugify('Café & résumé')).toBe('cafe-resume');
    expect(slugify('§§ —')).toBe('section');
  });
});

describe('tableOfContents', () => {
  it('lists second- and third-level headings with their anchors, skipping code blocks and the Markdown in headings', () => {
    const markdown = [
      '## Step 1: Choose the document',
      'Text',
      '### The **short** answer',
      '```',
      '## not a heading',
      '```',
      '#### Too deep',
      '## See [the rules](/blog/rules) and `code`',
      '## Step 1: Choose the document',
    ].join('\n');
    expect(tableOfContents(markdown)).toEqual([
      { depth: 2, text: 'Step 1: Choose the document', id: 'step-1-choose-the-document' },
      { depth: 3, text: 'The short answer', id: 'the-short-answer' },
      { depth: 2, text: 'See the rules and code', id: 'see-the-rules-and-code' },
      { depth: 2, text: 'Step 1: Choose the document', id: 'step-1-choose-the-document-2' },
    ]);
  });
});

describe('rehypeHeadingIds', () => {
  it('sets the same anchors on the rendered h2 and h3 elements, in document order', () => {
    const heading = (tagName: string, ...texts: string[]) => ({
      type: 'element',
      tagName,
      properties: {},
      children: texts.map((value) => ({ type: 'text', value })),
    });
    const tree = {
      type: 'root',
      children: [heading('h2', 'Costs'), heading('p', 'Costs'), heading('h3', 'The ', 'short', ' answer'), heading('h2', 'Costs')],
    };
    rehypeHeadingIds()(tree);
    expect(tree.children.map((node) => node.properties)).toEqual([{ id: 'costs' }, {}, { id: 'the-short-answer' }, { id: 'costs-2' }]);
  });
});
