import { describe, expect, it } from 'vitest';
import { MAX_QUOTATION_LENGTH, extractQuotations } from './extract-quotations';

function quotedTexts(text: string): string[] {
  return extractQuotations(text).map((quotation) => quotation.text);
}

describe('extractQuotations', () => {
  it('returns the offsets of the words between curly quotation marks', () => {
    const text = 'As Holmes wrote, “[t]he Constitution is made for people of fundamentally differing views.” Lochner.';
    const [quotation] = extractQuotations(text);
    expect(quotation).toEqual({
      start: text.indexOf('[t]he'),
      end: text.indexOf('.”') + 1,
      text: '[t]he Constitution is made for people of fundamentally differing views.',
    });
    expect(text.slice(quotation?.start, quotation?.end)).toBe(quotation?.text);
  });

  it('reads straight quotation marks, across line breaks', () => {
    expect(quotedTexts('The Court held that "no State shall\ndeny to any person" equal protection.')).toEqual([
      'no State shall\ndeny to any person',
    ]);
  });

  it('takes several passages in order', () => {
    const text = 'It said “one two three four,” then “five six seven eight” and "nine ten eleven twelve."';
    expect(quotedTexts(text)).toEqual(['one two three four,', 'five six seven eight', 'nine ten eleven twelve.']);
  });

  it('skips quoted terms of fewer than four words but keeps the passages around them', () => {
    const text = 'The “actual malice” test of "New York Times" bars a statement “made with knowledge of its falsity.”';
    expect(quotedTexts(text)).toEqual(['made with knowledge of its falsity.']);
    expect(quotedTexts('“one two three”')).toEqual([]);
    expect(quotedTexts('“one two three four”')).toEqual(['one two three four']);
  });

  it('keeps nested single quotations, curly or straight, inside their passage', () => {
    const text = 'The Act says “the terms ‘because of sex’ or ‘on the basis of sex’ include pregnancy.”';
    expect(quotedTexts(text)).toEqual(['the terms ‘because of sex’ or ‘on the basis of sex’ include pregnancy.']);
    expect(quotedTexts(`It held "the term 'person' includes a corporation" here.`)).toEqual([
      "the term 'person' includes a corporation",
    ]);
  });

  it('keeps a quotation nested three deep and apostrophes inside a passage', () => {
    expect(quotedTexts('“The State’s ‘duty to “protect” its citizens’ isn’t absolute,” it said.')).toEqual([
      'The State’s ‘duty to “protect” its citizens’ isn’t absolute,',
    ]);
  });

  it('closes a curly opening mark with a straight closing one', () => {
    expect(quotedTexts('He wrote “the judgment is reversed" and left.')).toEqual(['the judgment is reversed']);
  });

  it('does not take an inch mark or a stray mark as a quotation', () => {
    expect(quotedTexts('A 12" pipe, and then "the rest of the passage is here" at the end.')).toEqual([
      'the rest of the passage is here',
    ]);
    expect(quotedTexts('An unclosed “opening mark runs on. Later “a real quoted passage here” ends.')).toEqual([
      'a real quoted passage here',
    ]);
  });

  it('does not span more than the maximum length', () => {
    const words = (length: number): string => 'word '.repeat(length / 5).trimEnd();
    const fits = words(MAX_QUOTATION_LENGTH);
    expect(quotedTexts(`“${fits}”`)).toEqual([fits]);
    expect(quotedTexts(`“${words(MAX_QUOTATION_LENGTH + 10)}”`)).toEqual([]);
  });

  it('finds nothing in text without quotation marks', () => {
    expect(extractQuotations('The Court has long held that the rule applies.')).toEqual([]);
  });
});
