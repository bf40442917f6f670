import { describe, expect, it } from 'vitest';
import { draftOf, expectCompanionSections, groundsOptions, paperFor, refusalFor } from './papers.fixture';

const FEDERAL = 'us-federal';
const LABEL = 'United States (federal)';
const citationsOf = (entries: { citation: string }[]) => entries.map((entry) => entry.citation);

describe('federal motion to dismiss', () => {
  const resolved = paperFor('motion-to-dismiss', FEDERAL);

  it('is the Rule 12(b) motion, offering every Rule 12(b) defense and defaulting to failure to state a claim', () => {
    expect(resolved.paper.name).toBe('Motion to Dismiss');
    expect(resolved.type.label).toBe('Motion to Dismiss');
    expect(resolved.paper.grounds?.offered.map((ground) => ground.value)).toEqual(['12b1', '12b2', '12b3', '12b4', '12b5', '12b6', '12b7']);
    expect(resolved.paper.grounds?.defaultValue).toBe('12b6');
    expect(groundsOptions(resolved)).toEqual(resolved.paper.grounds?.offered.map(({ value, label }) => ({ value, label })));
    expect(citationsOf(resolved.paper.basis)).toEqual(
      expect.arrayContaining(['Fed. R. Civ. P. 7(b)(1)', 'Fed. R. Civ. P. 12(b)', 'Fed. R. Civ. P. 12(g)(2)', 'Fed. R. Civ. P. 12(h)(1)', 'Fed. R. Civ. P. 12(h)(2)']),
    );
  });

  it('states the plausibility standard and the 21- and 60-day answer periods', () => {
    expect(citationsOf(resolved.paper.standard)).toEqual([
      'Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 570 (2007)',
      'Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009)',
    ]);
    expect(citationsOf(resolved.paper.timing)).toEqual(expect.arrayContaining(['Fed. R. Civ. P. 12(a)(1)(A)(i)', 'Fed. R. Civ. P. 12(a)(1)(A)(ii)']));
    expect(resolved.paper.limits[0]?.text).toMatch(/no page or word limit.*local rules/);
  });

  it('drafts the notice, memorandum, disclosure statement, proposed order and certificate with the chosen ground', () => {
    const draft = draftOf(resolved, LABEL);
    expect(draft.sections.map((section) => section.heading)).toEqual([
      'Notice of Motion and Motion to Dismiss',
      'Memorandum of Points and Authorities',
      'Statement of Facts',
      'Legal Standard',
      'Argument',
      'Conclusion',
      'Rule 7.1 Disclosure Statement',
      '[Proposed] Order Granting Motion to Dismiss',
      'Certificate of Service',
    ]);
    expect(draft.sections[0]?.paragraphs.join(' ')).toContain('move under Federal Rules of Civil Procedure 7(b)(1) and 12(b)');
    expect(draft.sections[0]?.paragraphs[1]).toContain('Rule 12(b)(1): lack of subject-matter jurisdiction');
    expectCompanionSections(resolved, draft);
  });
});

describe('federal summary judgment and motion to compel', () => {
  it('drafts summary judgment under Rule 56 with a statement of facts, a declaration and the 30-day deadline', () => {
    const resolved = paperFor('motion-for-summary-judgment', FEDERAL);
    expect(resolved.paper.basis[0]?.text).toContain('no genuine dispute as to any material fact and the movant is entitled to judgment as a matter of law');
    expect(citationsOf(resolved.paper.standard)).toEqual([
      'Celotex Corp. v. Catrett, 477 U.S. 317, 322–23 (1986)',
      'Anderson v. Liberty Lobby, Inc., 477 U.S. 242, 248 (1986)',
    ]);
    expect(resolved.paper.timing[0]).toEqual(expect.objectContaining({ citation: 'Fed. R. Civ. P. 56(b)' }));
    const draft = draftOf(resolved, LABEL);
    expect(draft.sections.map((section) => section.heading)).toEqual(expect.arrayContaining([
      'Notice of Motion and Motion for Summary Judgment',
      'Statement of Undisputed Material Facts',
      'Declaration of [Declarant] in Support of Motion for Summary Judgment',
      '[Proposed] Order Granting Motion for Summary Judgment',
    ]));
    // The oath closes the declaration, and the declarant signs under it.
    const declaration = draft.sections.find((section) => section.id === 'declaration')?.paragraphs ?? [];
    expect(declaration.at(-2)).toMatch(/^I declare under penalty of perjury/);
    expect(declaration.at(-1)).toBe('______________________________ [name of declarant]');
    expectCompanionSections(resolved, draft);
  });

  it('requires the Rule 37(a)(1) good-faith conference certification in a motion to compel', () => {
    const resolved = paperFor('motion-to-compel', FEDERAL);
    expect(resolved.paper.companions.find((companion) => companion.id === 'conference-certification')).toEqual(
      expect.objectContaining({ required: true, citation: 'Fed. R. Civ. P. 37(a)(1)' }),
    );
    expect(citationsOf(resolved.paper.basis)).toEqual(expect.arrayContaining(['Fed. R. Civ. P. 37(a)(3)(B)', 'Fed. R. Civ. P. 37(a)(5)(A)', 'Fed. R. Civ. P. 26(b)(1)']));
    const draft = draftOf(resolved, LABEL);
    expect(draft.sections.map((section) => section.heading)).toContain('Certification of Good-Faith Conference (Fed. R. Civ. P. 37(a)(1))');
    expectCompanionSections(resolved, draft);
  });
});

describe('federal non-competes', () => {
  it.each(['employee-noncompete', 'sale-of-business-noncompete'])('refuses %s: state law governs', (typeId) => {
    const { refusal } = refusalFor(typeId, FEDERAL);
    expect(refusal.explanation).toMatch(/governed by state law/);
    expect(refusal.citation).toContain('Ryan, LLC v. FTC');
    expect(refusal.alternatives.length).toBeGreaterThan(0);
  });
});
