import { describe, expect, it } from 'vitest';
import { quotedPhrases, toSnippet } from './snippet';

describe('toSnippet', () => {
  it('splits a marked headline into plain and matching pieces', () => {
    expect(toSnippet('the \u0001writ\u0002 of \u0001mandamus\u0002 lies')).toEqual([
      { text: 'the ', match: false },
      { text: 'writ', match: true },
      { text: ' of ', match: false },
      { text: 'mandamus', match: true },
      { text: ' lies', match: false },
    ]);
  });

  it('keeps text that looks like HTML as plain text', () => {
    expect(toSnippet('<script>x</script>')).toEqual([{ text: '<script>x</script>', match: false }]);
  });
});

describe('quotedPhrases', () => {
  it('reads the quoted phrases of a query, lower-cased without punctuation', () => {
    expect(quotedPhrases('"Separate but Equal" schools "state-action"')).toEqual(['separate but equal', 'state action']);
  });

  it('reads no phrase from a quoted single word or an unquoted query', () => {
    expect(quotedPhrases('"laches" equal protection')).toEqual([]);
  });
});
