import { describe, expect, it } from 'vitest';
import { filingParts, type PartStart } from '../../../legal/drafting/filing-parts';
import type { CitationInDraft } from '../../../shared/api/drafts';
import { CAPTION, buildContent } from './content.fixture';
import { tableEntries } from './tables-of-contents';
import { tablesPlacement } from './tables-placement';

/** A motion, then a brief filed under its own caption (N.D. Tex. LR 56.5(a)), then an appendix. */
const content = buildContent({
  caption: CAPTION,
  sections: {
    'Motion for Summary Judgment': 'See Anderson v. Liberty Lobby, Inc., 477 U.S. 242 (1986).',
    'Brief in Support of Motion for Summary Judgment': 'Summary.',
    Argument: '# A. No genuine dispute\n\nRoe v. Wade, 410 U.S. 113 (1973).',
    Conclusion: 'Grant the motion.',
    'Appendix in Support of Motion for Summary Judgment': 'App. 1.',
  },
});
const STARTS: PartStart[] = [
  { sectionId: 'section-2', opening: 'caption', signer: 'attorney' },
  { sectionId: 'section-5', opening: 'caption', signer: 'attorney' },
];
const parts = filingParts(content, STARTS);

const cited = (text: string, sectionIndex: number): CitationInDraft => ({
  start: 0, end: text.length, text, kind: 'case', normalized: null, status: 'verified', source: 'corpus', message: '', match: null, quotations: [], sectionIndex,
});

describe('which paper carries the tables', () => {
  it('is the brief filed after its motion, covering its sections alone: its headings and the authorities it cites', () => {
    const placement = tablesPlacement(content, parts, 'section-2');
    expect(placement).toEqual({ partIndex: 1, sections: [1, 2, 3] });
    const entries = tableEntries(content, [cited('Anderson v. Liberty Lobby, Inc., 477 U.S. 242 (1986)', 0), cited('Roe v. Wade, 410 U.S. 113 (1973)', 2)], placement.sections);
    expect(entries.toc.map((entry) => entry.text)).toEqual(['BRIEF IN SUPPORT OF MOTION FOR SUMMARY JUDGMENT', 'ARGUMENT', 'A. No genuine dispute', 'CONCLUSION']);
    expect(entries.authorities.map((authority) => [authority.long, authority.occurrences])).toEqual([['Roe v. Wade, 410 U.S. 113 (1973)', [1]]]);
  });

  it('is the first paper, covering the whole filing, when no later paper is named or the draft no longer has it', () => {
    const whole = { partIndex: 0, sections: [0, 1, 2, 3, 4] };
    expect(tablesPlacement(content, parts, undefined)).toEqual(whole);
    expect(tablesPlacement(content, parts, 'brief')).toEqual(whole);
    // The first paper is already the brief: the tables follow the filing's caption, as they always have.
    expect(tablesPlacement(content, parts, 'section-1')).toEqual(whole);
  });
});
