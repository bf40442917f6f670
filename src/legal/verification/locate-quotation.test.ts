import { describe, expect, it } from 'vitest';
import { findQuotation, locateQuotation } from './find-quotation';
import { prepareOpinionText, searchableForm } from './opinion-text';
import { BALDWIN_V_REESE_DISSENT, ROCK_V_ARKANSAS } from './paged-opinions.fixture';

const ROCK = prepareOpinionText(ROCK_V_ARKANSAS);
// Rock v. Arkansas, 483 U.S. 44, 45 (1987), the opinion of the Court.
const ISSUE =
  "The issue presented in this case is whether Arkansas' evidentiary rule prohibiting the admission of hypnotically refreshed testimony violated petitioner's constitutional right to testify";
// Id. at 55, and in the syllabus (page 44).
const LIMITATION = 'the right to present relevant testimony is not without limitation';

describe('prepareOpinionText keeps track of pages and opinions', () => {
  it('reduces the text as before, piece by piece', () => {
    expect(ROCK.searchable).not.toContain('page483us');
    expect(ROCK.searchable.length).toBe(ROCK.origin.length);
    expect(searchableForm(ROCK.cleaned)).toBe(ROCK.searchable);
  });
});

describe('locateQuotation: pages', () => {
  it('says on which page a quotation is', () => {
    expect(locateQuotation(ISSUE, ROCK)).toMatchObject({ firstPage: 45, lastPage: 45, problems: [] });
  });

  it('gives a quotation that runs over a page break both pages', () => {
    const across = 'restrictions of a defendant’s right to testify may not be arbitrary or disproportionate';
    expect(locateQuotation(across, ROCK)).toMatchObject({ firstPage: 55, lastPage: 56 });
  });

  it('prefers the Court’s words to the syllabus’s, whatever the pin, when the words occur in both', () => {
    expect(locateQuotation(LIMITATION, ROCK, [[55, 55]])).toMatchObject({ firstPage: 55, opinion: { kind: 'court' } });
    expect(locateQuotation(LIMITATION, ROCK, [[44, 44]])).toMatchObject({ firstPage: 55, opinion: { kind: 'court' } });
  });

  it('has no pages for a text without markers', () => {
    const stevens = 'the state courts did have a fair opportunity to assess respondent’s federal claim';
    expect(locateQuotation(stevens, BALDWIN_V_REESE_DISSENT.text)).toMatchObject({ firstPage: null, lastPage: null });
  });
});

describe('locateQuotation: which opinion', () => {
  it('says a passage of the dissent in a Justia text is from the Chief Justice’s dissent', () => {
    const dissent = "an individual's right to present evidence is subject always to reasonable restrictions";
    expect(locateQuotation(dissent, ROCK)).toMatchObject({
      firstPage: 64,
      opinion: { kind: 'separate', label: 'Chief Justice Rehnquist’s dissent' },
    });
    expect(locateQuotation(ISSUE, ROCK)?.opinion).toEqual({ kind: 'court', label: 'the opinion of the Court' });
  });
});

describe('locateQuotation: omissions that alter the opinion', () => {
  it.each([
    ['“not” cut from “is not without limitation”', 'the right to present relevant testimony is . . . without limitation', ['“not”']],
    ['“not” cut from “is not absolute”', 'right to present evidence on his behalf is . . . absolute', ['“not”']],
    ['“not” cut from “may not be arbitrary”', 'restrictions of a defendant’s right to testify may . . . be arbitrary', ['“not”']],
  ])('flags %s', (_case, quotation, dropped) => {
    const match = locateQuotation(quotation, ROCK);
    expect(match?.problems).toHaveLength(1);
    for (const word of dropped) expect(match!.problems[0]).toContain(`leaves out ${word}, which turns the statement round`);
    expect(findQuotation(quotation, ROCK)).toBe(false);
  });

  it('quotes the opinion’s own words in the reason', () => {
    const match = locateQuotation('the right to present relevant testimony is . . . without limitation', ROCK, [[55, 55]]);
    expect(match?.problems[0]).toContain('the opinion reads “present relevant testimony is not without limitation”');
  });

  it('lets an ellipsis drop a clause that merely holds a negation', () => {
    // Id. at 45: 'leading questions are circumstances that the trial court should have considered', after 'did not suggest'.
    const quotation = 'the trial judge’s conclusion that the tape recordings . . . are circumstances that the trial court should have considered';
    expect(locateQuotation(quotation, ROCK)?.problems).toEqual([]);
  });

  it('flags an ellipsis that stands for more than a sentence or so, saying how much it leaves out', () => {
    const quotation = `${ISSUE} . . . police arrived on the scene`;
    const match = locateQuotation(quotation, ROCK);
    expect(match?.problems).toEqual([expect.stringMatching(/^The ellipsis after “.*right to testify” leaves out \d{3} characters of the opinion/)]);
    expect(findQuotation(quotation, ROCK)).toBe(false);
  });

  it('flags a bracket put in place of a negation, but not one that puts another negation there', () => {
    expect(locateQuotation('the right to present relevant testimony is [] without limitation', ROCK)?.problems).toEqual([
      expect.stringContaining('leaves out “not”'),
    ]);
    expect(locateQuotation('the right to present relevant testimony is [never] without limitation', ROCK)?.problems).toEqual([]);
  });
});

describe('the negation rule over every “not” in Rock v. Arkansas', () => {
  // Each sentence of the opinion with a 'not' between five words on either side, quoted with an ellipsis for the
  // 'not' (the meaning turned round) and, as a control, for the third word before it (a harmless omission).
  const words = ROCK.cleaned.split(/\s+/).filter((word) => word !== '');
  const cases = words.flatMap((word, index) => {
    const before = words.slice(index - 5, index);
    const after = words.slice(index + 1, index + 6);
    const plain = (list: string[]) => list.every((other) => /^[A-Za-z,']+$/.test(other));
    if (word !== 'not' || before.length < 5 || after.length < 5 || !plain(before) || !plain(after)) return [];
    return [{ inverted: `${before.join(' ')} . . . ${after.join(' ')}`, harmless: `${before.slice(0, 2).join(' ')} . . . ${before.slice(3).join(' ')} not ${after.join(' ')}` }];
  });

  it('flags every omitted negation and lets the harmless omissions through', () => {
    const flagged = cases.filter(({ inverted }) => locateQuotation(inverted, ROCK)?.problems.some((problem) => problem.includes('“not”')));
    const passed = cases.filter(({ harmless }) => findQuotation(harmless, ROCK));
    console.log(
      `Omitted negations in Rock v. Arkansas: ${flagged.length}/${cases.length} flagged; harmless omissions: ${passed.length}/${cases.length} found.`,
    );
    expect(cases.length).toBeGreaterThan(20);
    expect(flagged.length).toBe(cases.length);
    expect(passed.length).toBe(cases.length);
  });
});
