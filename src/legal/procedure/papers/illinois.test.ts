import { describe, expect, it } from 'vitest';
import { assembleDraft } from '../../drafting/assemble';
import { checkDraft } from '../../drafting/compliance';
import { completeIntakeFor } from '../../drafting/intake.fixture';
import type { Intake } from '../../drafting/schema';
import { draftOf as assembled, expectCompanionSections, groundsOptions, paperFor as resolved } from './papers.fixture';

/** What an Illinois lawyer sees for each goal: the circuit court's own paper, never the federal one. */

const paperFor = (typeId: string) => resolved(typeId, 'us-il');
const draftOf = (typeId: string) => assembled(paperFor(typeId), 'Illinois');

/** The Illinois rule pack's findings on a draft of this paper, on a day the stated rules are in force. */
function findingsFor(typeId: string, overrides: Intake = {}) {
  const { type } = paperFor(typeId);
  const intake = { ...completeIntakeFor(type), ...overrides };
  const draft = assembleDraft({ type, intake, jurisdictionLabel: 'Illinois', packAvailable: true });
  const result = checkDraft({ draft, intake, typeId, jurisdiction: 'us-il', asOf: '2026-11-25' });
  return result.checked ? result.findings.map((finding) => finding.citation) : [];
}

function headingsOf(typeId: string) {
  return draftOf(typeId).sections.map((section) => section.heading);
}

function textOf(typeId: string) {
  return draftOf(typeId).sections.flatMap((section) => [section.heading, ...section.paragraphs]).join('\n');
}

const GOALS = ['motion-to-dismiss', 'motion-for-summary-judgment', 'motion-to-compel', 'employee-noncompete', 'sale-of-business-noncompete'];

describe('Illinois papers', () => {
  it.each(GOALS)('%s resolves to an Illinois paper with no federal rule in it', (typeId) => {
    const { paper, type } = paperFor(typeId);
    const text = JSON.stringify({ paper, type });
    expect(text).not.toContain('12(b)');
    expect(text).not.toContain('Fed. R. Civ. P.');
  });

  it.each(GOALS)('%s assembles completely, each companion under a heading with its name', (typeId) => {
    const draft = draftOf(typeId);
    expectCompanionSections(paperFor(typeId), draft);
    expect(draft.sections.length).toBe(paperFor(typeId).paper.sections.length);
  });

  it('offers the section 2-615 motion with the 2-619(a) grounds, failure to state a cause of action by default', () => {
    const { paper } = paperFor('motion-to-dismiss');
    expect(paper.name).toBe('Motion to Dismiss Under Section 2-615');
    expect(paper.basis.map((entry) => entry.citation)).toEqual(expect.arrayContaining(['735 ILCS 5/2-615(a)', '735 ILCS 5/2-619(a)', '735 ILCS 5/2-619.1']));
    expect(paper.grounds?.defaultValue).toBe('section-2-615');
    expect(paper.grounds?.offered.map((ground) => ground.citation)).toEqual([
      '735 ILCS 5/2-615(a)', ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `735 ILCS 5/2-619(a)(${n})`),
    ]);
    expect(groundsOptions(paperFor('motion-to-dismiss'))).toEqual(paper.grounds?.offered.map(({ value, label }) => ({ value, label })));
    expect(paper.standard[0]?.citation).toBe('Marshall v. Burger King Corp., 222 Ill. 2d 422, 429–30 (2006)');
    expect(paper.timing.map((entry) => entry.citation)).toContain('Ill. S. Ct. R. 101(d), 181(a)');
  });

  it('sends personal jurisdiction to a section 2-301 motion instead of offering it as a ground', () => {
    const { paper } = paperFor('motion-to-dismiss');
    const elsewhere = paper.grounds?.elsewhere.find((entry) => entry.label === 'Lack of jurisdiction over the person');
    expect(elsewhere?.citation).toBe('735 ILCS 5/2-301(a)');
    expect(paper.grounds?.offered.some((ground) => ground.label.toLowerCase().includes('person'))).toBe(false);
  });

  it('drafts the motion to dismiss with the chosen section, the combined-motion rule, the 2-619 affidavit and a certificate of service', () => {
    const draft = draftOf('motion-to-dismiss');
    expect(draft.sections[0]?.paragraphs[0]).toContain('Section 2-615: complaint substantially insufficient in law');
    expect(draft.sections[0]?.paragraphs.join(' ')).toContain('combined motion under section 2-619.1');
    expect(headingsOf('motion-to-dismiss')).toEqual([
      'Motion to Dismiss Under Section 2-615', 'Defects in the Complaint (735 ILCS 5/2-615(a))', 'Memorandum of Law in Support',
      'Affidavit in Support of Section 2-619 Grounds (735 ILCS 5/2-619(a); Ill. S. Ct. R. 191(a))', 'Conclusion',
      'Certificate of Service (Ill. S. Ct. R. 11, 12)',
    ]);
  });

  it('moves for summary judgment under section 2-1005 with Rule 191(a) affidavits', () => {
    const { paper } = paperFor('motion-for-summary-judgment');
    expect(paper.basis.map((entry) => entry.citation)).toEqual(expect.arrayContaining(['735 ILCS 5/2-1005(c)', 'Ill. S. Ct. R. 191(a)']));
    expect(paper.timing.map((entry) => entry.citation)).toEqual(['735 ILCS 5/2-1005(a)', '735 ILCS 5/2-1005(b)']);
    expect(headingsOf('motion-for-summary-judgment')).toEqual(expect.arrayContaining([
      'Motion for Summary Judgment (735 ILCS 5/2-1005)', 'Affidavit in Support of Motion for Summary Judgment (Ill. S. Ct. R. 191(a))',
    ]));
  });

  it('puts the Rule 201(k) statement in the motion to compel, filled with the consultation described', () => {
    const { paper } = paperFor('motion-to-compel');
    expect(paper.companions.find((entry) => entry.id === 'rule-201k-statement')?.required).toBe(true);
    expect(headingsOf('motion-to-compel')).toEqual(expect.arrayContaining(['Motion to Compel Discovery (Ill. S. Ct. R. 219(a))', 'Rule 201(k) Statement']));
    expect(textOf('motion-to-compel')).toContain('after personal consultation and reasonable attempts to resolve differences');
    expect(textOf('motion-to-compel')).toContain('Sample personal consultation');
  });

  it('writes the employee covenant with the 90/20 attorney advice and 14-day review and the earnings threshold in force', () => {
    const { paper } = paperFor('employee-noncompete');
    expect(paper.limits.map((entry) => entry.citation)).toEqual(['820 ILCS 90/10(a)', '820 ILCS 90/10(b)']);
    const text = textOf('employee-noncompete');
    expect(text).toContain('Advice to Consult an Attorney; 14-Day Review Period (820 ILCS 90/20)');
    expect(text).toContain('to consult with an attorney before entering into this Agreement');
    expect(text).toContain('at least 14 calendar days');
    expect(text).toContain('exceed $75,000 per year, an amount that increases to $80,000 per year beginning January 1, 2027');
    expect(text).toContain('Employee\'s Costs and Fees (820 ILCS 90/25)');
  });

  it('passes the Illinois checks for the Act\'s notices, and still flags earnings at or below the threshold', () => {
    expect(findingsFor('employee-noncompete', { annualEarnings: 125000 })).toEqual([]);
    expect(findingsFor('employee-noncompete', { annualEarnings: 70000 })).toEqual(['820 ILCS 90/10(a)']);
  });

  it('treats the seller\'s covenant as outside the Freedom to Work Act, without its employee notices', () => {
    const { paper } = paperFor('sale-of-business-noncompete');
    expect(paper.basis.map((entry) => entry.citation)).toEqual(['820 ILCS 90/5']);
    const text = textOf('sale-of-business-noncompete');
    expect(text).toContain('not a covenant between an employer and an employee');
    expect(text).not.toContain('14 calendar days');
  });

  it('keeps the base covenant field ids so checks can read the figures', () => {
    const employee = paperFor('employee-noncompete').type.intakeFields.map((entry) => entry.id);
    expect(employee).toEqual(expect.arrayContaining(['employer', 'employee', 'position', 'annualEarnings', 'restrictedMonths',
      'restrictedTerritory', 'restrictedActivities', 'consideration', 'workLocation', 'effectiveDate', 'governingLaw', 'venue']));
    const seller = paperFor('sale-of-business-noncompete').type.intakeFields.map((entry) => entry.id);
    expect(seller).toEqual(expect.arrayContaining(['buyer', 'seller', 'businessSold', 'restrictedMonths', 'restrictedTerritory',
      'restrictedActivities', 'effectiveDate', 'governingLaw', 'venue']));
  });
});
