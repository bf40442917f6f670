import { describe, expect, it } from 'vitest';
import { blockPlainText } from '../../../legal/drafting';
import type { VerifyResponse } from '../../../shared/api/citations';
import { citeCheckReport, locationIn } from './cite-check-report';

describe('locationIn', () => {
  it('counts paragraphs by blank lines and characters from 1 within the paragraph', () => {
    const text = 'First paragraph.\n\n  Second one, with Roe.\nStill the second.';
    expect(locationIn(text, 0)).toEqual({ paragraph: 1, character: 1 });
    expect(locationIn(text, text.indexOf('Roe'))).toEqual({ paragraph: 2, character: 18 });
    expect(locationIn(text, text.indexOf('Still'))).toEqual({ paragraph: 2, character: 23 });
  });

  it('takes each line for a paragraph when the text has no blank lines', () => {
    const text = 'One.\nTwo, Roe.';
    expect(locationIn(text, text.indexOf('Roe'))).toEqual({ paragraph: 2, character: 6 });
  });
});

describe('citeCheckReport', () => {
  const text = 'Intro.\n\n"words of the dissent here" Rock v. Arkansas, 483 U.S. 44, 64 (1987).';
  const start = text.indexOf('Rock');
  const result: VerifyResponse = {
    onlineLookup: false,
    summary: { verified: 1, 'partly-verified': 0, mismatch: 0, 'not-found': 0, unverifiable: 0, invalid: 0 },
    citations: [
      {
        start,
        end: text.length - 1,
        text: text.slice(start, -1),
        kind: 'case',
        normalized: 'Rock v. Arkansas, 483 U.S. 44, 64 (1987)',
        status: 'verified',
        source: 'corpus',
        message: 'Found in the corpus: Rock v. Arkansas, 483 U.S. 44.',
        match: null,
        quotations: [
          { start: 9, end: 35, text: 'words of the dissent here', status: 'wrong-opinion', reason: 'These words are from Chief Justice Rehnquist’s dissent, not the opinion of the Court.', page: 64 },
        ],
      },
    ],
  };
  const report = citeCheckReport(text, result, new Date('2026-11-25T01:40:00Z'));
  const lines = report.content.sections.map((section) => [section.heading, ...section.blocks.map((block) => blockPlainText(block))]);

  it('states when and against what the brief was checked, and the counts', () => {
    expect(report.title).toBe('Cite-check report');
    expect(lines[0]).toEqual([
      'Summary',
      'Checked on 2026-11-25 at 01:40 UTC against the offline corpus (online lookup is not configured).',
      'Citations: 1: 1 verified.',
      'Authorities flagged as overruled or abrogated by a later decision: 0.',
      'Quotations attributed to a citation: 1: 1 from a separate opinion.',
      'Places are given as the paragraph of the brief and the character in it, counted from 1.',
    ]);
  });

  it('lists each citation with its status, place and reason, and its quotations under it with the page found', () => {
    expect(lines[1]).toEqual([
      'Citations and quotations',
      'Verified — Rock v. Arkansas, 483 U.S. 44, 64 (1987) (paragraph 2, character 29). Found in the corpus: Rock v. Arkansas, 483 U.S. 44.',
      '• Quotation from a separate opinion — “words of the dissent here” (paragraph 2, character 2; page 64 of the opinion). These words are from Chief Justice Rehnquist’s dissent, not the opinion of the Court.',
    ]);
  });

  it('lists the quotations no citation supports, as not checked', () => {
    const unsupported = `${text}\n\nAs one court put it, "nothing here is checked at all." And so on.`;
    const withLoose = citeCheckReport(unsupported, result, new Date('2026-11-25T01:40:00Z'));
    expect(withLoose.content.sections[2]!.heading).toBe('Quotations without a citation');
    expect(withLoose.content.sections[2]!.blocks.map((block) => blockPlainText(block))).toEqual([
      '• “nothing here is checked at all.” (paragraph 3, character 23). No case citation follows it, so it was not checked.',
    ]);
    expect(report.content.sections).toHaveLength(2);
  });

  it('says so when the text has no citations', () => {
    const empty = citeCheckReport('No law here.', { ...result, citations: [] }, new Date('2026-11-25T01:40:00Z'));
    expect(empty.content.sections[1]!.blocks.map((block) => blockPlainText(block))).toEqual(['No citations were found in the text.']);
  });
});
