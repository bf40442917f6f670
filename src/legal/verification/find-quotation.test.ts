import { describe, expect, it } from 'vitest';
import { findQuotation } from './find-quotation';
import {
  BOWERS_V_HARDWICK,
  DIRECT_MARKETING_V_BROHL,
  EASTMAN_KODAK_DISSENT,
  NLRB_V_HEALTH_CARE_DISSENT,
  ROE_V_WADE,
  UNITED_STATES_V_NIXON,
  YOUNG_V_UPS_CONCURRENCE,
} from './opinion-excerpts.fixture';
import { prepareOpinionText } from './opinion-text';

const BOWERS_QUOTE =
  'none of the rights announced in those cases bears any resemblance to the claimed constitutional right of ' +
  'homosexuals to engage in acts of sodomy that is asserted in this case';

describe('findQuotation in real opinion text', () => {
  it.each([
    ['a Justia page marker', BOWERS_QUOTE, BOWERS_V_HARDWICK],
    [
      'footnote references and a page marker',
      "We granted both the United States' petition for certiorari before judgment (No. 7 1766), and also the " +
        "President's cross-petition for certiorari before judgment (No. 73-1834), because of the public importance",
      UNITED_STATES_V_NIXON,
    ],
    [
      'a bracketed page number',
      'We seek earnestly to do this, and, because we do, we have inquired into, and in this opinion place some ' +
        'emphasis upon, medical and medical-legal history',
      ROE_V_WADE,
    ],
    [
      'a page number and running head splitting a word',
      'Because this case comes to us on the assumption that Kodak is without such interbrand power, I believe we ' +
        'are compelled to reverse the judgment of the Court of Appeals.',
      EASTMAN_KODAK_DISSENT,
    ],
    ['a glued footnote number', 'subject to the Act will receive its protections. The', NLRB_V_HEALTH_CARE_DISSENT],
    ['a word hyphenated mid-line', 'made no mention of discrimination because of pregnancy', YOUNG_V_UPS_CONCURRENCE],
    ["the court's own ellipsis and bracket", 'because of [an] individual’s . . . sex', YOUNG_V_UPS_CONCURRENCE],
    [
      'a closing quotation mark glued to a citation',
      '“[N]o suit for the purpose of restraining the assessment or collection of any tax shall be maintained in any ' +
        'court by any person.” 26 U.S.C. § 7421(a)',
      DIRECT_MARKETING_V_BROHL,
    ],
  ])('finds a quotation across %s', (_flaw, quotation, opinion) => {
    expect(findQuotation(quotation, opinion)).toBe(true);
  });
});

describe('findQuotation tolerates how briefs quote', () => {
  const CLAIMED = 'bears any resemblance to the claimed constitutional right';
  it.each([
    ['line breaks and extra spaces', BOWERS_QUOTE.replaceAll(' ', '\n   ')],
    ['a capital first letter', `None${BOWERS_QUOTE.slice(4)}`],
    ['an altered first letter', `[N]${BOWERS_QUOTE.slice(1)}`],
    ['surrounding quotation marks', `“${BOWERS_QUOTE}.”`],
    ['... for omitted words', `none of the rights announced...${CLAIMED}`],
    ['. . . for omitted words', `none of the rights announced . . . ${CLAIMED}`],
    ['… for omitted words', `none of the rights announced … ${CLAIMED}`],
    ['[...] for omitted words', `none of the rights announced [...] ${CLAIMED}`],
    ['a four-dot ellipsis ending a sentence', 'Accepting the decisions in these cases . . . . we think it evident'],
    ['a bracketed substitution', 'the rights announced in [Griswold, Eisenstadt, and Roe] bears any resemblance'],
    ['a bracketed inflection', 'none of the rights announced in those cases bear[s] any resemblance to the claimed'],
    ['an empty bracket', 'none of the rights announced in those cases bear[ ] any resemblance to the claimed'],
    ['a short piece between ellipses', 'we think it evident . . . that . . . none of the rights announced in those'],
  ])('finds the Bowers passage with %s', (_variation, quotation) => {
    expect(findQuotation(quotation, BOWERS_V_HARDWICK)).toBe(true);
  });

  it.each([
    ['curly apostrophes for straight ones', 'what that history reveals about man’s attitudes toward the abortion'],
    ['an en dash for a hyphen', 'place some emphasis upon, medical and medical–legal history'],
    ['an em dash for a hyphen', 'place some emphasis upon, medical and medical—legal history'],
    ['single quotes inside for double quotes', 'These make it a crime to ‘procure an abortion,’ as therein defined'],
    ['straight single quotes inside', "These make it a crime to 'procure an abortion,' as therein defined"],
    ['the court’s own bracket copied', '“[The Constitution] is made for people of fundamentally differing views”'],
    ['its own bracket over the court’s', '[t]he Constitution is made for people of fundamentally differing views'],
  ])('finds the Roe passage with %s', (_variation, quotation) => {
    expect(findQuotation(quotation, ROE_V_WADE)).toBe(true);
  });
});

describe('findQuotation rejects what the opinion does not say', () => {
  it.each([
    ['one word changed', BOWERS_QUOTE.replace('constitutional', 'statutory')],
    ['a word added', BOWERS_QUOTE.replace('bears any', 'bears any real')],
    ['a word dropped without an ellipsis', BOWERS_QUOTE.replace('claimed ', '')],
    ['a negation added', 'we think it evident that none of the rights announced in those cases bears no'],
    ['pieces out of order', 'claimed constitutional right of homosexuals . . . none of the rights announced'],
    ['a bracket standing for a whole clause', 'Accepting the decisions in these cases [and] claimed constitutional'],
    ['a short piece that is not there', 'we think it evident that none of the rights . . . zebra'],
    [
      'plausible prose that is not in the text',
      'The right to privacy protects intimate conduct between consenting adults from state proscription.',
    ],
    ['only short pieces, though they occur', 'none of . . . the . . . rights'],
    ['a two-word quotation', 'by respondent'],
    ['nothing', ''],
    ['no Latin letters', 'οὐδὲν τῶν δικαίων ἐκείνων'],
  ])('does not find a quotation with %s', (_change, quotation) => {
    expect(findQuotation(quotation, BOWERS_V_HARDWICK)).toBe(false);
  });

  it('bounds the text an ellipsis may omit to a sentence or so', () => {
    const opinion = (fillerWords: number): string =>
      `The statute is valid. ${'and then more words '.repeat(fillerWords)} We therefore affirm the judgment below.`;
    const quotation = 'The statute is valid . . . we therefore affirm the judgment';
    // Each filler word group is 20 characters: 12 groups omit about 240, 100 groups about 2,000.
    expect(findQuotation(quotation, opinion(12))).toBe(true);
    expect(findQuotation(quotation, opinion(100))).toBe(false);
  });

  it('tries every placement of a piece that repeats within a gap', () => {
    // After 'We hold today that', the first 'rule' ends 45 letters before 'governs', beyond a bracket's 40; the
    // second ends 20 before it, so only the second placement completes the quotation.
    const opinion = 'We hold today that the rule as stated by the court, the rule in all such cases always, governs.';
    expect(findQuotation('We hold today that [the] rule [in such cases] governs', opinion)).toBe(true);
    expect(findQuotation('We hold today that [the] rule governs', opinion)).toBe(false);
  });
});

describe('findQuotation on a long opinion', () => {
  it('checks two hundred quotations against a 300 KB opinion prepared once in well under a second', () => {
    const sections = [ROE_V_WADE, EASTMAN_KODAK_DISSENT, YOUNG_V_UPS_CONCURRENCE, UNITED_STATES_V_NIXON];
    const filler = Array.from({ length: 240 }, (_, index) => sections[index % sections.length]).join('\n\n');
    const text = `${filler}\n\n${BOWERS_V_HARDWICK}\n\n${filler}`;
    expect(text.length).toBeGreaterThan(300_000);
    const started = performance.now();
    const opinion = prepareOpinionText(text);
    const found = Array.from({ length: 100 }, () => [
      findQuotation('the . . . of the . . . none of the rights announced in those cases bears any', opinion),
      findQuotation('the . . . of the . . . none of the rights announced in these cases bears any', opinion),
    ]);
    const elapsed = performance.now() - started;
    expect(found.every(([real, altered]) => real === true && altered === false)).toBe(true);
    expect(elapsed).toBeLessThan(1_000);
  });
});
