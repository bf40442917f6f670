import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DocumentBlock } from '../../../../shared/api/documents';
import { DocumentText } from './DocumentText';

const blocks: DocumentBlock[] = [
  { page: 1, paragraph: 1, kind: 'heading', number: null, text: 'COMPLAINT' },
  { page: 1, paragraph: 2, kind: 'paragraph', number: '1.', text: 'Plaintiff brings this action.' },
  { page: 2, paragraph: 3, kind: 'list-item', number: '(a)', text: 'damages;' },
];

describe('the text tab', () => {
  it('sets headings as headings, anchors every paragraph, and marks each page where it starts', () => {
    const markup = renderToStaticMarkup(<DocumentText blocks={blocks} paged target={null} />);
    expect(markup).toMatch(/<h2 id="p-1"[^>]*>.*COMPLAINT<\/h2>/);
    expect(markup).toMatch(/<p id="p-2"[^>]*>.*1\..*Plaintiff brings this action\.<\/p>/);
    expect(markup).toContain('id="p-3"');
    expect(markup.indexOf('id="page-1"')).toBeLessThan(markup.indexOf('id="p-1"'));
    expect(markup.indexOf('id="page-2"')).toBeGreaterThan(markup.indexOf('id="p-2"'));
    expect(markup.indexOf('id="page-2"')).toBeLessThan(markup.indexOf('id="p-3"'));
  });

  it('says so when the document has no text', () => {
    expect(renderToStaticMarkup(<DocumentText blocks={[]} paged target={null} />)).toContain('No text was found in this document.');
  });
});
