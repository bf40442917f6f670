import { describe, expect, it } from 'vitest';
import type { Block } from '../../../../shared/api/drafts';
import { blockMarkers } from './block-markers';

const block = (kind: Block['kind'], level?: number): Block => ({ kind, ...(level === undefined ? {} : { level }), runs: [{ text: 'x' }] });

describe('blockMarkers', () => {
  it('numbers clauses 1., (a), (i), restarting each sub-level under a new parent', () => {
    const blocks = [block('numbered', 0), block('numbered', 1), block('numbered', 2), block('numbered', 2), block('numbered', 1), block('numbered', 0), block('numbered', 1)];
    expect(blockMarkers(blocks)).toEqual(['1.', '(a)', '(i)', '(ii)', '(b)', '2.', '(a)']);
  });

  it('marks bullets and leaves paragraphs and subheadings unmarked', () => {
    expect(blockMarkers([block('subheading'), block('paragraph'), block('bullet'), block('bullet', 1)])).toEqual(['', '', '•', '•']);
  });

  it('starts a new list at 1 after any other block, as the editor does', () => {
    expect(blockMarkers([block('numbered'), block('numbered'), block('paragraph'), block('numbered')])).toEqual(['1.', '2.', '', '1.']);
  });

  it('writes long lists as filings do', () => {
    const sub = Array.from({ length: 28 }, () => block('numbered', 1));
    expect(blockMarkers([block('numbered', 0), ...sub]).slice(26)).toEqual(['(z)', '(aa)', '(bb)']);
    const roman = Array.from({ length: 14 }, () => block('numbered', 2));
    expect(blockMarkers([block('numbered', 0), block('numbered', 1), ...roman]).slice(-5)).toEqual(['(x)', '(xi)', '(xii)', '(xiii)', '(xiv)']);
  });
});
