import { describe, expect, it } from 'vitest';
import { assembleDraft } from '../../drafting/assemble';
import { checkDraft } from '../../drafting/compliance';
import { completeIntakeFor } from '../../drafting/intake.fixture';
import type { Intake } from '../../drafting/schema';
import { draftOf as assembled, expectCompanionSections, groundsOptions, paperFor as resolved } from './papers.fixture';

/** What a Florida lawyer sees for each goal: the circuit court's own paper, never the federal one. */

const paperFor = (typeId: string) => resolved(typeId, 'us-fl');
const draftOf = (typeId: string) => assembled(paperFor(typeId), 'Florida');

/** The Florida rule pack's findings on a draft of this paper, on a day the stated rules are in force. */
function findingsFor(typeId: string, overrides: Intake = {}) {
  const { type } = paperFor(typeId);
  const intake = { ...completeIntakeFor(type), ...overrides };
  const draft = assembleDraft({ type, intake, jurisdictionLabel: 'Florida', packAvailable: true });
  const result = checkDraft({ draft, intake, typeId, jurisdiction: 'us-fl', asOf: '2026-11-25' });
  return result.checked ? result.findings.map((finding) => finding.citation) : [];
}

function headingsOf(typeId: string) {
  return draftOf(typeId).sections.map((section) => section.heading);
}

const GOALS = ['motion-to-dismiss', 'motion-for-summary-judgment', 'motion-to-compel', 'employee-noncompete', 'sale-of-business-noncompete'];

describe('Florida papers', () => {
  it.each(GOALS)('%s resolves to a Florida paper with no federal rule in it', (typeId) => {
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

  it('offers the Rule 1.140(b) motion to dismiss with its seven defenses, failure to state a cause of action by default', () => {
    const { paper } = paperFor('motion-to-dismiss');
    expect(paper.name).toBe('Motion to Dismiss');
    expect(paper.basis.map((entry) => entry.citation)).toContain('Fla. R. Civ. P. 1.140(b)');
    expect(paper.grounds?.offered.map((ground) => ground.citation).sort()).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => `Fla. R. Civ. P. 1.140(b)(${n})`),
    );
    expect(paper.grounds?.defaultValue).toBe('failure-to-state-a-cause-of-action');
    expect(groundsOptions(paperFor('motion-to-dismiss'))).toEqual(paper.grounds?.offered.map(({ value, label }) => ({ value, label })));
    expect(paper.timing.map((entry) => entry.citation)).toEqual(expect.arrayContaining(['Fla. R. Civ. P. 1.140(a)(1)', 'Fla. R. Civ. P. 1.140(h)']));
    expect(paper.standard.map((entry) => entry.citation)).toEqual(['Fla. Bar v. Greene, 926 So. 2d 1195, 1199 (Fla. 2006)']);
  });

  it('states the 2025 conferral rule as it reads: a motion to dismiss for failure to state a claim is exempt', () => {
    const { paper } = paperFor('motion-to-dismiss');
    expect(paper.basis.find((entry) => entry.citation === 'Fla. R. Civ. P. 1.202(c)(6)')?.text).toContain('to dismiss for failure to state a claim');
    expect(paperFor('motion-to-compel').paper.basis.map((entry) => entry.citation)).toContain('Fla. R. Civ. P. 1.202(a), (b)');
  });

  it('fills the motion to dismiss with the chosen Rule 1.140(b) ground and closes with the Rule 2.516(f) certificate', () => {
    const draft = draftOf('motion-to-dismiss');
    expect(draft.sections[0]?.paragraphs[0]).toContain('Failure to state a cause of action (Rule 1.140(b)(6))');
    expect(headingsOf('motion-to-dismiss')).toEqual([
      'Motion to Dismiss', 'Allegations of the Complaint', 'Memorandum of Law', 'Conclusion', 'Certificate of Conferral (Fla. R. Civ. P. 1.202)',
      'Certificate of Service (Fla. R. Gen. Prac. & Jud. Admin. 2.516(f))',
    ]);
  });

  it('states the summary judgment standard adopted from the federal one, with the record-citation statement', () => {
    const { paper } = paperFor('motion-for-summary-judgment');
    const citations = paper.standard.map((entry) => entry.citation).join(' ');
    expect(citations).toContain('317 So. 3d 72 (Fla. 2021)');
    expect(citations).toContain('Celotex Corp. v. Catrett, 477 U.S. 317');
    expect(citations).toContain('Anderson v. Liberty Lobby, Inc., 477 U.S. 242');
    expect(paper.companions.map((entry) => entry.citation)).toContain('Fla. R. Civ. P. 1.510(c)(1)');
    expect(headingsOf('motion-for-summary-judgment')).toContain('Statement of Undisputed Material Facts (Supporting Factual Position, Fla. R. Civ. P. 1.510(c)(1))');
    expect(paper.timing).toEqual([]);
    expect(paper.checkBeforeFiling.map((entry) => entry.citation)).toContain('Fla. R. Civ. P. 1.510(b), (c)(5)');
  });

  it('puts the Rule 1.380(a)(2) good-faith certification in the motion to compel and asks for expenses under 1.380(a)(4)', () => {
    const headings = headingsOf('motion-to-compel');
    expect(headings).toContain('Certification of Good-Faith Conferral (Fla. R. Civ. P. 1.380(a)(2))');
    expect(headings).toContain('Request for Expenses (Fla. R. Civ. P. 1.380(a)(4))');
    const certification = draftOf('motion-to-compel').sections.find((section) => section.id === 'good-faith-certification');
    expect(certification?.paragraphs.join(' ')).toContain('Sample conferral efforts');
  });

  it('drafts the employee covenant under § 542.335 with its duration presumptions and no hardship defence', () => {
    const { paper } = paperFor('employee-noncompete');
    expect(paper.limits.map((entry) => entry.citation)).toEqual(['Fla. Stat. § 542.335(1)(d)1']);
    expect(paper.checkBeforeFiling.map((entry) => entry.subject).join(' ')).toContain('CHOICE Act');
    const text = draftOf('employee-noncompete').sections.flatMap((section) => [section.heading, ...section.paragraphs]).join('\n');
    expect(text).toContain('Statutory Basis (Fla. Stat. § 542.335)');
    expect(text).toContain('6 months or less is presumed reasonable');
    expect(text).toContain('more than 2 years is presumed unreasonable');
    expect(text).toContain('individualized economic or other hardship');
    expect(text).toContain('for 3 months after it ends');
  });

  it('raises the Florida duration check only when the restraint passes the 2-year presumption', () => {
    const durationFinding = (months: number) => findingsFor('employee-noncompete', { restrictedMonths: months })
      .some((citation) => citation.includes('542.335(1)(d)1'));
    expect(durationFinding(6)).toBe(false);
    expect(durationFinding(30)).toBe(true);
  });

  it('drafts the seller\'s covenant with the 3-year and 7-year presumptions of § 542.335(1)(d)3', () => {
    const { paper } = paperFor('sale-of-business-noncompete');
    expect(paper.limits.map((entry) => entry.citation)).toEqual(['Fla. Stat. § 542.335(1)(d)3']);
    const text = draftOf('sale-of-business-noncompete').sections.flatMap((section) => section.paragraphs).join('\n');
    expect(text).toContain('3 years or less is presumed reasonable');
    expect(text).toContain('more than 7 years is presumed unreasonable');
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

describe('Florida certificates (Fla. R. Civ. P. 1.202; Fla. R. Gen. Prac. & Jud. Admin. 2.516(f))', () => {
  const MOTIONS = ['motion-to-dismiss', 'motion-for-summary-judgment', 'motion-to-compel'];
  const sectionIds = (typeId: string) => draftOf(typeId).sections.map((section) => section.id);
  const sectionText = (typeId: string, id: string) => draftOf(typeId).sections.find((section) => section.id === id)?.paragraphs.join(' ') ?? '';

  it.each(MOTIONS)('%s ends with a certificate of conferral, inside the motion, before the certificate of service', (typeId) => {
    const ids = sectionIds(typeId);
    expect(ids).toContain('certificate-of-conferral');
    expect(ids.indexOf('certificate-of-conferral')).toBe(ids.indexOf('conclusion') + 1);
    expect(paperFor(typeId).paper.companions.find((companion) => companion.id === 'certificate-of-conferral')?.citation).toBe('Fla. R. Civ. P. 1.202(b)');
  });

  it('certifies conferral on a motion to compel, and that none is required on the motions rule 1.202(c) exempts', () => {
    expect(sectionText('motion-to-compel', 'certificate-of-conferral')).toContain('I certify that prior to filing this motion, I discussed the relief requested in this motion by [method of communication and date] with the opposing party');
    for (const typeId of ['motion-to-dismiss', 'motion-for-summary-judgment']) {
      expect(sectionText(typeId, 'certificate-of-conferral')).toBe('I certify that conferral prior to filing is not required under rule 1.202.');
    }
    // The exemption reaches a motion to dismiss for failure to state a claim; other Rule 1.140(b) grounds are to confirm.
    expect(JSON.stringify(paperFor('motion-to-dismiss').paper.checkBeforeFiling)).toContain('1.202(c)');
  });

  it.each(MOTIONS)('%s: the certificate of service is signed by the attorney, not left as "[Signature of attorney]"', (typeId) => {
    const certificate = sectionText(typeId, 'certificate-of-service');
    expect(certificate).not.toMatch(/\[Signature of/i);
    expect(certificate).toContain('[date of service]');
  });
});
