import { describe, expect, it } from 'vitest';
import { extractCitations } from '../citations';
import { MAX_CITATION_DISTANCE, attributeQuotations } from './attribute-quotations';
import type { TextSpan } from './attribute-quotations';
import { extractQuotations } from './extract-quotations';

/** The spans of `snippets` in `text`, each found after the previous one. */
function spansOf(text: string, snippets: readonly string[]): TextSpan[] {
  let from = 0;
  return snippets.map((snippet) => {
    const start = text.indexOf(snippet, from);
    if (start === -1) throw new Error(`'${snippet}' is not in the text`);
    from = start + snippet.length;
    return { start, end: from };
  });
}

/** Attributes every quotation in `text` to the citations named by `citations`, in text order. */
function attribute(text: string, citations: readonly string[]): Array<number | null> {
  return attributeQuotations(text, extractQuotations(text), spansOf(text, citations));
}

const ROE = 'Roe v. Wade, 410 U.S. 113, 153 (1973)';
const CASEY = 'Casey, 505 U.S. at 846';

describe('attributeQuotations', () => {
  it('attributes a quotation to the citation that follows it in the next sentence', () => {
    expect(attribute(`The Court held that “the right of privacy is broad enough here.” ${ROE}.`, [ROE])).toEqual([0]);
  });

  it('attributes a quotation to a citation later in the same sentence', () => {
    const text = `“The right of privacy is broad enough,” the Court said in ${CASEY}, and so it is.`;
    expect(attribute(text, [CASEY])).toEqual([0]);
  });

  it('allows one sentence of the writer’s own between the quotation and the citation', () => {
    const text = `The Court explained that “the right is broad enough here” and applied that rule. See ${CASEY}.`;
    expect(attribute(text, [CASEY])).toEqual([0]);
    const twoSentences = `The Court explained that “the right is broad enough here.” That rule controls. See ${CASEY}.`;
    expect(attribute(twoSentences, [CASEY])).toEqual([null]);
  });

  it('does not take abbreviations in a case name for the end of a sentence', () => {
    const text =
      '“Separate educational facilities are inherently unequal.” Brown v. Bd. of Educ., 347 U.S. 483, 495 (1954). ' +
      '“The sale of copying equipment does not constitute contributory infringement.” Sony Corp. of Am. v. ' +
      'Universal City Studios, Inc., 464 U.S. 417, 442 (1984).';
    expect(attribute(text, ['Brown v. Bd. of Educ., 347 U.S. 483, 495 (1954)', 'Sony Corp.'])).toEqual([0, 1]);
  });

  it('attributes a quotation to Id. after it', () => {
    const text = `${ROE}. It added that “the State has an important interest.” Id. at 162.`;
    expect(attribute(text, [ROE, 'Id. at 162'])).toEqual([1]);
  });

  it('does not reach a citation too far away', () => {
    const filler = 'and the writer goes on at length about the facts of the case '.repeat(6);
    expect(filler.length).toBeGreaterThan(MAX_CITATION_DISTANCE);
    expect(attribute(`“The right of privacy is broad enough,” ${filler}${CASEY}.`, [CASEY])).toEqual([null]);
  });

  it('attributes a parenthetical quotation to the citation it follows, not the next one', () => {
    const text = `${ROE} (“the right of privacy is broad enough”); ${CASEY}.`;
    expect(attribute(text, [ROE, CASEY])).toEqual([0]);
    const explained = `${ROE} (holding that “the right of privacy is broad enough”).`;
    expect(attribute(explained, [ROE])).toEqual([0]);
  });

  it('attributes two quotations in one sentence to the citation after both', () => {
    const text = `It requires “notice reasonably calculated to inform” and “an opportunity to be heard.” ${CASEY}.`;
    expect(attribute(text, [CASEY])).toEqual([0, 0]);
  });

  it('does not attribute a quotation past another quotation in a later sentence', () => {
    const text = `“The right of privacy is broad.” The Court then added that “the State may regulate it,” ${CASEY}.`;
    expect(attribute(text, [CASEY])).toEqual([null, 0]);
  });

  it('ignores a citation inside the quotation and one before it without a parenthetical', () => {
    const text = `${ROE}. The Court said “the rule of Roe v. Wade, 410 U.S. 113 (1973), controls here.” ${CASEY}.`;
    const citations = spansOf(text, [ROE, 'Roe v. Wade, 410 U.S. 113 (1973)', CASEY]);
    expect(attributeQuotations(text, extractQuotations(text), citations)).toEqual([2]);
    expect(attribute(`${ROE}. The Court said “the rule of this case controls here.”`, [ROE])).toEqual([null]);
  });

  it('does not depend on the order of the citations given', () => {
    const text = `“The right of privacy is broad enough.” ${ROE}; ${CASEY}.`;
    const caseyThenRoe = spansOf(text, [ROE, CASEY]).reverse();
    expect(attributeQuotations(text, extractQuotations(text), caseyThenRoe)).toEqual([1]);
  });

  it('works on the spans extractCitations and extractQuotations return', () => {
    const text =
      'A State may not “impose an undue burden on a woman’s ability” to decide. Planned Parenthood of Southeastern ' +
      'Pa. v. Casey, 505 U.S. 833, 874 (1992). Earlier, Roe v. Wade, 410 U.S. 113, 154 (1973) (“this right is not ' +
      'unqualified and must be considered”). The Court has said “the State has legitimate interests.” Id. at 846.';
    const citations = extractCitations(text);
    const attributed = attributeQuotations(text, extractQuotations(text), citations);
    expect(attributed.map((index) => (index === null ? null : citations[index]?.text))).toEqual([
      'Planned Parenthood of Southeastern Pa. v. Casey, 505 U.S. 833, 874 (1992)',
      'Roe v. Wade, 410 U.S. 113, 154 (1973)',
      'Id. at 846',
    ]);
  });
});
