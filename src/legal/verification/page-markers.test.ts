import { describe, expect, it } from 'vitest';
import { pageAt, pageRange, pageSpans, pinRanges } from './page-markers';

// As Justia prints Rock v. Arkansas, 483 U.S. 44 (1987), cut: a marker may follow a line break without a blank line.
const TEXT =
  'Syllabus ends here.\n\nPage 483 U. S. 45\n\nJUSTICE BLACKMUN delivered the opinion of the Court.\n\n' +
  'The issue presented\n\nPage 483 U. S. 46\n\nher husband, Tr. 230. See 401 U. S. 230.\nissue before us arises only by virtue\n' +
  'Page 483 U. S. 64\n\nof Rock’s memory loss.';

describe('pageSpans', () => {
  const spans = pageSpans(TEXT);

  it('puts the text before the first marker on the page before it, and each marker’s text on its page', () => {
    expect(spans.map((span) => span.page)).toEqual([44, 45, 46, 64]);
    expect(pageAt(spans, TEXT.indexOf('Syllabus'))).toBe(44);
    expect(pageAt(spans, TEXT.indexOf('The issue presented'))).toBe(45);
    expect(pageAt(spans, TEXT.indexOf('her husband'))).toBe(46);
    expect(pageAt(spans, TEXT.indexOf('arises only'))).toBe(46);
    expect(pageAt(spans, TEXT.indexOf('memory loss'))).toBe(64);
  });

  it('covers the whole text without gaps, and does not take a citation of another volume for a page', () => {
    expect(spans[0]!.start).toBe(0);
    expect(spans.at(-1)!.end).toBe(TEXT.length);
    spans.slice(1).forEach((span, index) => expect(span.start).toBe(spans[index]!.end));
    expect(pageRange(spans)).toEqual({ first: 44, last: 64 });
  });

  it('says nothing of pages when the text has no markers', () => {
    expect(pageSpans('An opinion from a slip opinion, without markers.')).toEqual([]);
    expect(pageRange([])).toBeNull();
    expect(pageAt([], 3)).toBeNull();
  });

  it('starts at the first page when the text opens with a marker', () => {
    expect(pageSpans('Page 410 U. S. 113\n\nText.').map((span) => span.page)).toEqual([113]);
  });
});

describe('pinRanges', () => {
  it.each([
    ['153', [[153, 153]]],
    ['152-153', [[152, 153]]],
    ['152–53', [[152, 153]]],
    ['1152-53', [[1152, 1153]]],
    ['45, 47', [[45, 45], [47, 47]]],
    ['153 n.5', [[153, 153]]],
    ['153 & n. 5', [[153, 153]]],
  ])('reads the pin %s', (pin, ranges) => {
    expect(pinRanges(pin)).toEqual(ranges);
  });
});

describe('pageSpans and the footnotes Justia gathers after an opinion', () => {
  // As in Rock v. Arkansas, 483 U.S. 44: references in the text, the footnotes' text after the opinion.
  const text =
    'Intro. [Footnote 1] More.\n\nPage 483 U. S. 45\n\nText [Footnote 2] and more.\n\nPage 483 U. S. 46\n\nIt is so ordered.\n\n' +
    '[Footnote 1]\n\nThe first footnote.\n\n[Footnote 2]\n\nThe second footnote.\n\nCHIEF JUSTICE REHNQUIST, dissenting.\n\nDissent.';
  const spans = pageSpans(text);

  it('puts each footnote on the page of its reference', () => {
    expect(pageAt(spans, text.indexOf('The first footnote'))).toBe(44);
    expect(pageAt(spans, text.indexOf('The second footnote'))).toBe(45);
  });

  it('ends the last footnote where a separate opinion begins', () => {
    expect(pageAt(spans, text.indexOf('It is so ordered'))).toBe(46);
    expect(pageAt(spans, text.indexOf('Dissent.'))).toBe(46);
    expect(spans.at(-1)!.end).toBe(text.length);
    expect(pageRange(spans)).toEqual({ first: 44, last: 46 });
  });
});
