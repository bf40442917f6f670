import { describe, expect, it } from 'vitest';
import { parseCourt } from '../../courts/chosen-court';
import { partStartsFor } from '../paper-layout';
import { resolvePaper } from '../resolve';
import { draftOf, expectCompanionSections, type PaperResolution } from './papers.fixture';

const LABEL = 'United States (federal)';

function summaryJudgmentIn(courtId: string | null): PaperResolution {
  const resolution = resolvePaper('motion-for-summary-judgment', 'us-federal', courtId ? parseCourt(courtId) : null);
  expect(resolution?.kind).toBe('paper');
  return resolution as PaperResolution;
}

describe('a federal summary-judgment motion in the chosen district', () => {
  it('in the Northern District of Texas is a motion, a brief in support and an appendix, with no noticed hearing', () => {
    const resolved = summaryJudgmentIn('us-district|txnd|Dallas');
    expect(resolved.paper.designation).toBe('Motion for Summary Judgment');
    const draft = draftOf(resolved, LABEL);
    expect(draft.sections.map((section) => section.heading)).toEqual([
      'Motion for Summary Judgment',
      'Brief in Support of Motion for Summary Judgment',
      'Statement of Undisputed Facts',
      'Summary Judgment Standard',
      'Argument and Authorities',
      'Conclusion',
      'Appendix in Support of Motion for Summary Judgment',
      'Declaration of [Declarant] in Support of Motion for Summary Judgment',
      '[Proposed] Order Granting Motion for Summary Judgment',
      'Certificate of Service',
    ]);
    const text = JSON.stringify(draft);
    expect(text).not.toMatch(/PLEASE TAKE NOTICE|Memorandum of Points and Authorities|came on for hearing/);
    // The motion leaves its summary to the brief, as LR 56.3(b) allows, and holds no argument.
    expect(draft.sections[0]?.paragraphs.join(' ')).toContain('As Local Civil Rule 56.3(b) permits');
    expectCompanionSections(resolved, draft);
  });

  it('states each local rule it follows by number, and no certificate of conference (LR 7.1(a) exempts the motion)', () => {
    const { paper } = summaryJudgmentIn('us-district|txnd|Fort Worth');
    const citations = [...paper.limits, ...paper.timing, ...paper.companions].map((entry) => entry.citation).join('; ');
    for (const rule of ['LR 7.1(a)', 'LR 7.1(c)', 'LR 7.2(d)', 'LR 56.2(a)', 'LR 56.3(a)(1)', 'LR 56.5(a)', 'LR 56.5(b)', 'LR 56.5(c)']) {
      expect(citations).toContain(`N.D. Tex. ${rule}`);
    }
    expect(paper.limits.find((limit) => limit.citation.endsWith('7.1(a)'))?.text).toMatch(/not required for a motion for summary judgment/);
    expect(paper.companions.map((companion) => companion.id)).not.toContain('certificate-of-conference');
    expect(paper.companions.find((companion) => companion.id === 'brief-in-support')).toEqual(expect.objectContaining({ required: true, citation: 'N.D. Tex. LR 56.5(a)' }));
  });

  it('files the brief and the appendix each under its own caption, signed by the attorney', () => {
    const starts = partStartsFor(summaryJudgmentIn('us-district|txnd|Dallas').paper);
    expect(starts).toEqual(expect.arrayContaining([
      { sectionId: 'brief', opening: 'caption', signer: 'attorney' },
      { sectionId: 'appendix', opening: 'caption', signer: 'attorney' },
      { sectionId: 'proposed-order', opening: 'caption', signer: 'court' },
    ]));
  });

  it('elsewhere, or with no court chosen, keeps the generic notice of motion and memorandum', () => {
    for (const courtId of ['us-district|cacd|Western', 'us-district|txsd|Houston', null]) {
      const resolved = summaryJudgmentIn(courtId);
      expect(resolved.paper.designation, String(courtId)).toBe('Notice of Motion and Motion for Summary Judgment; Memorandum of Points and Authorities');
    }
  });

  it('leaves the other federal goals in the Northern District of Texas as they are', () => {
    const resolution = resolvePaper('motion-to-dismiss', 'us-federal', parseCourt('us-district|txnd|Dallas'));
    expect(resolution?.kind === 'paper' && resolution.paper.designation).toBe('Notice of Motion and Motion to Dismiss; Memorandum of Points and Authorities');
  });
});
