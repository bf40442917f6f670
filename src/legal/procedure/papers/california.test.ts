import { describe, expect, it } from 'vitest';
import { assembleDraft } from '../../drafting/assemble';
import { completeIntakeFor } from '../../drafting/intake.fixture';
import { draftOf, expectCompanionSections, groundsOptions, paperFor, refusalFor } from './papers.fixture';

const CALIFORNIA = 'us-ca';
const LABEL = 'California';
const citationsOf = (entries: { citation: string }[]) => entries.map((entry) => entry.citation);
const headingsOf = (draft: ReturnType<typeof draftOf>) => draft.sections.map((section) => section.heading);

describe('California: the goal "dismiss for failure to state a claim" is a demurrer', () => {
  const resolved = paperFor('motion-to-dismiss', CALIFORNIA);

  it('offers the § 430.10 grounds, defaulting to failure to state facts sufficient to constitute a cause of action', () => {
    expect(resolved.paper.name).toBe('Demurrer');
    expect(resolved.type.label).toBe('Demurrer');
    expect(resolved.paper.grounds?.offered.map((ground) => ground.citation)).toEqual(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((letter) => `Code Civ. Proc. § 430.10(${letter})`),
    );
    const defaultGround = resolved.paper.grounds?.offered.find((ground) => ground.value === resolved.paper.grounds?.defaultValue);
    expect(defaultGround?.label).toContain('does not state facts sufficient to constitute a cause of action');
    expect(groundsOptions(resolved)).toEqual(resolved.paper.grounds?.offered.map(({ value, label }) => ({ value, label })));
  });

  it('names the motions that raise jurisdiction, service, forum and venue instead', () => {
    expect(resolved.paper.grounds?.elsewhere.map((entry) => [entry.paper, entry.citation])).toEqual([
      ['Motion to Quash Service of Summons', 'Code Civ. Proc. § 418.10(a)(1)'],
      ['Motion to Stay or Dismiss the Action on the Ground of Inconvenient Forum', 'Code Civ. Proc. § 418.10(a)(2)'],
      ['Motion to Transfer (Change of Venue)', 'Code Civ. Proc. §§ 396b, 397'],
    ]);
  });

  it('states its basis, 30-day timing, hearing notice, page limits and Blank v. Kirwan', () => {
    expect(citationsOf(resolved.paper.basis)).toEqual(expect.arrayContaining([
      'Code Civ. Proc. § 430.30(a)', 'Code Civ. Proc. § 430.60', 'Cal. Rules of Court, rule 3.1320(a)',
    ]));
    expect(citationsOf(resolved.paper.timing)).toEqual(['Code Civ. Proc. § 430.40(a)', 'Cal. Rules of Court, rule 3.1320(c)', 'Code Civ. Proc. § 1005(b)']);
    expect(resolved.paper.limits.map((limit) => limit.text).join(' ')).toMatch(/may not exceed 15 pages.*reply may not exceed 10 pages.*table of contents/);
    expect(citationsOf(resolved.paper.standard)).toEqual(['Blank v. Kirwan (1985) 39 Cal.3d 311, 318']);
    expect(resolved.paper.checkBeforeFiling.map((entry) => entry.citation)).toContain('Code Civ. Proc. § 430.41');
  });

  it('drafts notice, demurrer, memorandum, meet-and-confer declaration and proof of service, with no federal rule', () => {
    const draft = draftOf(resolved, LABEL);
    expect(headingsOf(draft)).toEqual([
      'Notice of Hearing on Demurrer',
      'Demurrer',
      'Memorandum of Points and Authorities',
      'Allegations of the Complaint',
      'Legal Standard',
      'Argument',
      'Conclusion',
      'Declaration of Counsel re Meet and Confer (Code Civ. Proc. § 430.41)',
      'Proof of Service',
    ]);
    expect(draft.sections[0]?.paragraphs[0]).toContain('will and hereby does demur to the complaint under Code of Civil Procedure section 430.10');
    expect(draft.sections[1]?.paragraphs[0]).toContain('demurs to the complaint on the following ground');
    expect(draft.sections[1]?.paragraphs[0]).toContain('§ 430.10(a)');
    expectCompanionSections(resolved, draft);
    for (const text of [JSON.stringify(resolved), JSON.stringify(draft)]) {
      expect(text).not.toContain('12(b)');
      expect(text).not.toContain('Fed. R. Civ. P.');
    }
  });

  it('puts the chosen failure-to-state ground in the demurrer', () => {
    const intake = { ...completeIntakeFor(resolved.type), grounds: 'insufficient-facts' };
    const draft = assembleDraft({ type: resolved.type, intake, jurisdictionLabel: LABEL, packAvailable: true });
    expect(draft.sections[1]?.paragraphs[0]).toContain('§ 430.10(e): the pleading does not state facts sufficient to constitute a cause of action');
  });
});

describe('California summary judgment and motion to compel further responses', () => {
  it('drafts a § 437c motion with its required separate statement and a 20-page limit', () => {
    const resolved = paperFor('motion-for-summary-judgment', CALIFORNIA);
    expect(resolved.paper.basis.find((entry) => entry.citation === 'Code Civ. Proc. § 437c(c)')?.text).toContain('no triable issue as to any material fact');
    expect(resolved.paper.companions.find((companion) => companion.id === 'separate-statement')?.required).toBe(true);
    expect(citationsOf(resolved.paper.standard)).toEqual(['Aguilar v. Atlantic Richfield Co. (2001) 25 Cal.4th 826, 850']);
    expect(resolved.paper.limits[0]?.text).toContain('may not exceed 20 pages');
    expect(resolved.paper.checkBeforeFiling.map((entry) => entry.citation)).toContain('Code Civ. Proc. § 437c(a)(2)–(3), (b)(2)–(4)');
    const draft = draftOf(resolved, LABEL);
    expect(headingsOf(draft)).toEqual(expect.arrayContaining([
      'Notice of Motion and Motion for Summary Judgment',
      'Memorandum of Points and Authorities',
      'Separate Statement of Undisputed Material Facts',
      'Declaration of [Declarant] in Support of Motion for Summary Judgment',
      'Proof of Service',
    ]));
    expectCompanionSections(resolved, draft);
    expect(JSON.stringify(resolved)).not.toMatch(/12\(b\)|Fed\. R\. Civ\. P\./);
  });

  it('resolves a motion to compel to a motion to compel further responses, with meet-and-confer and separate statement', () => {
    const resolved = paperFor('motion-to-compel', CALIFORNIA);
    expect(resolved.paper.name).toBe('Motion to Compel Further Responses');
    expect(resolved.paper.timing[0]).toEqual(expect.objectContaining({ citation: 'Code Civ. Proc. §§ 2030.300(c), 2031.310(c), 2033.290(c)' }));
    expect(resolved.paper.timing[0]?.text).toContain('within 45 days');
    const draft = draftOf(resolved, LABEL);
    expect(headingsOf(draft)).toEqual(expect.arrayContaining([
      'Notice of Motion and Motion to Compel Further Responses',
      'Declaration of Counsel re Meet and Confer (Code Civ. Proc. § 2016.040)',
      'Separate Statement in Support of Motion to Compel Further Responses (Cal. Rules of Court, rule 3.1345)',
    ]));
    expectCompanionSections(resolved, draft);
    expect(JSON.stringify(resolved)).not.toMatch(/12\(b\)|Fed\. R\. Civ\. P\./);
  });
});

describe('California non-competes', () => {
  it('refuses an employee non-compete under § 16600, offering a trade-secret agreement or a § 16601 covenant', () => {
    const { refusal } = refusalFor('employee-noncompete', CALIFORNIA);
    expect(refusal.citation).toBe('Bus. & Prof. Code §§ 16600, 16600.1, 16600.5');
    expect(refusal.explanation).toMatch(/void/);
    expect(refusal.alternatives.join(' ')).toMatch(/Civ\. Code § 3426.*§ 16601/);
  });

  it('drafts a sale-of-business covenant stating § 16601 and its territorial limit, keeping the shared field ids', () => {
    const resolved = paperFor('sale-of-business-noncompete', CALIFORNIA);
    expect(resolved.type.intakeFields.map((field) => field.id)).toEqual(expect.arrayContaining([
      'buyer', 'seller', 'businessSold', 'restrictedMonths', 'restrictedTerritory', 'restrictedActivities', 'effectiveDate', 'governingLaw', 'venue',
    ]));
    const draft = draftOf(resolved, LABEL);
    expect(headingsOf(draft).slice(0, 2)).toEqual(['Parties and Recitals', 'Basis of the Covenant (Bus. & Prof. Code § 16601)']);
    expect(draft.sections.find((section) => section.id === 'statutory-basis')?.paragraphs[0]).toContain('The goodwill of a business');
    expect(draft.sections.find((section) => section.id === 'territory')?.paragraphs[0]).toContain('carries on a like business within that area (Bus. & Prof. Code § 16601)');
    expect(JSON.stringify(draft)).not.toContain('{{');
  });
});
