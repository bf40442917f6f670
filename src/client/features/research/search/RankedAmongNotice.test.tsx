import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RankedAmongNotice } from './RankedAmongNotice';

describe('a broad search on a large corpus', () => {
  it('says how many opinions matched, how many were ranked by their text, and how to rank them all', () => {
    const text = renderToStaticMarkup(<RankedAmongNotice matched={31517} ranked={1000} />).replace(/<[^>]+>/g, '');
    expect(text).toContain('31,517 opinions match this search. Only the 1,000 most cited of them were ranked');
    expect(text).toContain('Add words, a court or years to rank every match.');
  });
});
