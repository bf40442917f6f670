import { describe, expect, it } from 'vitest';
import { opinionParagraphs } from './opinion-paragraphs';

const cite = (text: string, needle: string, caseId: number | null = 7) => {
  const start = text.indexOf(needle);
  return { start, end: start + needle.length, citation: needle, caseId };
};

describe('opinionParagraphs', () => {
  it('splits on blank lines, keeps single line breaks inside a paragraph, and cuts out each citation', () => {
    const text = 'U.S. Supreme Court\nHeader line\n\nIt is for the courts to say. Marbury v. Madison, 5 U.S.\n137 (1803).\n\n  \n\nLast, 17 U.S. 316.';
    const paragraphs = opinionParagraphs(text, [cite(text, '17 U.S. 316', null), cite(text, '5 U.S.\n137')]);
    expect(paragraphs.map((p) => p.pieces.map((piece) => [piece.text, piece.citation?.caseId]))).toEqual([
      [['U.S. Supreme Court\nHeader line', undefined]],
      [
        ['It is for the courts to say. Marbury v. Madison, ', undefined],
        ['5 U.S.\n137', 7],
        [' (1803).', undefined],
      ],
      [
        ['Last, ', undefined],
        ['17 U.S. 316', null],
        ['.', undefined],
      ],
    ]);
    expect(paragraphs.map((p) => p.start)).toEqual([0, text.indexOf('It is'), text.indexOf('Last')]);
    expect(paragraphs.map((p) => p.keepLineBreaks)).toEqual([true, false, false]);
  });

  it('keeps the first of overlapping citations and clips one that runs past its paragraph', () => {
    const text = 'See 5 U.S. 137, 177\n\nnext';
    const whole = cite(text, '5 U.S. 137, 177');
    const inner = cite(text, 'U.S. 137');
    const running = { ...cite(text, '177'), end: text.length };
    const [first, second] = opinionParagraphs(text, [inner, whole, running]);
    expect(first!.pieces.map((p) => p.text)).toEqual(['See ', '5 U.S. 137, 177']);
    expect(second!.pieces.map((p) => p.text)).toEqual(['next']);
  });

  it('splits a 300 KB opinion with thousands of citations quickly', () => {
    const paragraph = 'The Court held so in Roe v. Wade, 410 U.S. 113 (1973), and again later.\nA wrapped line.';
    const text = Array.from({ length: 3000 }, () => paragraph).join('\n\n');
    const citations = [...text.matchAll(/410 U\.S\. 113/g)].map((m) => ({ start: m.index, end: m.index + 12, citation: m[0], caseId: 1 }));
    const started = performance.now();
    const paragraphs = opinionParagraphs(text, citations);
    expect(performance.now() - started).toBeLessThan(200);
    expect(paragraphs).toHaveLength(3000);
    expect(paragraphs.every((p) => p.pieces.length === 3)).toBe(true);
  });
});
